// The owner's order desk over the API (/api/owner/...): what the server validates and returns. Every route here is
// for owners only (401 without a token, 403 for a shopper).
import { z } from "zod";
import { isPlainText } from "./account-schemas";
import { paginationSchema } from "./catalogue-schemas";
import { checkIndianMobile, indianMobileMessages } from "./indian-mobile";
import { ORDER_STATUSES } from "./order-life-cycle";
import { PAYMENT_METHODS, PAYMENT_STATUSES, UPI_REFERENCE } from "./order-payments";
import { recordId, recordIdFromText } from "./record-id";
import { rupeeAmount } from "./rupee-amount";
import {
  emailOrNothing,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  optionalText,
  orderItemViewSchema,
  orderSchema,
  requireDeliveryDetails,
  rupees,
} from "./shopping-schemas";
import { hiddenCharacterMessage, isTypedText } from "./single-line-text";

const status = z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(", ")}` });
const paymentStatus = z.enum(PAYMENT_STATUSES, {
  error: `payment_status must be one of ${PAYMENT_STATUSES.join(", ")}`,
});
export const ORDER_SOURCES = ["website", "whatsapp", "phone", "instagram", "walk_in"] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
/** Where a sale the owner enters came from (a shopper's own order is "website"). */
export const MANUAL_ORDER_SOURCES = ["whatsapp", "phone", "instagram", "walk_in"] as const;

// ---- What the desk reads -----------------------------------------------------------------------

export const ownerOrderItemSchema = orderItemViewSchema.extend({
  id: z.number().int(),
  color_code: z.string().nullable().describe("The colour's swatch, when the item is a colour"),
  image: z.string().nullable().describe("The colour's or product's first photo"),
});

export const orderPaymentSchema = z
  .object({
    id: z.number().int(),
    method: z.enum(PAYMENT_METHODS),
    amount: rupees,
    reference: z.string().nullable().describe("The UPI UTR (12 digits) or a bank reference"),
    recorded_by: z.string().nullable().describe("The owner who recorded it"),
    created_at: z.string(),
    voided_at: z.string().nullable().describe("When it was voided as a mistake; a voided payment counts for nothing"),
    void_reason: z.string().nullable(),
    voided_by: z.string().nullable().describe("The owner who voided it"),
  })
  .meta({ id: "OrderPayment" });
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderEventSchema = z
  .object({
    id: z.number().int(),
    from_status: status.nullable(),
    to_status: status.describe("The status after the event (unchanged by an edit or a payment)"),
    reason: z
      .string()
      .describe("'placed', 'manual', 'status', 'step_back', 'expired', 'edited', 'payment' or 'payment_voided'"),
    actor: z.enum(["system", "shopper", "owner"]),
    by: z.string().nullable().describe("The shopper's or owner's name (or email); null for the system"),
    note: z.string().nullable(),
    details: z
      .record(z.string(), z.unknown())
      .nullable()
      .describe("An edit's before and after, a payment's method and amount"),
    created_at: z.string(),
  })
  .meta({ id: "OrderEvent" });
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const ownerOrderSchema = orderSchema
  .extend({
    source: z.enum(ORDER_SOURCES),
    user_id: z.number().int().nullable().describe("The shopper's account; null for an order the shop entered"),
    items: z.array(ownerOrderItemSchema),
    amount_due: rupees.describe("What is still owed: total less payments, never below 0"),
    customer_chat_url: z
      .string()
      .nullable()
      .describe("wa.me link to the customer's own WhatsApp; null for a walk-in sale without a phone"),
    payments: z.array(orderPaymentSchema),
    events: z.array(orderEventSchema).describe("The timeline, oldest first"),
    next_statuses: z.array(status).describe("Where the life cycle lets this order move from here"),
    editable: z.boolean().describe("Items, fee and discount can still change (until shipped or ready for pickup)"),
    step_back_to: status
      .nullable()
      .describe("The one step back the life cycle allows from here (a move there needs a note saying why)"),
    account_phone: z
      .string()
      .nullable()
      .describe("The phone on the shopper's own account (her profile), E.164; null for a sale the shop entered"),
    phone_differs_from_account: z
      .boolean()
      .describe(
        "A shopper's order whose phone is not her account's: the desk marks it, so the owner checks the number before sending anything to it",
      ),
  })
  .meta({ id: "OwnerOrder" });
export type OwnerOrder = z.infer<typeof ownerOrderSchema>;

export const ownerOrderSummarySchema = z
  .object({
    id: z.number().int(),
    order_number: z.string(),
    status,
    source: z.enum(ORDER_SOURCES),
    created_at: z.string(),
    customer_name: z.string(),
    customer_phone: z.string().nullable(),
    delivery_method: z.enum(["delivery", "pickup"]),
    pickup_location: z.string().nullable(),
    item_count: z.number().int().describe("Units in the order"),
    total: rupees,
    amount_paid: rupees,
    payment_status: paymentStatus,
  })
  .meta({ id: "OwnerOrderSummary" });
export type OwnerOrderSummary = z.infer<typeof ownerOrderSummarySchema>;

export const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be at least ${min}` })
    .max(max, { error: `${name} can be at most ${max}` });

