// The owner's order desk over the API (/api/owner/...): what the server validates and returns. Every route here is
// for owners only (401 without a token, 403 for a shopper).

import { z } from "zod";
import { paginationSchema } from "../catalogue/catalogue-schemas";
import { LANGUAGES } from "../languages/languages";
import { orderItemViewSchema, orderSchema, rupees } from "../shopping/shopping-schemas";
import { text } from "../text/well-formed-text";
import { COD_HIGH_VALUE_PAISE, COD_RISKS, SHOP_STATE } from "./cod-risks";
import { ORDER_STATUSES } from "./order-life-cycle";
import { PAYMENT_METHODS, PAYMENT_STATUSES } from "./order-payments";
import { ORDER_SOURCES } from "./order-sources";

/** An order status in a query or body, refused with the list of statuses. */
export const orderStatusField = z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(", ")}` });
const paymentStatus = z.enum(PAYMENT_STATUSES, {
  error: `payment_status must be one of ${PAYMENT_STATUSES.join(", ")}`,
});

// ---- What the desk reads -----------------------------------------------------------------------

/**
 * The order's customer (one phone number, decision 058) and where this order stands among hers: the nth of her orders
 * not cancelled, counting this one. Returning when an earlier order of hers was not cancelled. Null for a walk-in
 * sale without a phone and a deleted account's order.
 */
export const orderCustomerSchema = z
  .object({
    id: z.number().int().describe("The customer's address on the desk (/owner/customers/:id): her first order's id"),
    nth_order: z.number().int().describe("1 for her first order not cancelled, 2 for the next, ..."),
    returning: z.boolean().describe("She has an earlier order that was not cancelled"),
  })
  .nullable()
  .meta({ id: "OrderCustomer" });
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;

export const ownerOrderItemSchema = orderItemViewSchema.extend({
  id: z.number().int(),
  color_code: text().nullable().describe("The colour's swatch, when the item is a colour"),
  image: text().nullable().describe("The colour's or product's first photo"),
});

export const orderPaymentSchema = z
  .object({
    id: z.number().int(),
    method: z.enum(PAYMENT_METHODS),
    amount: rupees,
    reference: text().nullable().describe("The UPI UTR (12 digits) or a bank reference"),
    gateway: text()
      .nullable()
      .describe("The payment gateway that confirmed it ('Razorpay'); null for one the owner recorded (decision 082)"),
    gateway_id: text().nullable().describe("Its id at the gateway (pay_… for a payment, rfnd_… for a refund)"),
    recorded_by: text().nullable().describe("The owner who recorded it; null when the gateway confirmed it"),
    created_at: text(),
    voided_at: text().nullable().describe("When it was voided as a mistake; a voided payment counts for nothing"),
    void_reason: text().nullable(),
    voided_by: text().nullable().describe("The owner who voided it"),
  })
  .meta({ id: "OrderPayment" });
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderRefundSchema = orderPaymentSchema
  .extend({
    return_id: z.number().int().nullable().describe("The return it pays back, when it was for one"),
    gateway_status: z
      .enum(["sending", "pending", "processed", "failed"])
      .nullable()
      .describe(
        "A refund sent through the payment gateway: sending (the gateway not yet reached; tried again), pending (on its way), processed (back with her), failed (voided: nothing went back); null for one given by hand",
      ),
    reason: text().nullable().describe("Why, as the owner wrote it ('one earring came back', 'scratch')"),
    voided_at: text().nullable().describe("When it was voided as a mistake; a voided refund counts for nothing"),
    voided_by: text().nullable().describe("The owner who voided it"),
  })
  .meta({ id: "OrderRefund" });
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** A payment link the owner sent for an agreed amount (decision 082): open until the gateway says it was paid. */
export const orderPaymentLinkSchema = z
  .object({
    id: text().describe("The gateway's id of the link (Razorpay's plink_…)"),
    url: text().describe("The address the customer opens to pay"),
    amount: rupees,
    status: z.enum(["open", "paid"]).describe("paid once the gateway confirmed a payment through it"),
    created_at: text(),
    customer_whatsapp_url: text()
      .nullable()
      .describe(
        "wa.me link to the customer with the link's message, to send it again; null once paid or without a phone",
      ),
  })
  .meta({ id: "OrderPaymentLink" });
export type OrderPaymentLink = z.infer<typeof orderPaymentLinkSchema>;

export const orderReturnSchema = z
  .object({
    id: z.number().int(),
    note: text().nullable(),
    recorded_by: text().nullable().describe("The owner who recorded it"),
    created_at: text(),
    lines: z.array(
      z.object({
        order_item_id: z.number().int(),
        name: text(),
        color_name: text().nullable(),
        quantity: z.number().int().describe("Units of the line that came back"),
      }),
    ),
  })
  .meta({ id: "OrderReturn" });
export type OrderReturn = z.infer<typeof orderReturnSchema>;

export const orderEventSchema = z
  .object({
    id: z.number().int(),
    from_status: orderStatusField.nullable(),
    to_status: orderStatusField.describe("The status after the event (unchanged by an edit or a payment)"),
    reason: text().describe(
      "'placed', 'manual', 'status', 'step_back', 'expired', 'edited', 'payment', 'payment_voided', 'payment_link', 'returned_units', 'returned_to_origin', 'shipment_corrected', 'refund' or 'refund_voided'",
    ),
    actor: z.enum(["system", "shopper", "owner"]),
    by: text().nullable().describe("The shopper's or owner's name (or email); null for the system"),
    note: text().nullable(),
    details: z
      .record(text(), z.unknown())
      .nullable()
      .describe("An edit's before and after, a payment's method and amount"),
    created_at: text(),
  })
  .meta({ id: "OrderEvent" });
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** The language she ordered in: the desk shows it beside her name, and its messages to her are in it. */
const languageField = z
  .enum(LANGUAGES)
  .describe(
    "The language she ordered in (decision 084): the messages the desk prepares for her are in it; 'en' for orders from before it and sales the shop entered",
  );

export const ownerOrderSchema = orderSchema
  .extend({
    source: z.enum(ORDER_SOURCES),
    language: languageField,
    user_id: z.number().int().nullable().describe("The shopper's account; null for an order the shop entered"),
    items: z.array(ownerOrderItemSchema),
    amount_due: rupees.describe(
      "What is still owed: the total less the returned units less payments, never below 0; 0 once cancelled or returned",
    ),
    customer_chat_url: text()
      .nullable()
      .describe("wa.me link to the customer's own WhatsApp; null for a walk-in sale without a phone"),
    payments: z.array(orderPaymentSchema),
    returns: z.array(orderReturnSchema).describe("Units that came back, oldest first"),
    refunds: z.array(orderRefundSchema).describe("Money given back, oldest first, voided ones marked"),
    events: z.array(orderEventSchema).describe("The timeline, oldest first"),
    next_statuses: z.array(orderStatusField).describe("Where the life cycle lets this order move from here"),
    editable: z.boolean().describe("Items, fee and discount can still change (until shipped or ready for pickup)"),
    step_back_to: orderStatusField
      .nullable()
      .describe("The one step back the life cycle allows from here (a move there needs a note saying why)"),
    account_phone: text()
      .nullable()
      .describe("The phone on the shopper's own account (her profile), E.164; null for a sale the shop entered"),
    known_phone: text()
      .nullable()
      .describe(
        "The number the shop confirmed an earlier order of hers on, when this order's phone is another (E.164): the desk warns the owner to check this number is hers before sending anything; null for a first order, a number she used before, or a sale the shop entered",
      ),
    customer: orderCustomerSchema,
    payment_gateway: text()
      .nullable()
      .describe(
        "The gateway the shop takes payments online through ('Razorpay'): payment links and refunds through it; null without its keys, and the desk says what one would add (decision 082)",
      ),
    payment_links: z
      .array(orderPaymentLinkSchema)
      .describe("The payment links sent for the order, newest first; empty without the gateway"),
    cod_confirm_whatsapp_url: text()
      .nullable()
      .describe(
        "A cash on delivery order still to confirm: wa.me link to the customer asking her to confirm she will pay what is owed in cash on delivery (decision 083); null otherwise or without a phone",
      ),
    cod_remitted: z
      .object({ remittance_id: z.number().int(), remitted_on: text(), reference: text() })
      .nullable()
      .describe(
        "The courier's remittance that paid the shop the cash it collected for this COD parcel (decision 083); null until one does",
      ),
  })
  .meta({ id: "OwnerOrder" });
export type OwnerOrder = z.infer<typeof ownerOrderSchema>;

export const ownerOrderSummarySchema = z
  .object({
    id: z.number().int(),
    order_number: text(),
    status: orderStatusField,
    source: z.enum(ORDER_SOURCES),
    created_at: text(),
    customer_name: text(),
    customer_phone: text().nullable(),
    delivery_method: z.enum(["delivery", "pickup"]),
    pickup_location: text().nullable(),
    item_count: z.number().int().describe("Units in the order"),
    total: rupees,
    amount_paid: rupees,
    payment_status: paymentStatus,
    refund_owed: rupees.describe("Owed back to the customer until a refund is recorded"),
    customer: orderCustomerSchema,
    language: languageField,
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
  status: orderStatusField.optional(),
  payment_status: z
    .enum([...PAYMENT_STATUSES, "owed"], {
      error: `payment_status must be one of ${[...PAYMENT_STATUSES, "owed"].join(", ")}`,
    })
    .optional()
    .describe(
      "'owed': live orders (not cancelled or returned) with money still to come, as Today's unpaid card counts",
    ),
  q: text()
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
    order_number: text(),
    created_at: text(),
    customer_name: text(),
    item_count: z.number().int().describe("Units in the order"),
    total: rupees,
    scarce_items: z
      .array(
        z.object({
          name: text(),
          color_name: text().nullable(),
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

export const codToConfirmSchema = z
  .object({
    id: z.number().int(),
    order_number: text(),
    created_at: text(),
    customer_name: text(),
    customer_state: text().nullable().describe("The state it goes to"),
    total: rupees,
    risks: z
      .array(z.enum(COD_RISKS))
      .describe(
        `What to ask her about before confirming: first_order (no earlier order of her phone not cancelled), other_state (outside ${SHOP_STATE}), refused_before (a parcel of hers came back, returned to origin), high_value (above ₹${COD_HIGH_VALUE_PAISE / 100})`,
      ),
    refusals: z.number().int().describe("Her parcels returned to origin (refused or undelivered), by phone"),
  })
  .meta({ id: "OwnerCodToConfirm" });
export type CodToConfirm = z.infer<typeof codToConfirmSchema>;

export const ownerTodayResponseSchema = z.object({
  awaiting_confirmation: z.number().int().describe("Placed, not yet confirmed"),
  to_pack: z.number().int().describe("Confirmed, not yet packed"),
  to_hand_over: z.number().int().describe("Packed, not yet shipped or at the pickup point"),
  ready_for_pickup: z.number().int(),
  shipped: z.number().int(),
  unpaid: countAndAmount.describe("Live orders (not cancelled or returned) with money still owed, and how much"),
  placed_today: countAndAmount
    .extend({
      returns: rupees.describe("Returns: the value of the units that came back from those orders"),
      net: rupees.describe("Net sales: amount less returns, what the reports call net sales for today"),
    })
    .describe(
      "Orders placed today (India time), cancelled ones left out; amount is their sales at their value, the reports' 'Sales' for today (decision 073)",
    ),
  low_stock: z.number().int().describe("Products and colours on sale with stock at or below the threshold"),
  low_stock_threshold: z.number().int(),
  refunds_owed: z
    .array(
      z.object({
        id: z.number().int(),
        order_number: text(),
        customer_name: text(),
        status: orderStatusField,
        refund_owed: rupees,
      }),
    )
    .describe(
      `Orders owing money back to the customer (refund owed above 0), oldest first, at most ${TODAY_WAITING_ORDERS}`,
    ),
  waiting_orders: z
    .array(waitingOrderSchema)
    .describe(
      `Orders to pay now waiting for confirmation, at most ${TODAY_WAITING_ORDERS}: those holding scarce stock first, then the oldest first; cash on delivery ones are in cod_to_confirm`,
    ),
  cod_awaiting_confirmation: z
    .number()
    .int()
    .describe("Cash on delivery orders placed, not yet confirmed (counted in awaiting_confirmation too)"),
  cod_to_confirm: z
    .array(codToConfirmSchema)
    .describe(
      `Cash on delivery orders waiting for confirmation, oldest first (they expire first), at most ${TODAY_WAITING_ORDERS}, each with its risks (decision 083)`,
    ),
});
export type OwnerToday = z.infer<typeof ownerTodayResponseSchema>;
