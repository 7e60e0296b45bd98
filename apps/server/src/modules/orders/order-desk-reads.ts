// What the owner's desk reads across many orders: today at a glance, the searchable order list and the spreadsheet
// export. Payment status is derived from the payment records in SQL, so it can be filtered and paged on.

import type { Pagination } from "@mayil/core/catalogue-schemas";
import { isoDay } from "@mayil/core/iso-day";
import { paiseToDecimal } from "@mayil/core/money";
import { ORDER_STATUS_LABELS, type OrderStatus } from "@mayil/core/order-life-cycle";
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from "@mayil/core/order-payments";
import {
  type OrderSource,
  type OwnerOrderListQuery,
  type OwnerOrderSummary,
  type OwnerToday,
  TODAY_WAITING_ORDERS,
  type WaitingOrder,
} from "@mayil/core/owner-schemas";
import { stringify } from "csv-stringify/sync";
import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { products, productVariants } from "../../db/schema";
import { orderItems, orderPayments, orders } from "../../db/shopping-schema";
import { pieceStock } from "../stock";
import { decimal } from "./order-view";

/** India has one time zone and no daylight saving: a day there always starts at 00:00 +05:30. */
const INDIA_TIME_ZONE = "Asia/Kolkata";
const INDIA_OFFSET = "+05:30";
const DAY_MS = 24 * 60 * 60 * 1000;

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

/** The India day (2026-11-23) a moment falls on. */
export const indiaDayOf = (moment: Date) => isoDay(moment);
/** When an India day (2026-11-23) begins, as an instant. */
const startOfIndiaDay = (day: string) => new Date(`${day}T00:00:00${INDIA_OFFSET}`);

const ORDER_SOURCE_LABELS: Record<OrderSource, string> = {
  website: "Website",
  whatsapp: "WhatsApp",
  phone: "Phone",
  instagram: "Instagram",
  walk_in: "Walk-in",
};

/** What each order has received, in whole paise (summed as paise so no rounding creeps in); voided payments count for nothing. */
const paidPaise = (db: Database) =>
  db
    .select({
      orderId: orderPayments.orderId,
      paise: sql<string>`sum(${orderPayments.amount} * 100)::bigint`.as("paid_paise"),
    })
    .from(orderPayments)
    .where(isNull(orderPayments.voidedAt))
    .groupBy(orderPayments.orderId)
    .as("paid");

type Paid = ReturnType<typeof paidPaise>;
const paidOf = (paid: Paid) => sql`coalesce(${paid.paise}, 0)`;
const totalPaise = sql`(${orders.total} * 100)::bigint`;

/** core's paymentStatus() in SQL, so the list can filter and count by it: keep the two the same. */
const paymentStatusOf = (paidPaise: SQL) => sql<PaymentStatus>`case
  when ${paidPaise} <= 0 then case when ${totalPaise} <= 0 then 'paid' else 'unpaid' end
  when ${paidPaise} >= ${totalPaise} then 'paid'
  else 'partially_paid' end`;

/**
 * What one order has received, asked per order: the list reads one page of orders, so this costs an index lookup
 * per row, where joining every order's sum aggregated the whole payments table on each request (bench:desk: the
 * first page went from 29 to 382 requests a second on PostgreSQL at 20,000 orders). Written out in full because
 * inside a query on one table Drizzle names columns without their table ("id"), which the subquery would read as
 * its own table's column.
 */
const paidPerOrder = sql.raw(
  `coalesce((select sum(p.amount * 100) from order_payments p where p.order_id = "orders"."id" and p.voided_at is null), 0)::bigint`,
);
/** Units in one order, asked per order for the same reason. */
const unitsPerOrder = sql<number>`${sql.raw(
  `coalesce((select sum(i.quantity) from order_items i where i.order_id = "orders"."id"), 0)::int`,
)}`;

/** Orders that no longer owe anything even if unpaid: they will never be paid. */
const DEAD_STATUSES: OrderStatus[] = ["cancelled", "returned"];

/** "MJ-000012", "mj-12", "#12" or "12" → 12. */
const ORDER_NUMBER = /^#?(?:mj-?\s*)?0*(\d{1,9})$/i;
/** Fewer digits than this would match nearly every phone: "12" is an order number, not a phone search. */
const MIN_PHONE_DIGITS = 4;

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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

/** What is left of the piece itself or of the colour an order line holds, for a query joining products and colours. */
const LINE_LEFT = sql.raw("(case when i.variant_id is null then p.stock else coalesce(v.stock, 0) end)");

export class OrderDeskReads {
  constructor(
    private readonly db: Database,
    private readonly lowStockThreshold: number,
    /** ORDER_HOLD_SHARE_PERCENT: a hold beyond a shopper's share of what is left makes it scarce too (decision 038). */
    private readonly holdSharePercent: number,
  ) {}

