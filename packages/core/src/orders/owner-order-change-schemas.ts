// What the owner's order desk sends over the API (/api/owner/orders...): a move on an order's life cycle, a payment
// recorded or voided, an order edited or entered by hand, the orders spreadsheet's days. Owners only (401, 403).
import { z } from "zod";
import { isPlainText } from "../account/account-schemas";
import { recordId, recordIdFromText } from "../api/record-id";
import { calendarDay } from "../calendar/calendar-schemas";
import { COURIER_IDS, type CourierId, checkTrackingNumber, OTHER_COURIER } from "../fulfilment/couriers";
import { checkIndianMobile, indianMobileMessages } from "../india/indian-mobile";
import { rupeeAmount } from "../money/rupee-amount";
import {
  emailOrNothing,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  optionalText,
  requireDeliveryDetails,
} from "../shopping/shopping-schemas";
import { hiddenCharacterMessage, isTypedText } from "../text/single-line-text";
import { text } from "../text/well-formed-text";
import { DESK_PAYMENT_METHODS, UPI_REFERENCE } from "./order-payments";
import { SALE_SOURCES } from "./order-sources";
import {
  orderPaymentLinkSchema,
  orderPaymentSchema,
  orderRefundSchema,
  orderStatusField,
  ownerOrderSchema,
} from "./owner-schemas";

// ---- The parcel: courier and tracking number ---------------------------------------------------------------------

const courierField = z
  .enum(COURIER_IDS, { error: `courier must be one of ${COURIER_IDS.join(", ")}` })
  .describe("The courier's id, from GET /api/owner/couriers; other with courier_name for one not on the list");

const shipmentFields = {
  courier: courierField.optional(),
  courier_name: optionalText("courier_name", 60).describe("The courier's name: required for other, ignored otherwise"),
  tracking_number: text({ error: "tracking_number must be text" })
    .max(80, { error: "tracking_number must be at most 80 characters" })
    .optional()
    .describe(
      "The AWB or consignment number from the courier's slip; spaces are dropped and letters made upper case, and a known courier's shape is checked (a Blue Dart AWB number is 11 digits)",
    ),
};

/** The parcel as the owner gave it: the courier, its name for other, the tracking number as the courier prints it. */
export interface ShipmentBody {
  courier: CourierId;
  courierName: string | null;
  trackingNumber: string;
}

type ShipmentFields = { courier?: CourierId | undefined; courier_name: string | null; tracking_number?: string };

/** Every field at fault gets its own issue, so the desk's dialog can show each under its field. */
function readShipment(body: ShipmentFields, ctx: z.RefinementCtx): ShipmentBody {
  const { courier } = body;
  if (!courier) ctx.addIssue({ code: "custom", path: ["courier"], message: "Choose the courier the parcel went with" });
  if (courier === OTHER_COURIER && !body.courier_name) {
    ctx.addIssue({ code: "custom", path: ["courier_name"], message: "Type the courier's name" });
  }
  const checked = checkTrackingNumber(courier ?? OTHER_COURIER, body.tracking_number ?? "");
  if (!checked.ok) ctx.addIssue({ code: "custom", path: ["tracking_number"], message: checked.message });
  if (!courier || !checked.ok || (courier === OTHER_COURIER && !body.courier_name)) return z.NEVER;
  return {
    courier,
    courierName: courier === OTHER_COURIER ? body.courier_name : null,
    trackingNumber: checked.number,
  };
}

export const orderStatusBodySchema = z
  .object({
    status: orderStatusField,
    note: optionalText("note", 500, true).describe(
      "Why, for the timeline (e.g. 'customer changed her mind'); required for a step back, and for handing a pickup order over without its code",
    ),
    ...shipmentFields,
    pickup_code: text({ error: "pickup_code must be text" })
      .max(20, { error: "pickup_code must be at most 20 characters" })
      .optional()
      .describe("Completing a pickup order: the 4-digit code the customer says at the counter"),
    cash_on_delivery: z
      .boolean({ error: "cash_on_delivery must be true or false" })
      .optional()
      .describe(
        "Shipping: not needed, a cash on delivery order's parcel is COD by itself (decision 083); true for a prepaid order is refused with 409",
      ),
    without_pickup_code: z
      .boolean({ error: "without_pickup_code must be true or false" })
      .optional()
      .describe(
        "Completing a pickup order without its code (she lost the message, a relative collects it): needs a note saying why, kept on the timeline",
      ),
  })
  .transform((body, ctx) => ({
    status: body.status,
    note: body.note,
    // Shipping needs the parcel; the fields mean nothing for any other move.
    shipment: body.status === "shipped" ? readShipment(body, ctx) : null,
    cashOnDelivery: body.status === "shipped" && body.cash_on_delivery === true,
    pickupCode: body.pickup_code?.replace(/\s+/g, "") || null,
    withoutPickupCode: body.without_pickup_code === true,
  }));
