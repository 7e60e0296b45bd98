// The cart, wishlist and order API's shapes (docs/shop/rules.md#api): what the server validates and returns.

import { z } from "zod";
import { emailSchema, indianMobileSchema, pincodeMessages, successResponseSchema } from "../account/account-schemas";
import { deliveryAddressMessages } from "../account/delivery-address";
import { recordId, recordIdFromText } from "../api/record-id";
import { productSchema } from "../catalogue/catalogue-schemas";
import { catalogueLanguageQuery } from "../catalogue/catalogue-translations";
import { pickupCodeField, shipmentSchema } from "../fulfilment/shipment-schemas";
import { orderInvoiceSchema } from "../invoices/invoice-document";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../languages/languages";
import { Money, type Paise } from "../money/money";
import { MAX_PAISE } from "../money/rupee-amount";
import { PAYMENT_CHOICES } from "../orders/cash-on-delivery";
import { ORDER_STATUSES } from "../orders/order-life-cycle";
import { PAYMENT_STATUSES } from "../orders/order-payments";
import { fieldLabel, hiddenCharacterMessage, isTypedText } from "../text/single-line-text";
import { text } from "../text/well-formed-text";

/** One shopper never needs more of a piece than this in one go; it also bounds a line's arithmetic. */
export const MAX_LINE_QUANTITY = 99;
export const MAX_ORDER_LINES = 50;

export const rupees = text().regex(/^-?\d+\.\d{2}$/);

const quantity = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .max(MAX_LINE_QUANTITY, { error: `${name} can be at most ${MAX_LINE_QUANTITY}` });

// ---- Cart ----------------------------------------------------------------------------------------

export const productIdParamsSchema = z.object({ productId: recordIdFromText("productId") });
export const variantQuerySchema = z.object({ variant_id: recordIdFromText("variant_id").optional() });

export const addToCartBodySchema = z.object({
  product_id: recordId("product_id"),
  quantity: quantity("quantity").min(1, { error: "quantity must be 1 or more" }).default(1),
  variant_id: recordId("variant_id").nullish().describe("The chosen colour, for a product with variants"),
});

export const updateCartBodySchema = z.object({
  quantity: quantity("quantity").describe("0 or less removes the line"),
  variant_id: recordId("variant_id").nullish(),
});

export const cartLineSchema = z
  .object({
    id: z.number().int(),
    quantity: z.number().int(),
    created_at: text(),
    product_id: z.number().int(),
    variant_id: z.number().int().nullable(),
    variant: z
      .object({ id: z.number().int(), color_name: text(), color_code: text() })
      .nullable()
      .describe("The chosen colour, or null"),
    unit_price: rupees.describe("The variant's price when a colour is chosen, else the product's"),
    stock: z.number().int().describe("Units left of this product or colour"),
    can_order: z
      .number()
      .int()
      .describe(
        "The most of this line she may order now: the stock, the per-item cap and, until the shop confirms her orders, her share of a scarce piece (0: none until her waiting orders are confirmed)",
      ),
    products: productSchema,
  })
  .meta({ id: "CartLine" });
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartResponseSchema = z.object({ cart: z.array(cartLineSchema) });
/** `lang`: the cart's pieces and colours named as the catalogue names them in her language (decision 084). */
export const cartQuerySchema = catalogueLanguageQuery;
export const cartChangeResponseSchema = successResponseSchema.extend({ cart: z.array(cartLineSchema) });

// ---- Wishlist ------------------------------------------------------------------------------------

/** `lang`: the wishlist's pieces named as the catalogue names them in her language (decision 084). */
export const wishlistQuerySchema = catalogueLanguageQuery;

export const addToWishlistBodySchema = z.object({ product_id: recordId("product_id") });

export const wishlistEntrySchema = z
  .object({ id: z.number().int(), product_id: z.number().int(), created_at: text(), products: productSchema })
  .meta({ id: "WishlistEntry" });
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;

