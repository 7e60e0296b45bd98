// The packing slip that goes into the parcel: who it is for (name, phone, the whole address, or the pickup point), what
// is in it (each piece with its colour and how many) and the order number as a barcode and a QR code.
// No prices: the parcel may be a gift, and the slip is read by whoever opens it; only a cash on delivery parcel says the
// cash the courier collects at the door (decision 083), which the courier and she must both see. A6, the size of a courier label, so
// it prints on a label printer as it is and on A4 at a quarter of the sheet.
import { addressLines, deliveryAddressOf } from "@mayil/core/account/delivery-address";
import { formatIndianMobile } from "@mayil/core/india/indian-mobile";
import { Money } from "@mayil/core/money/money";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { orderCodes } from "./order-codes";
import { columnWidths, lineHeight, Paper, type TextStyle } from "./paper";

export interface SlipShop {
  name: string;
  phone: string;
  address: string;
}

/** What the slip prints, read from the owner's view of the order. */
export type SlipOrder = Pick<
  OwnerOrder,
  | "order_number"
  | "created_at"
  | "customer_name"
  | "customer_phone"
  | "delivery_method"
  | "customer_address"
  | "customer_city"
  | "customer_state"
  | "customer_pincode"
  | "pickup_location"
  | "special_instructions"
  | "payment_choice"
  | "amount_due"
  | "shipment"
> & {
  items: Pick<OwnerOrder["items"][number], "name" | "color_name" | "quantity">[];
};

const MARGIN = 18;
const MUTED = "#6b6159";
const BAND = "#f1ebe4";
const orderDay = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

