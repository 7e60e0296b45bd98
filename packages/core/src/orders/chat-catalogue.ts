// The chat's catalogue (decision 084): every sentence of the WhatsApp chat about an order, in each language the shop
// speaks. The order she sends the shop from the checkout, and every message the desk prepares for her (confirmed,
// packed, shipped, ready for pickup, payment received, payment link, cash on delivery, returns and refunds) are put
// together from here in the order's language, by core's builders (whatsapp-order.ts, order-status-messages.ts,
// order-receipts.ts), which the server and the desk share. One object per language, typed by ChatCatalogue, so a
// message missing in a language, or asking for other values, does not compile. The values (order number, amounts
// through Money.format, names, addresses, couriers, tracking numbers, links) are put in as they are in every
// language. The Malayalam and Hindi are written as a Trivandrum shop writes on WhatsApp, not word for word: English
// words people use as they are (order, UPI, courier, link) stay in them, in the language's script.
import type { Language } from "../languages/languages";
import type { OrderStatus } from "./order-life-cycle";
import type { PaymentMethod } from "./order-payments";

type Say<Values> = (values: Values) => string;

export interface ChatCatalogue {
  // The order she sends the shop from the checkout, one fact per line.
  placeOrder: Say<{ shop: string }>;
  orderLine: Say<{ orderNumber: string }>;
  nameLine: Say<{ name: string }>;
  phoneLine: Say<{ phone: string }>;
  emailLine: Say<{ email: string }>;
  itemsHeading: string;
  storePickup: string;
  pickupLocationLine: Say<{ location: string }>;
  homeDelivery: string;
  addressLine: Say<{ address: string }>;
  instructionsLine: Say<{ instructions: string }>;
  subtotalLine: Say<{ amount: string }>;
  deliveryFeeLine: Say<{ fee: string }>;
  freeDelivery: string;
  discountLine: Say<{ amount: string }>;
  codPayment: string;
  codPaymentWithFee: Say<{ fee: string }>;
  totalLine: Say<{ amount: string }>;
  // Her chat once the shop has confirmed the order: a question about it, with its state in her words.
  questionAboutOrder: Say<{ shop: string; orderNumber: string; state: string }>;
  orderStates: Record<OrderStatus, string>;
  stateAndRefunded: Say<{ state: string }>;

  // The shop's messages to her. `hello` is the greeting with her name; each message's first line starts with it.
  helloName: Say<{ name: string }>;
  helloAlone: string;
  signature: Say<{ shop: string }>;
  yourOrderLink: Say<{ url: string }>;
  statusNews: Record<Exclude<OrderStatus, "ready_for_pickup">, Say<{ hello: string; orderNumber: string }>>;
  readyForPickup: Say<{ hello: string; orderNumber: string; pickupPoint: string }>;
  pickupPointDetails: Say<{ name: string; address: string; hours: string; map: string }>;
  ourPickupPoint: string;
  pickupCode: Say<{ code: string }>;
  parcelLine: Say<{ courier: string; trackingNumber: string }>;
  trackParcel: Say<{ url: string }>;
  amountToPay: Say<{ amount: string }>;
  fullyPaidOnArrival: string;
  keepCashReady: Say<{ amount: string }>;
  stillToPay: Say<{ amount: string }>;
  stillToPayAsAgreed: Say<{ amount: string }>;
  bringMessageAndAmount: Say<{ amount: string }>;
  bringMessage: string;
  cancelledReply: string;
  returnedRefundInChat: string;
  refundOwed: Say<{ amount: string }>;
  upiOnOrderPage: Say<{ url: string }>;
  upiToId: Say<{ upiId: string; orderNumber: string }>;
  shipmentCorrected: Say<{ hello: string; orderNumber: string }>;
  paymentLinkIntro: Say<{ hello: string; amount: string; orderNumber: string }>;
  paymentLinkHow: string;
  codConfirmThanks: Say<{ hello: string; orderNumber: string }>;
  codConfirmReply: Say<{ amount: string }>;
  // Returns and refunds.
  returnReceived: Say<{ hello: string; units: string; orderNumber: string }>;
  returnEverything: string;
  refundIfDue: string;
  refundSent: Say<{ hello: string; amount: string; paidWith: string; orderNumber: string }>;
  refundSentToUpi: Say<{ hello: string; amount: string; orderNumber: string; gateway: string }>;
  refundSentToCard: Say<{ hello: string; amount: string; orderNumber: string; gateway: string }>;
  // Receipts: a payment recorded, an order changed as agreed, a sale at the counter.
  paymentMethods: Record<PaymentMethod, string>;
  withReference: Say<{ method: string; reference: string }>;
  paymentReceived: Say<{ hello: string; amount: string; paidWith: string; orderNumber: string }>;
  fullyPaidThanks: string;
  orderChanged: Say<{ hello: string; orderNumber: string }>;
  codFeeLine: Say<{ fee: string }>;
  counterSaleThanks: Say<{ hello: string; orderNumber: string }>;
  paidLine: Say<{ amount: string; paidWith: string }>;
  hopeYouLoveIt: string;
}