export const wishlistResponseSchema = z.object({ wishlist: z.array(wishlistEntrySchema) });
export const wishlistChangeResponseSchema = successResponseSchema;
export const wishlistCheckResponseSchema = z.object({ in_wishlist: z.boolean() });

// ---- Orders --------------------------------------------------------------------------------------

export const MISSING_NAME_OR_PHONE = "Please provide your name and phone number.";

/**
 * An amount the shopper's page showed, read as paise; left out or nonsense reads as null rather than being refused,
 * since it is only ever compared with what the shop charges (to tell the shopper a price changed).
 */
const claimedAmount = z
  .union([z.number(), text()])
  .optional()
  .transform((amount): Paise | null => {
    if (amount === undefined) return null;
    try {
      const paise = Money.fromWire(amount);
      return paise <= MAX_PAISE ? paise : null;
    } catch {
      return null;
    }
  });

/** An item as the cart page sends it: `product_id` (or the spec's `id`), quantity, and a price we only compare. */
const orderItemSchema = z
  .object({
    product_id: recordId("product_id").optional(),
    id: z.union([recordId("id"), text().regex(/^\d{1,10}$/, { error: "id must be a product id" })]).optional(),
    variant_id: recordId("variant_id").nullish(),
    quantity: quantity("quantity").min(1, { error: "quantity must be 1 or more" }),
    price: claimedAmount.describe(
      "What the page showed; ignored for money, compared to tell the shopper about a change",
    ),
  })
  .transform((item, ctx) => {
    const productId = item.product_id ?? (item.id === undefined ? undefined : Number(item.id));
    if (!productId) {
      ctx.addIssue({ code: "custom", message: "Each item needs its product_id", path: ["product_id"] });
      return z.NEVER;
    }
    return { productId, variantId: item.variant_id ?? null, quantity: item.quantity, claimedPrice: item.price };
  });

/** An optional text field (it may go into a message to the customer: typed characters only, single-line-text.ts). */
export const optionalText = (name: string, maxLength: number, multiline = false) =>
  text({ error: `${name} must be text` })
    .trim()
    .max(maxLength, { error: `${name} must be at most ${maxLength} characters` })
    .refine((text) => isTypedText(text, multiline), { error: hiddenCharacterMessage(fieldLabel(name), multiline) })
    .nullish()
    .transform((text) => text || null);

/** An optional email: left out, empty or a valid address. */
export const emailOrNothing = z
  .union([z.literal("").transform(() => null), emailSchema])
  .nullish()
  .transform((email) => email ?? null);

/**
 * Home delivery needs the whole address (street, city, state and a 6-digit pincode); pickup needs the pickup point
 * (a shopper's order or the owner's).
 */
interface DeliveryDetails {
  delivery_method: "delivery" | "pickup";
  customer_address: string | null;
  customer_city: string | null;
  customer_state: string | null;
  customer_pincode: string | null;
  pickup_location: string | null;
}

export function requireDeliveryDetails(order: DeliveryDetails, ctx: z.RefinementCtx): void {
  checkDeliveryDetails(order, ctx, false);
}

/**
 * As requireDeliveryDetails, but a city or state left out is no problem: the server fills both from India Post's
 * directory for the PIN code (a shopper's order sent as the API's own example sends it, with the PIN alone), and
 * names the PIN when the directory does not know it.
 */
export function requireDeliveryDetailsOrPin(order: DeliveryDetails, ctx: z.RefinementCtx): void {
  checkDeliveryDetails(order, ctx, true);
}