export const ownerOrderListQuerySchema = z.object({
  status: status.optional(),
  payment_status: z
    .enum([...PAYMENT_STATUSES, "owed"], {
      error: `payment_status must be one of ${[...PAYMENT_STATUSES, "owed"].join(", ")}`,
    })
    .optional()
    .describe(
      "'owed': live orders (not cancelled or returned) with money still to come, as Today's unpaid card counts",
    ),
  q: z
    .string()
    .trim()
    .max(100, { error: "q must be at most 100 characters" })
    .optional()
    .describe("Order number (MJ-000012 or 12), customer name or phone"),
  page: wholeNumber("page", 1, 10_000).default(1),
  limit: wholeNumber("limit", 1, 100).default(20),
});
export type OwnerOrderListQuery = z.output<typeof ownerOrderListQuerySchema>;

export const ownerOrderListResponseSchema = z.object({
  orders: z.array(ownerOrderSummarySchema).describe("Newest first"),
  pagination: paginationSchema,
});

export const ownerOrderResponseSchema = z.object({ order: ownerOrderSchema });

const countAndAmount = z.object({ orders: z.number().int(), amount: rupees });

/** How many orders waiting for confirmation Today lists, the ones holding scarce stock first. */
export const TODAY_WAITING_ORDERS = 20;

export const waitingOrderSchema = z
  .object({
    id: z.number().int(),
    order_number: z.string(),
    created_at: z.string(),
    customer_name: z.string(),
    item_count: z.number().int().describe("Units in the order"),
    total: rupees,
    scarce_items: z
      .array(
        z.object({
          name: z.string(),
          color_name: z.string().nullable(),
          held: z.number().int().describe("Units of it this order holds"),
          left: z.number().int().describe("Units of it still for sale"),
        }),
      )
      .describe(
        "What this order holds of pieces or colours running out: at or under LOW_STOCK_THRESHOLD left, or more than a shopper's share (ORDER_HOLD_SHARE_PERCENT) of what is left with it; empty when none (decision 038)",
      ),
  })
  .meta({ id: "OwnerWaitingOrder" });
export type WaitingOrder = z.infer<typeof waitingOrderSchema>;

export const ownerTodayResponseSchema = z.object({
  awaiting_confirmation: z.number().int().describe("Placed, not yet confirmed"),
  to_pack: z.number().int().describe("Confirmed, not yet packed"),
  to_hand_over: z.number().int().describe("Packed, not yet shipped or at the pickup point"),
  ready_for_pickup: z.number().int(),
  shipped: z.number().int(),
  unpaid: countAndAmount.describe("Live orders (not cancelled or returned) with money still owed, and how much"),
  placed_today: countAndAmount.describe("Orders placed today (India time), cancelled ones left out"),
  low_stock: z.number().int().describe("Products and colours on sale with stock at or below the threshold"),
  low_stock_threshold: z.number().int(),
  waiting_orders: z
    .array(waitingOrderSchema)
    .describe(
      `Orders waiting for confirmation, at most ${TODAY_WAITING_ORDERS}: those holding scarce stock first, then the oldest first`,
    ),
});
export type OwnerToday = z.infer<typeof ownerTodayResponseSchema>;