export type OrderStatusBody = z.output<typeof orderStatusBodySchema>;

export const shipmentBodySchema = z
  .object({
    ...shipmentFields,
    note: optionalText("note", 500, true).describe("Why, for the timeline (e.g. 'typed a digit twice')"),
  })
  .transform((body, ctx) => ({ shipment: readShipment(body, ctx), note: body.note }));
export type CorrectShipmentBody = z.output<typeof shipmentBodySchema>;

const customerWhatsAppUrl = text()
  .nullable()
  .describe(
    "wa.me link to the customer with a short message about the change, for the owner to send; null without a phone",
  );

export const orderStatusResponseSchema = z.object({
  order: ownerOrderSchema,
  customer_whatsapp_url: customerWhatsAppUrl,
});

/** An order changed at the desk, with the one-tap message (a receipt) to the customer about it. */
export const ownerOrderChangedResponseSchema = orderStatusResponseSchema;

const paymentMethod = z.enum(DESK_PAYMENT_METHODS, {
  error: `method must be one of ${DESK_PAYMENT_METHODS.join(", ")}`,
});

/**
 * A UPI payment needs its 12-digit UTR. Typed as the UPI app shows it ("4123 5678 9012", or with dashes) it is read
 * as the 12 digits; other references are kept as typed.
 */
function readUtr(
  payment: { method: (typeof DESK_PAYMENT_METHODS)[number]; reference: string | null },
  ctx: z.RefinementCtx,
) {
  if (payment.method !== "upi") return payment.reference;
  const digits = payment.reference?.replace(/[\s-]/g, "") ?? "";
  if (UPI_REFERENCE.test(digits)) return digits;
  ctx.addIssue({
    code: "custom",
    path: ["reference"],
    message: "A UPI payment needs its 12-digit UTR (the reference number in the customer's UPI app)",
  });
  return z.NEVER;
}

export const recordPaymentBodySchema = z
  .object({
    method: paymentMethod,
    amount: rupeeAmount("amount", { aboveZero: true }),
    reference: optionalText("reference", 100),
  })
  .transform((payment, ctx) => ({ ...payment, reference: readUtr(payment, ctx) }));
export type RecordPaymentBody = z.output<typeof recordPaymentBodySchema>;

export const recordPaymentResponseSchema = z.object({
  order: ownerOrderSchema,
  payment: orderPaymentSchema,
  customer_whatsapp_url: customerWhatsAppUrl.describe("A receipt for the payment, for the owner to send"),
});

/** A payment link for an agreed amount; without one, for what the order still owes (never more, above ₹0). */
export const sendPaymentLinkBodySchema = z.object({
  amount: rupeeAmount("amount", { aboveZero: true })
    .optional()
    .describe('The agreed amount in rupees, e.g. "500.00"; left out: what the order still owes'),
});
export type SendPaymentLinkBody = z.output<typeof sendPaymentLinkBodySchema>;

export const sendPaymentLinkResponseSchema = z.object({
  order: ownerOrderSchema,
  link: orderPaymentLinkSchema,
  customer_whatsapp_url: customerWhatsAppUrl.describe("The link, with the order and the amount, for the owner to send"),
});

export const voidPaymentParamsSchema = z.object({
  id: recordIdFromText("id"),
  paymentId: recordIdFromText("paymentId"),
});

export const voidPaymentBodySchema = z.object({
  reason: text({ error: "A reason is required: say why the payment is voided" })
    .trim()
    .min(1, { error: "A reason is required: say why the payment is voided" })
    .max(200, { error: "The reason must be at most 200 characters" })
    .refine((text) => isPlainText(text), { error: "The reason must not contain control characters" })
    .describe("Why, for the timeline (e.g. 'typed ₹14 for ₹414')"),
});
export type VoidPaymentBody = z.output<typeof voidPaymentBodySchema>;

export const voidPaymentResponseSchema = z.object({ order: ownerOrderSchema, payment: orderPaymentSchema });

/**
 * Units that came back: how many of which lines. Each line at most once; the server refuses more than was sold less
 * what already came back (naming the line).
 */
