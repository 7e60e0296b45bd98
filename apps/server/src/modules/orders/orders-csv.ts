// The orders spreadsheet the owner downloads: orders placed in a range of India days, one row per item, with the
// amounts as numbers a spreadsheet can sum and every typed text kept from running as a formula.
import type { Paise } from "@mayil/core/money/money";
import { ORDER_STATUS_LABELS } from "@mayil/core/orders/order-life-cycle";
import { PAYMENT_STATUS_LABELS } from "@mayil/core/orders/order-payments";
import { ORDER_SOURCE_LABELS } from "@mayil/core/orders/order-sources";
import { stringify } from "csv-stringify/sync";
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { returnedUnitsPerItem } from "../fulfilment";
import { paidPerOrder, refundedPerOrder } from "../payments";
import { DAY_MS, INDIA_TIME_ZONE, indiaDayOf, startOfIndiaDay } from "./india-day";
import { paymentStatusPerOrder, refundOwedPerOrder } from "./order-payment-sql";
import { decimal } from "./order-view";
import { orderItems, orders } from "./orders-tables";

const indianDate = new Intl.DateTimeFormat("en-GB", {
  timeZone: INDIA_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const indianTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: INDIA_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** +919847012345 → "98470 12345": how the shop writes a mobile, and text a spreadsheet never reads as a formula. */
function indianPhone(e164: string): string {
  const mobile = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return mobile ? `${mobile[1]} ${mobile[2]}` : e164;
}

export interface OrdersCsv {
  /** The file's name, e.g. orders-2026-11-01-to-2026-11-30.csv. */
  filename: string;
  text: string;
}

/**
 * Orders placed from `from` to `to` (India days, inclusive) as a spreadsheet, one row per item, oldest first. From
 * the first order when `from` is left out, up to today when `to` is.
 */
export async function ordersCsv(
  db: Database,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<OrdersCsv> {
  const today = indiaDayOf(new Date());
  const from = range.from ?? (await firstOrderDay(db)) ?? today;
  const to = range.to ?? (from > today ? from : today);
  const rows = await db
    .select({
      order: orders,
      item: orderItems,
      paidPaise: sql<string>`${paidPerOrder}`,
      paymentStatus: paymentStatusPerOrder,
      refundedPaise: sql<string>`${refundedPerOrder}`,
      refundOwedPaise: sql<string>`${refundOwedPerOrder}`,
      returnedUnits: sql<number>`${returnedUnitsPerItem}`,
      // The instant as a number: the driver's text form of a timestamptz depends on the session's time zone.
      placedAt: sql<string>`extract(epoch from ${orders.createdAt})`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        gte(orders.createdAt, startOfIndiaDay(from).toISOString()),
        lt(orders.createdAt, new Date(startOfIndiaDay(to).getTime() + DAY_MS).toISOString()),
      ),
    )
    .orderBy(asc(orders.id), asc(orderItems.id));

  const records = rows.map((row, index) => {
    const { order, item, paidPaise, paymentStatus, placedAt } = row;
    const placed = new Date(Number(placedAt) * 1000);
    // An order's own amounts only on its first row, so that summing a column in the spreadsheet gives the true
    // total instead of counting an order once per item.
    const firstRowOfOrder = rows[index - 1]?.order.id !== order.id;
    const orderAmount = (value: Paise) => (firstRowOfOrder ? decimal(value) : "");
    return [
      order.orderNumber,
      indianDate.format(placed),
      indianTime.format(placed),
      ORDER_STATUS_LABELS[order.status],
      PAYMENT_STATUS_LABELS[paymentStatus],
      ORDER_SOURCE_LABELS[order.source],
      order.customerName,
      indianPhone(order.customerPhone ?? ""),
      order.deliveryMethod === "delivery" ? "Home delivery" : `Pickup at ${order.pickupLocation ?? "the shop"}`,
      // The street lines on one line, so a row stays one row in every spreadsheet program.
      (order.customerAddress ?? "").replace(/\s*\r?\n\s*/g, ", "),
      order.customerCity ?? "",
      order.customerState ?? "",
      order.customerPincode ?? "",
      item.productName,
      item.optionName ?? "",
      decimal(item.unitPrice),
      item.quantity,
      decimal(item.lineTotal),
      orderAmount(order.subtotal),
      orderAmount(order.deliveryFee),
      orderAmount(order.discount),
      orderAmount(order.total),
      firstRowOfOrder ? decimal(Number(paidPaise)) : "",
      Number(row.returnedUnits),
      firstRowOfOrder ? decimal(Number(row.refundedPaise)) : "",
      firstRowOfOrder ? decimal(Number(row.refundOwedPaise)) : "",
      order.paymentChoice === "cod" ? "Cash on delivery" : "Prepaid",
      orderAmount(order.codFee),
    ];
  });
  const text = stringify(records, {
    // Excel reads a file without the byte order mark as ANSI and garbles ₹ and Malayalam names.
    bom: true,
    header: true,
    columns: CSV_COLUMNS,
    // A customer's name (or anything typed) starting with = + - @ gets a leading ' so no spreadsheet runs it.
    escape_formulas: true,
    record_delimiter: "windows",
  });
  return { filename: `orders-${from}-to-${to}.csv`, text };
}

async function firstOrderDay(db: Database): Promise<string | undefined> {
  const [first] = await db
    .select({ at: sql<string | null>`extract(epoch from min(${orders.createdAt}))` })
    .from(orders);
  return first?.at == null ? undefined : indiaDayOf(new Date(Number(first.at) * 1000));
}

/**
 * Amounts are plain rupee numbers ("1299.50") under headers marked (₹): a spreadsheet sums and sorts them, which it
 * cannot do with text like "₹1,299.50". The delivery address is whole, in four columns after Delivery (empty for a
 * pickup); every other column keeps the name it always had, so the owner's sheets that read them by name still work.
 * What came back and went back (returns and refunds) is added at the end, for the same reason, and so is how she
 * chose to pay with cash on delivery's fee (decision 083), which the order total includes.
 */
const CSV_COLUMNS = [
  "Order",
  "Date",
  "Time",
  "Status",
  "Payment",
  "Source",
  "Customer",
  "Phone",
  "Delivery",
  "Address",
  "City",
  "State",
  "PIN",
  "Item",
  "Colour",
  "Unit price (₹)",
  "Quantity",
  "Line total (₹)",
  "Order subtotal (₹)",
  "Delivery fee (₹)",
  "Discount (₹)",
  "Order total (₹)",
  "Paid (₹)",
  "Returned units",
  "Refunded (₹)",
  "Refund owed (₹)",
  "Pay by",
  "Cash on delivery fee (₹)",
];