// ---- What the desk sends -------------------------------------------------------------------------

export const orderStatusBodySchema = z.object({
  status,
  note: optionalText("note", 500, true).describe(
    "Why, for the timeline (e.g. 'customer changed her mind'); required for a step back",
  ),
});
export type OrderStatusBody = z.output<typeof orderStatusBodySchema>;

const customerWhatsAppUrl = z
  .string()
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

const paymentMethod = z.enum(PAYMENT_METHODS, { error: `method must be one of ${PAYMENT_METHODS.join(", ")}` });

/**
 * A UPI payment needs its 12-digit UTR. Typed as the UPI app shows it ("4123 5678 9012", or with dashes) it is read
 * as the 12 digits; other references are kept as typed.
 */
function readUtr(
  payment: { method: (typeof PAYMENT_METHODS)[number]; reference: string | null },
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

export const voidPaymentParamsSchema = z.object({
  id: recordIdFromText("id"),
  paymentId: recordIdFromText("paymentId"),
});

export const voidPaymentBodySchema = z.object({
  reason: z
    .string({ error: "A reason is required: say why the payment is voided" })
    .trim()
    .min(1, { error: "A reason is required: say why the payment is voided" })
    .max(200, { error: "The reason must be at most 200 characters" })
    .refine((text) => isPlainText(text), { error: "The reason must not contain control characters" })
    .describe("Why, for the timeline (e.g. 'typed ₹14 for ₹414')"),
});
export type VoidPaymentBody = z.output<typeof voidPaymentBodySchema>;

export const voidPaymentResponseSchema = z.object({ order: ownerOrderSchema, payment: orderPaymentSchema });

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

export const manualOrderBodySchema = z
  .object({
    customer_name: z
      .string({ error: "customer_name is required" })
      .trim()
      .min(1, { error: "customer_name is required" })
      .max(100, { error: "customer_name must be at most 100 characters" })
      .refine((text) => isTypedText(text), { error: hiddenCharacterMessage("Name") }),
    customer_phone: z
      .string({ error: indianMobileMessages.required })
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
    source: z.enum(MANUAL_ORDER_SOURCES, { error: `source must be one of ${MANUAL_ORDER_SOURCES.join(", ")}` }),
    delivery_fee: rupeeAmount("delivery_fee").optional().describe("The shop's flat fee for delivery when left out"),
    discount: rupeeAmount("discount").optional(),
    note: optionalText("note", 500, true),
    paid_and_collected: collectedPaymentBodySchema
      .optional()
      .describe(
        "Paid in full and taken away now (a counter sale, pickup): the payment is recorded and the order completed at once",
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
export type ManualOrderBody = z.output<typeof manualOrderBodySchema>;

const isoDate = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be a date like 2026-11-23` })
    // Date.parse rolls 2026-02-30 over to 2 March: a real date is one that reads back the same.
    .refine(
      (text) => {
        const day = new Date(`${text}T00:00:00Z`);
        return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
      },
      { error: `${name} is not a real date` },
    );

export const ordersCsvQuerySchema = z
  .object({
    from: isoDate("from").optional().describe("First day (India time), inclusive"),
    to: isoDate("to").optional().describe("Last day (India time), inclusive"),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    error: "from must be on or before to",
    path: ["from"],
  });

/** The CSV itself (text/csv): one row per item. */
export const ordersCsvResponseSchema = z.string();

export const orderIdParamsSchema = z.object({ id: recordIdFromText("id") });