function checkDeliveryDetails(order: DeliveryDetails, ctx: z.RefinementCtx, placeFromPin: boolean): void {
  if (order.delivery_method === "delivery") {
    if (!order.customer_address) {
      ctx.addIssue({ code: "custom", path: ["customer_address"], message: deliveryAddressMessages.address });
    }
    if (!order.customer_city && !placeFromPin) {
      ctx.addIssue({ code: "custom", path: ["customer_city"], message: deliveryAddressMessages.city });
    }
    if (!order.customer_state && !placeFromPin) {
      ctx.addIssue({ code: "custom", path: ["customer_state"], message: deliveryAddressMessages.state });
    }
    if (!order.customer_pincode) {
      ctx.addIssue({ code: "custom", path: ["customer_pincode"], message: pincodeMessages.required });
    } else if (!/^\d{6}$/.test(order.customer_pincode)) {
      ctx.addIssue({ code: "custom", path: ["customer_pincode"], message: pincodeMessages.format });
    }
  } else if (!order.pickup_location) {
    ctx.addIssue({ code: "custom", path: ["pickup_location"], message: "Please choose a pickup location." });
  }
}

export const placeOrderBodySchema = z
  .object({
    customer_name: text({ error: MISSING_NAME_OR_PHONE })
      .trim()
      .min(1, { error: MISSING_NAME_OR_PHONE })
      .max(100, { error: "customer_name must be at most 100 characters" })
      .refine((text) => isTypedText(text), { error: hiddenCharacterMessage("Name") }),
    customer_phone: text({ error: MISSING_NAME_OR_PHONE })
      .refine((text) => text.trim() !== "", { error: MISSING_NAME_OR_PHONE })
      .pipe(indianMobileSchema),
    customer_email: emailOrNothing,
    customer_address: optionalText("customer_address", 500, true),
    customer_city: optionalText("customer_city", 100).describe(
      "For delivery: left out, the city of the PIN code in India Post's directory",
    ),
    customer_state: optionalText("customer_state", 100).describe(
      "For delivery: left out, the state of the PIN code in India Post's directory",
    ),
    customer_pincode: optionalText("customer_pincode", 6),
    order_items: z
      .array(orderItemSchema, { error: "order_items must be a list of items" })
      .min(1, { error: "Add some items to your cart before checkout." })
      .max(MAX_ORDER_LINES, { error: `An order can have at most ${MAX_ORDER_LINES} items` }),
    total_amount: claimedAmount.describe(
      "What the page showed as the total; the server's own total is what is charged",
    ),
    delivery_method: z.enum(["delivery", "pickup"], { error: "delivery_method must be 'delivery' or 'pickup'" }),
    pickup_location: optionalText("pickup_location", 100),
    special_instructions: optionalText("special_instructions", 1000, true),
    payment_choice: z
      .enum(PAYMENT_CHOICES, { error: "payment_choice must be 'prepaid' or 'cod'" })
      .default("prepaid")
      .describe(
        "'cod': she pays the courier at her door, when the shop's rules allow it (GET /api/shop/cash-on-delivery), with its fee; 'prepaid' (the default): she pays now",
      ),
    language: z
      .enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.map((l) => `'${l}'`).join(", ")}` })
      .default(DEFAULT_LANGUAGE)
      .describe(
        "The language of the page she ordered on (decision 084): the WhatsApp text and the shop's messages about the order are in it; left out, English",
      ),
  })
  .superRefine(requireDeliveryDetailsOrPin);
export type PlaceOrderBody = z.output<typeof placeOrderBodySchema>;

export const orderItemViewSchema = z.object({
  product_id: z.number().int().nullable(),
  variant_id: z.number().int().nullable(),
  name: text(),
  color_name: text().nullable(),
  unit_price: rupees,
  quantity: z.number().int(),
  line_total: rupees,
  returned_quantity: z.number().int().describe("Units of this line that came back (0 until a return)"),
});

export const orderSchema = z
  .object({
    id: z.number().int(),
    order_number: text().describe("e.g. MJ-000123"),
    status: z.enum(ORDER_STATUSES),
    created_at: text(),
    customer_name: text(),
    customer_phone: text().nullable().describe("E.164; null only for a walk-in sale entered without one"),
    customer_email: text().nullable(),
    delivery_method: z.enum(["delivery", "pickup"]),
    customer_address: text().nullable().describe("The delivery address's street lines, as typed"),
    customer_city: text().nullable().describe("Null for pickup (and for a few old orders that never had it)"),
    customer_state: text().nullable(),
    customer_pincode: text().nullable(),
    pickup_location: text().nullable(),
    special_instructions: text().nullable(),
    items: z.array(orderItemViewSchema),
    subtotal: rupees,
    delivery_fee: rupees,
    payment_choice: z
      .enum(PAYMENT_CHOICES)
      .describe("How she chose to pay: 'prepaid' (now) or 'cod' (the courier, at her door)"),
    cod_fee: rupees.describe("The fee for paying the courier (decision 083); 0.00 for a prepaid order"),
    discount: rupees.describe("Agreed off the total in the chat; 0.00 unless the shop gave one"),
    total: rupees.describe("subtotal + delivery_fee + cod_fee − discount"),
    payment_status: z
      .enum(PAYMENT_STATUSES)
      .describe("Derived from the payments, refunds and returns the shop recorded"),
    amount_paid: rupees,
    amount_due: rupees.describe(
      "Still to pay: the total less the returned units (0 when cancelled) less payments, never below 0",
    ),
    amount_refunded: rupees.describe("Refunds given, voided ones left out"),
    refund_owed: rupees.describe(
      "Paid less refunded beyond what the order is worth now (its total less the returned units; 0 when cancelled): owed back until a refund is recorded",
    ),
    upi_pay_url: text()
      .nullable()
      .describe(
        "upi://pay link for the amount still owed (NPCI linking spec), when the shop has a UPI id and it is owed",
      ),
    pay_online: z
      .boolean()
      .describe(
        "Whether she can pay what is still owed online now (POST /api/orders/{id}/online-payment): the shop takes payment through its gateway and the order is open and owes money",
      ),
    timeline: z
      .array(
        z.object({
          status: z.enum(ORDER_STATUSES),
          reason: text().describe(
            "'placed' or 'manual' (entered by the shop), 'status' (the shop moved it), 'expired'",
          ),
          at: text(),
        }),
      )
      .describe("Every change of the order's status, oldest first"),
    whatsapp_url: text().describe("Opens the shop's WhatsApp chat with this order's summary"),
    cancel_reason: text()
      .nullable()
      .describe(
        "Why a cancelled order was cancelled: 'expired' when the shop did not confirm it in time (its stock went back)",
      ),
    invoices: z
      .array(orderInvoiceSchema)
      .describe("The invoices (or bills of supply) and credit notes issued for it, oldest first"),
    shipment: shipmentSchema
      .nullable()
      .describe("The courier and tracking number once the order is shipped; null before (and for pickup)"),
    pickup_code: pickupCodeField,
    language: z
      .enum(LANGUAGES)
      .describe(
        "The language she ordered in (decision 084): the WhatsApp text and the shop's messages about the order are in it; 'en' for orders from before it",
      ),
  })
  .meta({ id: "Order" });
export type Order = z.infer<typeof orderSchema>;

export const placeOrderResponseSchema = z.object({
  success: z.literal(true),
  message: text(),
  order: orderSchema,
  whatsapp_url: text(),
  prices_changed: z.boolean().describe("True when the page's prices or total differ from what the server charged"),
});

/** A retried submit sends the same key: the same shopper then gets the first order back instead of a second one. */
export const idempotencyHeadersSchema = z.object({
  "idempotency-key": text()
    .regex(/^[\w\-:.]{1,200}$/, { error: "Idempotency-Key must be 1 to 200 letters, digits, dashes or underscores" })
    .optional()
    .describe("The same key from the same shopper returns the first order instead of making another"),
});

/** `{id}` in a path: an order's id, or for the wishlist the product's id. */
export const rowIdParamsSchema = z.object({ id: recordIdFromText("id") });
export const orderListResponseSchema = z.object({ orders: z.array(orderSchema) });
export const orderResponseSchema = z.object({ order: orderSchema });