export const recordReturnBodySchema = z.object({
  lines: z
    .array(
      z.object({
        order_item_id: recordId("order_item_id"),
        quantity: z
          .number({ error: "quantity must be a number" })
          .int({ error: "quantity must be a whole number" })
          .min(1, { error: "quantity must be 1 or more" })
          .max(MAX_LINE_QUANTITY, { error: `quantity can be at most ${MAX_LINE_QUANTITY}` }),
      }),
      { error: "lines must be a list of order lines" },
    )
    .min(1, { error: "Say which units came back: lines needs at least one line" })
    .max(MAX_ORDER_LINES, { error: `lines can have at most ${MAX_ORDER_LINES} lines` })
    .refine((lines) => new Set(lines.map((line) => line.order_item_id)).size === lines.length, {
      error: "Each order line can appear once in lines",
    }),
  note: optionalText("note", 500, true).describe("Why, for the timeline ('one earring was the wrong colour')"),
});
export type RecordReturnBody = z.output<typeof recordReturnBodySchema>;

/**
 * A parcel that came back unopened (refused at her door, or undeliverable): return to origin (decision 083). What the
 * courier charged for both legs, when the owner knows it, is kept as the shop's cost.
 */
export const returnedToOriginBodySchema = z.object({
  courier_charges: rupeeAmount("courier_charges")
    .nullish()
    .transform((paise) => paise ?? null)
    .describe("What the courier charged for the parcel there and back, in rupees; left out when not yet known"),
  note: optionalText("note", 500, true).describe("Why it came back, for the timeline ('refused at the door')"),
});
export type ReturnedToOriginBody = z.output<typeof returnedToOriginBodySchema>;