  /**
   * An order line holds scarce stock when what is left of its piece or colour is at or under LOW_STOCK_THRESHOLD, or
   * when it holds more than a shopper's share of what is left with it (holdShare of modules/stock/hold-share.ts,
   * in SQL: integer division rounds down). Per item, as stock is kept (decision 027).
   */
  private scarce(held: SQL, left: SQL): SQL {
    return sql`(${left} <= ${this.lowStockThreshold} or ${held} > greatest(1, ((${left} + ${held}) * ${this.holdSharePercent}) / 100))`;
  }

  /**
   * Orders waiting for the owner to confirm them: those holding scarce stock first, so she confirms or cancels them
   * before anyone else is told a piece is gone, then the oldest first (they expire first). At most TODAY_WAITING_ORDERS.
   */
  private async waitingOrders(): Promise<WaitingOrder[]> {
    const holdsScarce = sql<boolean>`exists (select 1 from order_items i join products p on p.id = i.product_id
      left join product_variants v on v.id = i.variant_id
      where i.order_id = "orders"."id" and ${this.scarce(sql.raw("i.quantity"), LINE_LEFT)})`;
    const rows = await this.db
      .select({ order: orders, units: unitsPerOrder, holdsScarce })
      .from(orders)
      .where(eq(orders.status, "placed"))
      .orderBy(sql`${holdsScarce} desc`, asc(orders.createdAt), asc(orders.id))
      .limit(TODAY_WAITING_ORDERS);
    const scarceIds = rows.filter((row) => row.holdsScarce).map((row) => row.order.id);
    const left = sql<number>`(case when ${orderItems.variantId} is null then ${products.stock}
      else coalesce(${productVariants.stock}, 0) end)::int`;
    const scarceLines =
      scarceIds.length === 0
        ? []
        : await this.db
            .select({
              orderId: orderItems.orderId,
              name: orderItems.productName,
              colorName: orderItems.colorName,
              held: orderItems.quantity,
              left,
            })
            .from(orderItems)
            .innerJoin(products, eq(products.id, orderItems.productId))
            .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
            .where(and(inArray(orderItems.orderId, scarceIds), this.scarce(sql`${orderItems.quantity}`, left)))
            .orderBy(asc(orderItems.id));
    return rows.map(({ order, units }) => ({
      id: order.id,
      order_number: order.orderNumber,
      created_at: order.createdAt,
      customer_name: order.customerName,
      item_count: Number(units),
      total: decimal(order.total),
      scarce_items: scarceLines
        .filter((line) => line.orderId === order.id)
        .map((line) => ({
          name: line.name,
          color_name: line.colorName,
          held: Number(line.held),
          left: Number(line.left),
        })),
    }));
  }

  async today(): Promise<OwnerToday> {
    const paid = paidPaise(this.db);
    const byStatus = await this.db
      .select({ status: orders.status, count: sql<number>`count(*)::int` })
      .from(orders)
      .groupBy(orders.status);
    const count = (status: OrderStatus) => Number(byStatus.find((row) => row.status === status)?.count ?? 0);

    const due = sql`greatest(${totalPaise} - ${paidOf(paid)}, 0)`;
    const [unpaid] = await this.db
      .select({ orders: sql<number>`count(*)::int`, paise: sql<string>`coalesce(sum(${due}), 0)::bigint` })
      .from(orders)
      .leftJoin(paid, eq(paid.orderId, orders.id))
      .where(and(notInArray(orders.status, DEAD_STATUSES), sql`${due} > 0`));

    const start = startOfIndiaDay(indiaDayOf(new Date()));
    const [placedToday] = await this.db
      .select({ orders: sql<number>`count(*)::int`, paise: sql<string>`coalesce(sum(${totalPaise}), 0)::bigint` })
      .from(orders)
      .where(
        and(
          gte(orders.createdAt, start.toISOString()),
          lt(orders.createdAt, new Date(start.getTime() + DAY_MS).toISOString()),
          ne(orders.status, "cancelled"),
        ),
      );

    return {
      awaiting_confirmation: count("placed"),
      to_pack: count("confirmed"),
      to_hand_over: count("packed"),
      ready_for_pickup: count("ready_for_pickup"),
      shipped: count("shipped"),
      unpaid: { orders: Number(unpaid?.orders ?? 0), amount: paiseToDecimal(Number(unpaid?.paise ?? 0)) },
      placed_today: {
        orders: Number(placedToday?.orders ?? 0),
        amount: paiseToDecimal(Number(placedToday?.paise ?? 0)),
      },
      low_stock: await this.lowStockCount(),
      low_stock_threshold: this.lowStockThreshold,
      waiting_orders: await this.waitingOrders(),
    };
  }