/** English: the shop's messages as they were before decision 084, character for character. */
const english: ChatCatalogue = {
  placeOrder: ({ shop }) => `Hello ${shop}! I would like to place this order.`,
  orderLine: ({ orderNumber }) => `Order: ${orderNumber}`,
  nameLine: ({ name }) => `Name: ${name}`,
  phoneLine: ({ phone }) => `Phone: ${phone}`,
  emailLine: ({ email }) => `Email: ${email}`,
  itemsHeading: "Items:",
  storePickup: "Delivery: Store pickup",
  pickupLocationLine: ({ location }) => `Pickup location: ${location}`,
  homeDelivery: "Delivery: Home delivery",
  addressLine: ({ address }) => `Address: ${address}`,
  instructionsLine: ({ instructions }) => `Special instructions: ${instructions}`,
  subtotalLine: ({ amount }) => `Subtotal: ${amount}`,
  deliveryFeeLine: ({ fee }) => `Delivery fee: ${fee}`,
  freeDelivery: "Free",
  discountLine: ({ amount }) => `Discount: -${amount}`,
  codPayment: "Payment: cash on delivery",
  codPaymentWithFee: ({ fee }) => `Payment: cash on delivery (fee ${fee})`,
  totalLine: ({ amount }) => `Total: ${amount}`,
  questionAboutOrder: ({ shop, orderNumber, state }) =>
    `Hello ${shop}! I have a question about my order ${orderNumber}, which is ${state}.`,
  orderStates: {
    placed: "waiting for confirmation",
    confirmed: "confirmed",
    packed: "packed",
    shipped: "shipped",
    ready_for_pickup: "ready for pickup",
    completed: "completed",
    cancelled: "cancelled",
    returned: "returned",
  },
  stateAndRefunded: ({ state }) => `${state} and refunded`,

  helloName: ({ name }) => `Hello ${name}`,
  helloAlone: "Hello",
  signature: ({ shop }) => `- ${shop}`,
  yourOrderLink: ({ url }) => `Your order: ${url}`,
  statusNews: {
    placed: ({ hello, orderNumber }) => `${hello}, we have received your order ${orderNumber}.`,
    confirmed: ({ hello, orderNumber }) =>
      `${hello}, your order ${orderNumber} is confirmed. We are getting your pieces ready.`,
    packed: ({ hello, orderNumber }) => `${hello}, your order ${orderNumber} is packed.`,
    shipped: ({ hello, orderNumber }) => `${hello}, your order ${orderNumber} is on its way to you.`,
    completed: ({ hello, orderNumber }) =>
      `${hello}, your order ${orderNumber} is complete. Thank you for shopping with us! We hope you love your jewellery.`,
    cancelled: ({ hello, orderNumber }) => `${hello}, your order ${orderNumber} has been cancelled.`,
    returned: ({ hello, orderNumber }) => `${hello}, we have received the return of your order ${orderNumber}.`,
  },
  readyForPickup: ({ hello, orderNumber, pickupPoint }) =>
    `${hello}, your order ${orderNumber} is ready for pickup at ${pickupPoint}`,
  pickupPointDetails: ({ name, address, hours, map }) => `${name} (${address}). Hours: ${hours}. Map: ${map}`,
  ourPickupPoint: "our pickup point",
  pickupCode: ({ code }) => `Your pickup code: ${code}. Please tell it to us when you collect your order.`,
  parcelLine: ({ courier, trackingNumber }) => `Courier: ${courier}, tracking number ${trackingNumber}.`,
  trackParcel: ({ url }) => `Track parcel: ${url}`,
  amountToPay: ({ amount }) => `Amount to pay: ${amount}.`,
  fullyPaidOnArrival: "It is fully paid: there is nothing to pay when it reaches you.",
  keepCashReady: ({ amount }) => `Please keep ${amount} ready in cash for the courier when it reaches you.`,
  stillToPay: ({ amount }) => `Still to pay: ${amount}.`,
  stillToPayAsAgreed: ({ amount }) => `Still to pay: ${amount}, as we agreed in this chat.`,
  bringMessageAndAmount: ({ amount }) => `Please bring this message and ${amount} (cash or UPI) when you come.`,
  bringMessage: "Please bring this message when you come.",
  cancelledReply: "If this is a mistake, or you would like something else, just reply here.",
  returnedRefundInChat: "We will settle any refund with you in this chat.",
  refundOwed: ({ amount }) => `We owe you ${amount} back and will send it to you soon.`,
  upiOnOrderPage: ({ url }) => `Pay by UPI on your order page: ${url}`,
  upiToId: ({ upiId, orderNumber }) => `Pay by UPI to ${upiId}, for ${orderNumber}.`,
  shipmentCorrected: ({ hello, orderNumber }) =>
    `${hello}, a correction to the tracking details of your order ${orderNumber}:`,
  paymentLinkIntro: ({ hello, amount, orderNumber }) =>
    `${hello}, here is the link to pay ${amount} for your order ${orderNumber}:`,
  paymentLinkHow:
    "You can pay by UPI, card or net banking. We will see your payment as soon as it goes through: no screenshot needed.",
  codConfirmThanks: ({ hello, orderNumber }) =>
    `${hello}, thank you for your order ${orderNumber}, to pay by cash on delivery.`,
  codConfirmReply: ({ amount }) =>
    `Please reply YES to confirm you will pay ${amount} in cash to the courier when it reaches you. We will send it once you confirm.`,
  returnReceived: ({ hello, units, orderNumber }) =>
    `${hello}, we have received ${units} back from your order ${orderNumber}.`,
  returnEverything: " That is everything from this order.",
  refundIfDue: "If a refund is due, we will settle it with you in this chat.",
  refundSent: ({ hello, amount, paidWith, orderNumber }) =>
    `${hello}, we have refunded ${amount} (${paidWith}) for your order ${orderNumber}.`,
  refundSentToUpi: ({ hello, amount, orderNumber, gateway }) =>
    `${hello}, we have refunded ${amount} for your order ${orderNumber} to the UPI account you paid from (through ${gateway}). Banks take 5 to 7 working days to show it.`,
  refundSentToCard: ({ hello, amount, orderNumber, gateway }) =>
    `${hello}, we have refunded ${amount} for your order ${orderNumber} to the card or account you paid from (through ${gateway}). Banks take 5 to 7 working days to show it.`,
  paymentMethods: {
    upi: "UPI",
    cash: "Cash",
    bank_transfer: "Bank transfer",
    online: "Online (card, net banking)",
    cod: "Cash on delivery",
  },
  withReference: ({ method, reference }) => `${method}, ref. ${reference}`,
  paymentReceived: ({ hello, amount, paidWith, orderNumber }) =>
    `${hello}, we have received ${amount} (${paidWith}) for your order ${orderNumber}.`,
  fullyPaidThanks: "Your order is fully paid. Thank you!",
  orderChanged: ({ hello, orderNumber }) => `${hello}, your order ${orderNumber} has been updated as we agreed:`,
  codFeeLine: ({ fee }) => `Cash on delivery fee: ${fee}`,
  counterSaleThanks: ({ hello, orderNumber }) =>
    `${hello}, thank you for shopping with us! Your receipt for ${orderNumber}:`,
  paidLine: ({ amount, paidWith }) => `Paid: ${amount} (${paidWith}).`,
  hopeYouLoveIt: "We hope you love your jewellery.",
};