/** How money goes back: as the desk records a payment, or `gateway`, sent back through the payment gateway. */
export const REFUND_METHODS = [...DESK_PAYMENT_METHODS, "gateway"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

const refundMethod = z.enum(REFUND_METHODS, { error: `method must be one of ${REFUND_METHODS.join(", ")}` });

/**
 * Money given back: UPI with the UTR of the transfer the shop sent, a bank transfer with its reference, cash with
 * none, or `gateway`: sent back through the payment gateway to what she paid with, with no reference of the owner's
 * (the gateway's refund id is kept). Never more than was paid less what was already refunded.
 */
export const recordRefundBodySchema = z
  .object({
    method: refundMethod,
    amount: rupeeAmount("amount", { aboveZero: true }),
    reference: optionalText("reference", 100),
    reason: optionalText("reason", 500, true).describe("Why, for the timeline and the customer ('scratch on one')"),
    return_id: recordId("return_id")
      .nullish()
      .transform((id) => id ?? null)
      .describe("The return it pays back, when it is for one"),
  })
  .transform((refund, ctx) => {
    if (refund.method === "bank_transfer" && !refund.reference) {
      ctx.addIssue({ code: "custom", path: ["reference"], message: "A bank refund needs the transfer's reference" });
      return z.NEVER;
    }
    if (refund.method === "gateway") return { ...refund, method: "gateway" as const, reference: null };
    const reference = readUtr({ ...refund, method: refund.method }, ctx);
    return { ...refund, reference: refund.method === "cash" ? null : reference };
  });
export type RecordRefundBody = z.output<typeof recordRefundBodySchema>;

export const recordRefundResponseSchema = z.object({
  order: ownerOrderSchema,
  refund: orderRefundSchema,
  customer_whatsapp_url: customerWhatsAppUrl.describe("What was refunded, for the owner to send"),
});

export const voidRefundParamsSchema = z.object({
  id: recordIdFromText("id"),
  refundId: recordIdFromText("refundId"),
});

export const voidRefundBodySchema = z.object({
  reason: text({ error: "A reason is required: say why the refund is voided" })
    .trim()
    .min(1, { error: "A reason is required: say why the refund is voided" })
    .max(200, { error: "The reason must be at most 200 characters" })
    .refine((text) => isPlainText(text), { error: "The reason must not contain control characters" })
    .describe("Why, for the timeline (e.g. 'recorded twice')"),
});

export const voidRefundResponseSchema = z.object({ order: ownerOrderSchema, refund: orderRefundSchema });

/** A walk-in sale paid and taken away at the counter: the payment, and the order completed with it. */
export const collectedPaymentBodySchema = z
  .object({
    method: z.enum(["cash", "upi"], { error: "Method must be cash or upi" }),
    reference: optionalText("reference", 100),
  })
  .transform((payment, ctx) => ({ ...payment, reference: readUtr(payment, ctx) }));

/** One line of an agreed order: a product (or one of its colours), how many, and optionally the agreed price. */
export const ownerOrderItemBodySchema = z.object({
  product_id: recordId("product_id"),
  variant_id: recordId("variant_id")
    .nullish()
    .transform((id) => id ?? null),
  quantity: z
    .number({ error: "quantity must be a number" })
    .int({ error: "quantity must be a whole number" })
    .min(1, { error: "quantity must be 1 or more" })
    .max(MAX_LINE_QUANTITY, { error: `quantity can be at most ${MAX_LINE_QUANTITY}` }),
  unit_price: rupeeAmount("unit_price", { aboveZero: true })
    .optional()
    .describe("The price agreed in the chat; the catalogue's price when left out"),
});
export type OwnerOrderItemBody = z.output<typeof ownerOrderItemBodySchema>;

const ownerItems = z
  .array(ownerOrderItemBodySchema, { error: "items must be a list of items" })
  .min(1, { error: "An order needs at least one item" })
  .max(MAX_ORDER_LINES, { error: `An order can have at most ${MAX_ORDER_LINES} items` });

export const editOrderBodySchema = z.object({
  items: ownerItems,
  delivery_fee: rupeeAmount("delivery_fee").optional().describe("Unchanged when left out"),
  discount: rupeeAmount("discount").optional().describe("Unchanged when left out"),
  note: optionalText("note", 500, true),
});
export type EditOrderBody = z.output<typeof editOrderBodySchema>;

export const saleBodySchema = z
  .object({
    customer_name: text({ error: "customer_name is required" })
      .trim()
      .min(1, { error: "customer_name is required" })
      .max(100, { error: "customer_name must be at most 100 characters" })
      .refine((text) => isTypedText(text), { error: hiddenCharacterMessage("Name") }),
    customer_phone: text({ error: indianMobileMessages.required })
      .nullish()
      // Left out or empty is no phone (a walk-in sale); anything else is read by the phone rule, with its own message.
      .transform((typed, ctx) => {
        if (!typed?.trim()) return null;
        const check = checkIndianMobile(typed);
        if (check.ok) return check.e164;
        ctx.addIssue({ code: "custom", message: check.message });
        return z.NEVER;
      })
      .describe("Required, except for a walk-in sale at the counter. An Indian mobile, returned as E.164"),
    customer_email: emailOrNothing,
    delivery_method: z.enum(["delivery", "pickup"], { error: "delivery_method must be 'delivery' or 'pickup'" }),
    customer_address: optionalText("customer_address", 500, true),
    customer_city: optionalText("customer_city", 100).describe("Required for delivery"),
    customer_state: optionalText("customer_state", 100).describe("Required for delivery"),
    customer_pincode: optionalText("customer_pincode", 6),
    pickup_location: optionalText("pickup_location", 100),
    special_instructions: optionalText("special_instructions", 1000, true),
    items: ownerItems,
    source: z.enum(SALE_SOURCES, { error: `source must be one of ${SALE_SOURCES.join(", ")}` }),
    delivery_fee: rupeeAmount("delivery_fee").optional().describe("The shop's flat fee for delivery when left out"),
    discount: rupeeAmount("discount").optional(),
    note: optionalText("note", 500, true),
    paid_and_collected: collectedPaymentBodySchema
      .optional()
      .describe(
        "Paid in full and taken away now (a walk-in sale, pickup): the payment is recorded and the order completed at once",
      ),
  })
  .superRefine(requireDeliveryDetails)
  .superRefine((order, ctx) => {
    if (order.paid_and_collected && order.delivery_method !== "pickup") {
      ctx.addIssue({
        code: "custom",
        path: ["paid_and_collected"],
        message: "Paid and collected now is for a sale taken away from the shop: choose pickup, not delivery",
      });
    }
  })
  .superRefine((order, ctx) => {
    if (order.customer_phone === null && order.source !== "walk_in") {
      ctx.addIssue({ code: "custom", path: ["customer_phone"], message: indianMobileMessages.required });
    }
  });
export type SaleBody = z.output<typeof saleBodySchema>;

export const ordersCsvQuerySchema = z
  .object({
    from: calendarDay("from", "First day (India time), inclusive").optional(),
    to: calendarDay("to", "Last day (India time), inclusive").optional(),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    error: "from must be on or before to",
    path: ["from"],
  });

/** The CSV itself (text/csv): one row per item. */
export const ordersCsvResponseSchema = text();

export const orderIdParamsSchema = z.object({ id: recordIdFromText("id") });