  /**
   * Pieces on sale whose stock as the shop shows it (own count plus colours on sale, decision 027) is at or below the
   * threshold: the same pieces the desk's "Low stock" filter lists.
   */
  private async lowStockCount(): Promise<number> {
    const [low] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.isActive, true), sql`${pieceStock} <= ${this.lowStockThreshold}`));
    return Number(low?.count ?? 0);
  }

  async list(query: OwnerOrderListQuery): Promise<{ orders: OwnerOrderSummary[]; pagination: Pagination }> {
    const status = paymentStatusOf(paidPerOrder);
    const where = and(
      query.status ? eq(orders.status, query.status) : undefined,
      query.payment_status === "owed"
        ? and(notInArray(orders.status, DEAD_STATUSES), sql`${totalPaise} > ${paidPerOrder}`)
        : query.payment_status
          ? sql`(${status}) = ${query.payment_status}`
          : undefined,
      query.q ? this.search(query.q) : undefined,
    );
    const [counted] = await this.db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where);
    const total = Number(counted?.total ?? 0);

    const rows = await this.db
      .select({
        order: orders,
        paidPaise: sql<string>`${paidPerOrder}`,
        paymentStatus: status,
        units: unitsPerOrder,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);

    return {
      orders: rows.map(({ order, paidPaise, paymentStatus, units }) => ({
        id: order.id,
        order_number: order.orderNumber,
        status: order.status,
        source: order.source,
        created_at: order.createdAt,
        customer_name: order.customerName,
        customer_phone: order.customerPhone,
        delivery_method: order.deliveryMethod,
        pickup_location: order.pickupLocation,
        item_count: Number(units),
        total: decimal(order.total),
        amount_paid: paiseToDecimal(Number(paidPaise)),
        payment_status: paymentStatus,
      })),
      pagination: { total, hasMore: query.page * query.limit < total, page: query.page, limit: query.limit },
    };
  }

  /** The owner types what she has at hand: the order number from the chat, the customer's name, or her phone. */
  private search(q: string): SQL | undefined {
    const matches: (SQL | undefined)[] = [sql`${orders.customerName} ilike ${`%${likeEscaped(q)}%`}`];
    const number = ORDER_NUMBER.exec(q.replace(/\s+/g, ""));
    if (number?.[1]) matches.push(eq(orders.id, Number(number[1])));
    const digits = q.replace(/\D/g, "");
    // Only when the text is a phone number ("+91 98470 12345", "98470"), not a name with a digit in it.
    if (digits.length >= MIN_PHONE_DIGITS && /^[\d\s+()-]+$/.test(q)) {
      matches.push(sql`regexp_replace(${orders.customerPhone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
    }
    return or(...matches);
  }

  /**
   * Orders placed from `from` to `to` (India days, inclusive) as a spreadsheet, one row per item, oldest first. From
   * the first order when `from` is left out, up to today when `to` is.
   */
  async csv(range: { from?: string | undefined; to?: string | undefined }): Promise<OrdersCsv> {
    const today = indiaDayOf(new Date());
    const from = range.from ?? (await this.firstOrderDay()) ?? today;
    const to = range.to ?? (from > today ? from : today);
    const paid = paidPaise(this.db);
    const rows = await this.db
      .select({
        order: orders,
        item: orderItems,
        paidPaise: sql<string>`${paidOf(paid)}`,
        paymentStatus: paymentStatusOf(paidOf(paid)),
        // The instant as a number: the driver's text form of a timestamptz depends on the session's time zone.
        placedAt: sql<string>`extract(epoch from ${orders.createdAt})`,
      })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .leftJoin(paid, eq(paid.orderId, orders.id))
      .where(
        and(
          gte(orders.createdAt, startOfIndiaDay(from).toISOString()),
          lt(orders.createdAt, new Date(startOfIndiaDay(to).getTime() + DAY_MS).toISOString()),
        ),
      )
      .orderBy(asc(orders.id), asc(orderItems.id));

    const records = rows.map(({ order, item, paidPaise, paymentStatus, placedAt }, index) => {
      const placed = new Date(Number(placedAt) * 1000);
      // An order's own amounts only on its first row, so that summing a column in the spreadsheet gives the true
      // total instead of counting an order once per item.
      const firstRowOfOrder = rows[index - 1]?.order.id !== order.id;
      const orderAmount = (value: string) => (firstRowOfOrder ? decimal(value) : "");
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
        item.colorName ?? "",
        decimal(item.unitPrice),
        item.quantity,
        decimal(item.lineTotal),
        orderAmount(order.subtotal),
        orderAmount(order.deliveryFee),
        orderAmount(order.discount),
        orderAmount(order.total),
        firstRowOfOrder ? paiseToDecimal(Number(paidPaise)) : "",
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

  private async firstOrderDay(): Promise<string | undefined> {
    const [first] = await this.db
      .select({ at: sql<string | null>`extract(epoch from min(${orders.createdAt}))` })
      .from(orders);
    return first?.at == null ? undefined : indiaDayOf(new Date(Number(first.at) * 1000));
  }
}

/**
 * Amounts are plain rupee numbers ("1299.50") under headers marked (₹): a spreadsheet sums and sorts them, which it
 * cannot do with text like "₹1,299.50". The delivery address is whole, in four columns after Delivery (empty for a
 * pickup); every other column keeps the name it always had, so the owner's sheets that read them by name still work.
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
];