const malayalam: ChatCatalogue = {
  placeOrder: ({ shop }) => `നമസ്കാരം ${shop}! എനിക്ക് ഈ ഓർഡർ ചെയ്യണം.`,
  orderLine: ({ orderNumber }) => `ഓർഡർ: ${orderNumber}`,
  nameLine: ({ name }) => `പേര്: ${name}`,
  phoneLine: ({ phone }) => `ഫോൺ: ${phone}`,
  emailLine: ({ email }) => `ഇമെയിൽ: ${email}`,
  itemsHeading: "സാധനങ്ങൾ:",
  storePickup: "ഡെലിവറി: കടയിൽ നിന്ന് വാങ്ങും",
  pickupLocationLine: ({ location }) => `വാങ്ങുന്ന സ്ഥലം: ${location}`,
  homeDelivery: "ഡെലിവറി: വീട്ടിൽ എത്തിക്കണം",
  addressLine: ({ address }) => `വിലാസം: ${address}`,
  instructionsLine: ({ instructions }) => `പ്രത്യേക നിർദ്ദേശങ്ങൾ: ${instructions}`,
  subtotalLine: ({ amount }) => `ആകെ വില: ${amount}`,
  deliveryFeeLine: ({ fee }) => `ഡെലിവറി ചാർജ്: ${fee}`,
  freeDelivery: "സൗജന്യം",
  discountLine: ({ amount }) => `ഇളവ്: -${amount}`,
  codPayment: "പേയ്മെന്റ്: ക്യാഷ് ഓൺ ഡെലിവറി",
  codPaymentWithFee: ({ fee }) => `പേയ്മെന്റ്: ക്യാഷ് ഓൺ ഡെലിവറി (ചാർജ് ${fee})`,
  totalLine: ({ amount }) => `മൊത്തം: ${amount}`,
  questionAboutOrder: ({ shop, orderNumber, state }) =>
    `നമസ്കാരം ${shop}! എന്റെ ഓർഡർ ${orderNumber} (${state}) സംബന്ധിച്ച് ഒരു സംശയം ചോദിക്കാനുണ്ട്.`,
  orderStates: {
    placed: "സ്ഥിരീകരണം കാത്തിരിക്കുന്നു",
    confirmed: "സ്ഥിരീകരിച്ചു",
    packed: "പാക്ക് ചെയ്തു",
    shipped: "അയച്ചു",
    ready_for_pickup: "വാങ്ങാൻ തയ്യാർ",
    completed: "പൂർത്തിയായി",
    cancelled: "റദ്ദാക്കി",
    returned: "തിരികെ നൽകി",
  },
  stateAndRefunded: ({ state }) => `${state}, പണം തിരികെ നൽകി`,

  helloName: ({ name }) => `നമസ്കാരം ${name}`,
  helloAlone: "നമസ്കാരം",
  signature: ({ shop }) => `- ${shop}`,
  yourOrderLink: ({ url }) => `നിങ്ങളുടെ ഓർഡർ: ${url}`,
  statusNews: {
    placed: ({ hello, orderNumber }) => `${hello}, നിങ്ങളുടെ ഓർഡർ ${orderNumber} ഞങ്ങൾക്ക് കിട്ടി.`,
    confirmed: ({ hello, orderNumber }) =>
      `${hello}, നിങ്ങളുടെ ഓർഡർ ${orderNumber} സ്ഥിരീകരിച്ചു. നിങ്ങളുടെ ആഭരണങ്ങൾ ഞങ്ങൾ തയ്യാറാക്കുകയാണ്.`,
    packed: ({ hello, orderNumber }) => `${hello}, നിങ്ങളുടെ ഓർഡർ ${orderNumber} പാക്ക് ചെയ്തു കഴിഞ്ഞു.`,
    shipped: ({ hello, orderNumber }) => `${hello}, നിങ്ങളുടെ ഓർഡർ ${orderNumber} അയച്ചിട്ടുണ്ട്, ഉടൻ നിങ്ങളുടെ അടുത്തെത്തും.`,
    completed: ({ hello, orderNumber }) =>
      `${hello}, നിങ്ങളുടെ ഓർഡർ ${orderNumber} പൂർത്തിയായി. ഞങ്ങളുടെ കടയിൽ നിന്ന് വാങ്ങിയതിന് ഒരുപാട് നന്ദി! ആഭരണങ്ങൾ ഇഷ്ടപ്പെടുമെന്ന് കരുതുന്നു.`,
    cancelled: ({ hello, orderNumber }) => `${hello}, നിങ്ങളുടെ ഓർഡർ ${orderNumber} റദ്ദാക്കിയിരിക്കുന്നു.`,
    returned: ({ hello, orderNumber }) => `${hello}, നിങ്ങളുടെ ഓർഡർ ${orderNumber} തിരികെ ഞങ്ങൾക്ക് കിട്ടി.`,
  },
  readyForPickup: ({ hello, orderNumber, pickupPoint }) =>
    `${hello}, നിങ്ങളുടെ ഓർഡർ ${orderNumber} വാങ്ങാൻ തയ്യാറാണ്: ${pickupPoint}`,
  pickupPointDetails: ({ name, address, hours, map }) => `${name} (${address}). സമയം: ${hours}. മാപ്പ്: ${map}`,
  ourPickupPoint: "ഞങ്ങളുടെ പിക്കപ്പ് പോയിന്റ്",
  pickupCode: ({ code }) => `നിങ്ങളുടെ പിക്കപ്പ് കോഡ്: ${code}. ഓർഡർ വാങ്ങാൻ വരുമ്പോൾ ഈ കോഡ് പറയണേ.`,
  parcelLine: ({ courier, trackingNumber }) => `കൊറിയർ: ${courier}, ട്രാക്കിംഗ് നമ്പർ ${trackingNumber}.`,
  trackParcel: ({ url }) => `പാഴ്സൽ ട്രാക്ക് ചെയ്യാൻ: ${url}`,
  amountToPay: ({ amount }) => `അടയ്ക്കാനുള്ള തുക: ${amount}.`,
  fullyPaidOnArrival: "മുഴുവൻ തുകയും അടച്ചിട്ടുണ്ട്: പാഴ്സൽ കിട്ടുമ്പോൾ ഒന്നും കൊടുക്കേണ്ടതില്ല.",
  keepCashReady: ({ amount }) => `പാഴ്സൽ എത്തുമ്പോൾ കൊറിയറിന് കൊടുക്കാൻ ${amount} ക്യാഷ് ആയി കരുതി വെക്കണേ.`,
  stillToPay: ({ amount }) => `ഇനി അടയ്ക്കാനുള്ളത്: ${amount}.`,
  stillToPayAsAgreed: ({ amount }) => `ഇനി അടയ്ക്കാനുള്ളത്: ${amount}, ഈ ചാറ്റിൽ പറഞ്ഞതുപോലെ.`,
  bringMessageAndAmount: ({ amount }) => `വരുമ്പോൾ ഈ മെസേജും ${amount} (ക്യാഷ് അല്ലെങ്കിൽ UPI) കൊണ്ടുവരണേ.`,
  bringMessage: "വരുമ്പോൾ ഈ മെസേജ് കാണിച്ചാൽ മതി.",
  cancelledReply: "ഇത് അബദ്ധത്തിൽ പറ്റിയതാണെങ്കിലോ വേറെ എന്തെങ്കിലും വേണമെങ്കിലോ ഇവിടെ മറുപടി അയച്ചാൽ മതി.",
  returnedRefundInChat: "പണം തിരികെ നൽകേണ്ടതുണ്ടെങ്കിൽ ഈ ചാറ്റിൽ തന്നെ ശരിയാക്കാം.",
  refundOwed: ({ amount }) => `${amount} ഞങ്ങൾ നിങ്ങൾക്ക് തിരികെ തരാനുണ്ട്, ഉടൻ അയച്ചുതരാം.`,
  upiOnOrderPage: ({ url }) => `ഓർഡർ പേജിൽ നിന്ന് UPI വഴി അടയ്ക്കാം: ${url}`,
  upiToId: ({ upiId, orderNumber }) => `${upiId} എന്ന UPI ഐഡിയിലേക്ക് ${orderNumber} നു വേണ്ടി അടയ്ക്കാം.`,
  shipmentCorrected: ({ hello, orderNumber }) =>
    `${hello}, നിങ്ങളുടെ ഓർഡർ ${orderNumber} ന്റെ ട്രാക്കിംഗ് വിവരങ്ങളിൽ ഒരു തിരുത്ത്:`,
  paymentLinkIntro: ({ hello, amount, orderNumber }) =>
    `${hello}, നിങ്ങളുടെ ഓർഡർ ${orderNumber} നു വേണ്ടി ${amount} അടയ്ക്കാനുള്ള ലിങ്ക് ഇതാ:`,
  paymentLinkHow: "UPI, കാർഡ്, നെറ്റ് ബാങ്കിംഗ് ഏതു വഴിയും അടയ്ക്കാം. പണം അടച്ചാലുടൻ ഞങ്ങൾക്ക് അറിയാൻ പറ്റും: സ്ക്രീൻഷോട്ട് അയക്കേണ്ടതില്ല.",
  codConfirmThanks: ({ hello, orderNumber }) => `${hello}, ക്യാഷ് ഓൺ ഡെലിവറി ആയി ചെയ്ത ഓർഡർ ${orderNumber} ന് നന്ദി.`,
  codConfirmReply: ({ amount }) =>
    `പാഴ്സൽ എത്തുമ്പോൾ കൊറിയറിന് ${amount} ക്യാഷ് ആയി കൊടുക്കാം എന്ന് ഉറപ്പിക്കാൻ YES എന്ന് മറുപടി അയക്കണേ. ഉറപ്പിച്ചാലുടൻ ഞങ്ങൾ അയക്കാം.`,
  returnReceived: ({ hello, units, orderNumber }) =>
    `${hello}, നിങ്ങളുടെ ഓർഡർ ${orderNumber} ൽ നിന്ന് ${units} തിരികെ ഞങ്ങൾക്ക് കിട്ടി.`,
  returnEverything: " ഈ ഓർഡറിലെ എല്ലാം തിരികെ കിട്ടി.",
  refundIfDue: "പണം തിരികെ നൽകേണ്ടതുണ്ടെങ്കിൽ ഈ ചാറ്റിൽ തന്നെ ശരിയാക്കാം.",
  refundSent: ({ hello, amount, paidWith, orderNumber }) =>
    `${hello}, നിങ്ങളുടെ ഓർഡർ ${orderNumber} ന്റെ ${amount} (${paidWith}) തിരികെ അയച്ചിട്ടുണ്ട്.`,
  refundSentToUpi: ({ hello, amount, orderNumber, gateway }) =>
    `${hello}, നിങ്ങളുടെ ഓർഡർ ${orderNumber} ന്റെ ${amount} നിങ്ങൾ പണമടച്ച UPI അക്കൗണ്ടിലേക്ക് (${gateway} വഴി) തിരികെ അയച്ചിട്ടുണ്ട്. ബാങ്കിൽ കാണിക്കാൻ 5 മുതൽ 7 പ്രവൃത്തി ദിവസം വരെ എടുക്കും.`,
  refundSentToCard: ({ hello, amount, orderNumber, gateway }) =>
    `${hello}, നിങ്ങളുടെ ഓർഡർ ${orderNumber} ന്റെ ${amount} നിങ്ങൾ പണമടച്ച കാർഡിലേക്കോ അക്കൗണ്ടിലേക്കോ (${gateway} വഴി) തിരികെ അയച്ചിട്ടുണ്ട്. ബാങ്കിൽ കാണിക്കാൻ 5 മുതൽ 7 പ്രവൃത്തി ദിവസം വരെ എടുക്കും.`,
  paymentMethods: {
    upi: "UPI",
    cash: "ക്യാഷ്",
    bank_transfer: "ബാങ്ക് ട്രാൻസ്ഫർ",
    online: "ഓൺലൈൻ (കാർഡ്, നെറ്റ് ബാങ്കിംഗ്)",
    cod: "ക്യാഷ് ഓൺ ഡെലിവറി",
  },
  withReference: ({ method, reference }) => `${method}, റഫ. ${reference}`,
  paymentReceived: ({ hello, amount, paidWith, orderNumber }) =>
    `${hello}, നിങ്ങളുടെ ഓർഡർ ${orderNumber} നു വേണ്ടി ${amount} (${paidWith}) ഞങ്ങൾക്ക് കിട്ടി.`,
  fullyPaidThanks: "നിങ്ങളുടെ ഓർഡറിന്റെ മുഴുവൻ തുകയും അടച്ചു കഴിഞ്ഞു. നന്ദി!",
  orderChanged: ({ hello, orderNumber }) => `${hello}, നമ്മൾ സംസാരിച്ചതുപോലെ നിങ്ങളുടെ ഓർഡർ ${orderNumber} മാറ്റിയിട്ടുണ്ട്:`,
  codFeeLine: ({ fee }) => `ക്യാഷ് ഓൺ ഡെലിവറി ചാർജ്: ${fee}`,
  counterSaleThanks: ({ hello, orderNumber }) => `${hello}, ഞങ്ങളുടെ കടയിൽ നിന്ന് വാങ്ങിയതിന് നന്ദി! ${orderNumber} ന്റെ രസീത്:`,
  paidLine: ({ amount, paidWith }) => `അടച്ചത്: ${amount} (${paidWith}).`,
  hopeYouLoveIt: "ആഭരണങ്ങൾ ഇഷ്ടപ്പെടുമെന്ന് കരുതുന്നു.",
};