export async function packingSlipPdf(order: SlipOrder, shop: SlipShop): Promise<PDFKit.PDFDocument> {
  const codes = await orderCodes(order.order_number);
  const paper = new Paper("A6", { title: `Packing slip ${order.order_number}`, author: shop.name });
  const inner = paper.width - 2 * MARGIN;
  const doc = paper.doc;

  // The shop and the order number, its codes on the right.
  let y = MARGIN;
  const qrSize = 62;
  const left = inner - qrSize - 8;
  y += paper.text(shop.name, MARGIN, y, left, { size: 12, bold: true });
  y += paper.text("Packing slip", MARGIN, y, left, { size: 8, color: MUTED });
  y += 2;
  y += paper.text(order.order_number, MARGIN, y, left, { size: 15, bold: true });
  y += paper.text(`Ordered ${orderDay.format(new Date(order.created_at))}`, MARGIN, y, left, {
    size: 7.5,
    color: MUTED,
  });
  doc.image(codes.qr, MARGIN + inner - qrSize, MARGIN, { width: qrSize, height: qrSize });
  y = Math.max(y, MARGIN + qrSize) + 6;
  doc.image(codes.barcode, MARGIN, y, { width: Math.min(inner, 190), height: 26 });
  y += 26 + 8;

  // Who it is for.
  const pickup = order.delivery_method === "pickup";
  paper.box(MARGIN, y, inner, lineHeight(7.5) + 4, BAND);
  paper.text(pickup ? "FOR PICKUP BY" : "DELIVER TO", MARGIN + 6, y + 2, inner - 12, {
    size: 7.5,
    bold: true,
    color: MUTED,
  });
  y += lineHeight(7.5) + 8;
  y += paper.text(order.customer_name, MARGIN, y, inner, { size: 11, bold: true });
  if (order.customer_phone)
    y += paper.text(`Phone ${formatIndianMobile(order.customer_phone)}`, MARGIN, y, inner, { size: 9 });
  if (pickup) {
    y += paper.text(`Pickup point: ${order.pickup_location ?? "to be agreed"}`, MARGIN, y, inner, { size: 9 });
    // Never the pickup code itself: the slip travels with the parcel, so whoever holds the parcel could read it, and
    // the code is what proves the person collecting it is the one who ordered (decision 053).
    y += paper.text("Hand over only for the customer's pickup code", MARGIN, y, inner, { size: 9, bold: true });
  } else {
    y += paper.text(addressLines(deliveryAddressOf(order)).join("\n"), MARGIN, y, inner, { size: 9 });
  }
  y += 8;

  // The cash the courier collects: the parcel's, once shipped; before, what she owes now.
  const collect = cashToCollect(order);
  if (collect) {
    paper.box(MARGIN, y, inner, lineHeight(10) + 6, "#fdf0d5");
    paper.text(`Cash on delivery: collect ${collect}`, MARGIN + 6, y + 3, inner - 12, { size: 10, bold: true });
    y += lineHeight(10) + 12;
  }

  // What is in it: the quantity and colour columns as wide as what they hold, the piece's name the rest.
  const headingStyle: TextStyle = { size: 7.5, bold: true, color: MUTED };
  const [nameWidth = 0, colourWidth = 0, qtyWidth = 0] = columnWidths(
    paper,
    [
      { heading: "ITEM", cells: order.items.map((item) => item.name), rest: true },
      { heading: "COLOUR", cells: order.items.map((item) => item.color_name ?? "-") },
      { heading: "QTY", cells: order.items.map((item) => String(item.quantity)), cell: { size: 9, bold: true } },
    ],
    inner - 12,
    6,
    { heading: headingStyle, cell: { size: 9 } },
  );
  const heading = () => {
    paper.box(MARGIN, y, inner, lineHeight(7.5) + 4, BAND);
    const top = y + 2;
    paper.text("ITEM", MARGIN + 6, top, nameWidth, headingStyle);
    paper.text("COLOUR", MARGIN + 6 + nameWidth + 6, top, colourWidth, headingStyle);
    paper.text("QTY", MARGIN + inner - qtyWidth - 6, top, qtyWidth, { ...headingStyle, align: "right" });
    y += lineHeight(7.5) + 6;
  };
  heading();
  for (const item of order.items) {
    const height = Math.max(
      paper.heightOf(item.name, nameWidth, { size: 9 }),
      paper.heightOf(item.color_name ?? "-", colourWidth, { size: 9 }),
    );
    if (y + height > paper.height - MARGIN - 30) {
      paper.newPage();
      y = MARGIN;
      paper.text(`${order.order_number} (continued)`, MARGIN, y, inner, { size: 9, bold: true });
      y += lineHeight(9) + 4;
      heading();
    }
    paper.text(item.name, MARGIN + 6, y, nameWidth, { size: 9 });
    paper.text(item.color_name ?? "-", MARGIN + 6 + nameWidth + 6, y, colourWidth, { size: 9 });
    paper.text(String(item.quantity), MARGIN + inner - qtyWidth - 6, y, qtyWidth, {
      size: 9,
      bold: true,
      align: "right",
    });
    y += height + 2;
    paper.rule(MARGIN, y, MARGIN + inner, y, { color: "#ddd5cc", width: 0.4 });
    y += 3;
  }
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  y += paper.text(`${units} ${units === 1 ? "piece" : "pieces"} in all`, MARGIN, y, inner - 6, {
    size: 8.5,
    bold: true,
    align: "right",
  });

  if (order.special_instructions) {
    y += 4;
    const note = `Note: ${order.special_instructions}`;
    if (y + paper.heightOf(note, inner, { size: 8 }) > paper.height - MARGIN - 30) {
      paper.newPage();
      y = MARGIN;
    }
    y += paper.text(note, MARGIN, y, inner, { size: 8, color: MUTED });
  }

  // From whom, at the foot of the last page.
  const foot = paper.height - MARGIN - lineHeight(7) * 2;
  paper.rule(MARGIN, foot - 4, MARGIN + inner, foot - 4, { color: "#ddd5cc", width: 0.4 });
  paper.text(`From ${shop.name}, ${shop.address}`, MARGIN, foot, inner, { size: 7, color: MUTED });
  paper.text(`Questions? WhatsApp or call ${formatIndianMobile(shop.phone)}`, MARGIN, foot + lineHeight(7), inner, {
    size: 7,
    color: MUTED,
  });
  return paper.end();
}

/** "₹3,149" for a COD parcel with cash to collect; null otherwise. */
function cashToCollect(order: SlipOrder): string | null {
  if (order.payment_choice !== "cod") return null;
  const paise = order.shipment
    ? order.shipment.cash_on_delivery
      ? Money.fromWire(order.shipment.cod_amount ?? order.amount_due)
      : 0
    : Money.fromWire(order.amount_due);
  return paise > 0 ? Money.format(paise) : null;
}