const hindi: ChatCatalogue = {
  placeOrder: ({ shop }) => `नमस्ते ${shop}! मुझे यह ऑर्डर देना है।`,
  orderLine: ({ orderNumber }) => `ऑर्डर: ${orderNumber}`,
  nameLine: ({ name }) => `नाम: ${name}`,
  phoneLine: ({ phone }) => `फ़ोन: ${phone}`,
  emailLine: ({ email }) => `ईमेल: ${email}`,
  itemsHeading: "सामान:",
  storePickup: "डिलीवरी: दुकान से पिकअप",
  pickupLocationLine: ({ location }) => `कहाँ से लेना है: ${location}`,
  homeDelivery: "डिलीवरी: घर पर",
  addressLine: ({ address }) => `पता: ${address}`,
  instructionsLine: ({ instructions }) => `ख़ास निर्देश: ${instructions}`,
  subtotalLine: ({ amount }) => `सामान का कुल: ${amount}`,
  deliveryFeeLine: ({ fee }) => `डिलीवरी शुल्क: ${fee}`,
  freeDelivery: "मुफ़्त",
  discountLine: ({ amount }) => `छूट: -${amount}`,
  codPayment: "भुगतान: कैश ऑन डिलीवरी",
  codPaymentWithFee: ({ fee }) => `भुगतान: कैश ऑन डिलीवरी (शुल्क ${fee})`,
  totalLine: ({ amount }) => `कुल: ${amount}`,
  questionAboutOrder: ({ shop, orderNumber, state }) =>
    `नमस्ते ${shop}! मेरे ऑर्डर ${orderNumber} (${state}) के बारे में मुझे कुछ पूछना है।`,
  orderStates: {
    placed: "पुष्टि का इंतज़ार",
    confirmed: "पक्का हो गया",
    packed: "पैक हो गया",
    shipped: "भेज दिया गया",
    ready_for_pickup: "लेने के लिए तैयार",
    completed: "पूरा हो गया",
    cancelled: "रद्द हो गया",
    returned: "वापस आ गया",
  },
  stateAndRefunded: ({ state }) => `${state}, पैसे वापस मिल गए`,

  helloName: ({ name }) => `नमस्ते ${name} जी`,
  helloAlone: "नमस्ते",
  signature: ({ shop }) => `- ${shop}`,
  yourOrderLink: ({ url }) => `आपका ऑर्डर: ${url}`,
  statusNews: {
    placed: ({ hello, orderNumber }) => `${hello}, आपका ऑर्डर ${orderNumber} हमें मिल गया है।`,
    confirmed: ({ hello, orderNumber }) => `${hello}, आपका ऑर्डर ${orderNumber} पक्का हो गया है। हम आपके गहने तैयार कर रहे हैं।`,
    packed: ({ hello, orderNumber }) => `${hello}, आपका ऑर्डर ${orderNumber} पैक हो गया है।`,
    shipped: ({ hello, orderNumber }) => `${hello}, आपका ऑर्डर ${orderNumber} भेज दिया गया है, जल्द ही आप तक पहुँचेगा।`,
    completed: ({ hello, orderNumber }) =>
      `${hello}, आपका ऑर्डर ${orderNumber} पूरा हो गया। हमसे ख़रीदारी करने के लिए बहुत धन्यवाद! उम्मीद है गहने आपको पसंद आएँगे।`,
    cancelled: ({ hello, orderNumber }) => `${hello}, आपका ऑर्डर ${orderNumber} रद्द कर दिया गया है।`,
    returned: ({ hello, orderNumber }) => `${hello}, आपके ऑर्डर ${orderNumber} की वापसी हमें मिल गई है।`,
  },
  readyForPickup: ({ hello, orderNumber, pickupPoint }) =>
    `${hello}, आपका ऑर्डर ${orderNumber} लेने के लिए तैयार है: ${pickupPoint}`,
  pickupPointDetails: ({ name, address, hours, map }) => `${name} (${address})। समय: ${hours}। नक्शा: ${map}`,
  ourPickupPoint: "हमारा पिकअप पॉइंट",
  pickupCode: ({ code }) => `आपका पिकअप कोड: ${code}। ऑर्डर लेते समय यह कोड हमें बता दीजिए।`,
  parcelLine: ({ courier, trackingNumber }) => `कूरियर: ${courier}, ट्रैकिंग नंबर ${trackingNumber}।`,
  trackParcel: ({ url }) => `पार्सल ट्रैक करें: ${url}`,
  amountToPay: ({ amount }) => `भुगतान की राशि: ${amount}।`,
  fullyPaidOnArrival: "पूरा भुगतान हो चुका है: पार्सल मिलने पर कुछ नहीं देना है।",
  keepCashReady: ({ amount }) => `पार्सल आने पर कूरियर को देने के लिए ${amount} नकद तैयार रखिए।`,
  stillToPay: ({ amount }) => `बाक़ी भुगतान: ${amount}।`,
  stillToPayAsAgreed: ({ amount }) => `बाक़ी भुगतान: ${amount}, जैसा हमने इस चैट में तय किया था।`,
  bringMessageAndAmount: ({ amount }) => `आते समय यह मैसेज और ${amount} (नकद या UPI) साथ लाइए।`,
  bringMessage: "आते समय यह मैसेज साथ लाइए।",
  cancelledReply: "अगर यह ग़लती से हुआ है, या आपको कुछ और चाहिए, तो बस यहीं जवाब दीजिए।",
  returnedRefundInChat: "कोई पैसा वापस देना हो तो हम इसी चैट में आपसे तय कर लेंगे।",
  refundOwed: ({ amount }) => `हमें आपको ${amount} वापस देने हैं, जल्द ही भेज देंगे।`,
  upiOnOrderPage: ({ url }) => `अपने ऑर्डर पेज पर UPI से भुगतान करें: ${url}`,
  upiToId: ({ upiId, orderNumber }) => `${orderNumber} के लिए ${upiId} पर UPI से भुगतान करें।`,
  shipmentCorrected: ({ hello, orderNumber }) => `${hello}, आपके ऑर्डर ${orderNumber} की ट्रैकिंग जानकारी में एक सुधार:`,
  paymentLinkIntro: ({ hello, amount, orderNumber }) =>
    `${hello}, आपके ऑर्डर ${orderNumber} के ${amount} भरने का लिंक यह है:`,
  paymentLinkHow: "आप UPI, कार्ड या नेट बैंकिंग से भुगतान कर सकते हैं। भुगतान होते ही हमें दिख जाएगा: स्क्रीनशॉट भेजने की ज़रूरत नहीं।",
  codConfirmThanks: ({ hello, orderNumber }) => `${hello}, कैश ऑन डिलीवरी वाले आपके ऑर्डर ${orderNumber} के लिए धन्यवाद।`,
  codConfirmReply: ({ amount }) =>
    `पार्सल आने पर आप कूरियर को ${amount} नकद देंगे, यह पक्का करने के लिए YES लिखकर जवाब दीजिए। आपके पक्का करते ही हम पार्सल भेज देंगे।`,
  returnReceived: ({ hello, units, orderNumber }) => `${hello}, आपके ऑर्डर ${orderNumber} से ${units} हमें वापस मिल गए हैं।`,
  returnEverything: " इस ऑर्डर का सब कुछ वापस आ गया है।",
  refundIfDue: "अगर पैसा वापस देना बनता है, तो हम इसी चैट में आपसे तय कर लेंगे।",
  refundSent: ({ hello, amount, paidWith, orderNumber }) =>
    `${hello}, आपके ऑर्डर ${orderNumber} के ${amount} (${paidWith}) हमने वापस भेज दिए हैं।`,
  refundSentToUpi: ({ hello, amount, orderNumber, gateway }) =>
    `${hello}, आपके ऑर्डर ${orderNumber} के ${amount} हमने उसी UPI खाते में वापस भेज दिए हैं जिससे आपने भुगतान किया था (${gateway} से)। बैंक में दिखने में 5 से 7 कामकाजी दिन लगते हैं।`,
  refundSentToCard: ({ hello, amount, orderNumber, gateway }) =>
    `${hello}, आपके ऑर्डर ${orderNumber} के ${amount} हमने उसी कार्ड या खाते में वापस भेज दिए हैं जिससे आपने भुगतान किया था (${gateway} से)। बैंक में दिखने में 5 से 7 कामकाजी दिन लगते हैं।`,
  paymentMethods: {
    upi: "UPI",
    cash: "नकद",
    bank_transfer: "बैंक ट्रांसफ़र",
    online: "ऑनलाइन (कार्ड, नेट बैंकिंग)",
    cod: "कैश ऑन डिलीवरी",
  },
  withReference: ({ method, reference }) => `${method}, रेफ़. ${reference}`,
  paymentReceived: ({ hello, amount, paidWith, orderNumber }) =>
    `${hello}, आपके ऑर्डर ${orderNumber} के लिए ${amount} (${paidWith}) हमें मिल गए हैं।`,
  fullyPaidThanks: "आपके ऑर्डर का पूरा भुगतान हो गया है। धन्यवाद!",
  orderChanged: ({ hello, orderNumber }) => `${hello}, जैसा हमने तय किया था, आपका ऑर्डर ${orderNumber} बदल दिया गया है:`,
  codFeeLine: ({ fee }) => `कैश ऑन डिलीवरी शुल्क: ${fee}`,
  counterSaleThanks: ({ hello, orderNumber }) => `${hello}, हमसे ख़रीदारी करने के लिए धन्यवाद! ${orderNumber} की रसीद:`,
  paidLine: ({ amount, paidWith }) => `भुगतान किया: ${amount} (${paidWith})।`,
  hopeYouLoveIt: "उम्मीद है गहने आपको पसंद आएँगे।",
};

/** The chat's catalogue: each language's sentences, English as the shop always wrote them. */
export const CHAT_CATALOGUES: Record<Language, ChatCatalogue> = { en: english, ml: malayalam, hi: hindi };

/** The sentences of a language; an order that names none (older callers, sales entered before 084) is English. */
export const chatIn = (language: Language | undefined): ChatCatalogue => CHAT_CATALOGUES[language ?? "en"];
