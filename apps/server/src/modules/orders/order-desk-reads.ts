// What the owner's desk reads across many orders: today at a glance, the searchable order list and the spreadsheet
// export (orders-csv.ts). Payment status is derived from the payment records in SQL (order-payment-sql.ts), so it
// can be filtered and paged on.

import type { Pagination } from "@mayil/core/catalogue/catalogue-schemas";
import type { OrderStatus } from "@mayil/core/orders/order-life-cycle";
import {
  type OwnerOrderListQuery,
  type OwnerOrderSummary,
  type OwnerToday,
  TODAY_WAITING_ORDERS,
  type WaitingOrder,
} from "@mayil/core/orders/owner-schemas";
import { and, asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { countLowStockPieces, optionKey, optionsNow } from "../catalogue";
import { paidPerOrder } from "../payments";
import { codToConfirm } from "./cod-to-confirm";
import { indiaDayOf } from "./india-day";
import { customerIdPerOrder, earlierOrdersPerOrder, orderCustomer } from "./order-customer";
import { paymentStatusPerOrder, refundOwedPerOrder, unitsPerOrder } from "./order-payment-sql";
import { decimal } from "./order-view";
import { type OrdersCsv, ordersCsv } from "./orders-csv";
import { orderFigures, orderItems, orders } from "./orders-tables";
import { containing, phoneDigits } from "./typed-search";

/** "MJ-000012", "mj-12", "#12" or "12" → 12. */
const ORDER_NUMBER = /^#?(?:mj-?\s*)?0*(\d{1,9})$/i;

/** The orders Today counts: those still waiting on the shop. */
const TODAY_STATUSES: OrderStatus[] = ["placed", "confirmed", "packed", "ready_for_pickup", "shipped"];

export class OrderDeskReads {
  constructor(
    private readonly db: Database,
    private readonly lowStockThreshold: number,
    /** ORDER_HOLD_SHARE_PERCENT: a hold beyond a shopper's share of what is left makes it scarce too (decision 038). */
    private readonly holdSharePercent: number,
  ) {}

  /**
   * An order line holds scarce stock when what is left of its piece or colour is at or under LOW_STOCK_THRESHOLD, or
   * when it holds more than a shopper's share of what is left with it (holdShare of modules/stock/hold-share.ts:
   * rounded down). Per item, as stock is kept (decision 027).
   */
  private scarce(held: number, left: number): boolean {
    return (
      left <= this.lowStockThreshold || held > Math.max(1, Math.floor(((left + held) * this.holdSharePercent) / 100))
    );
  }

  /**
   * Orders waiting for the owner to confirm them: those holding scarce stock first, so she confirms or cancels them
   * before anyone else is told a piece is gone, then the oldest first (they expire first). At most TODAY_WAITING_ORDERS.
   * Every waiting order is ranked, with what is left of its lines read from the catalogue after the rows: they are
   * few, the unconfirmed orders of one hold (48 hours) at most, and the stock is the catalogue's. Two round trips, as
   * when the ranking joined the catalogue's tables.
   */
  private async waitingOrders(): Promise<WaitingOrder[]> {
    // One statement for the waiting orders and their lines, so the ranking sees them at one moment.
    const rows = await this.db
      .select({
        order: orders,
        line: {
          id: orderItems.id,
          productId: orderItems.productId,
          variantId: orderItems.variantId,
          name: orderItems.productName,
          colorName: orderItems.optionName,
          held: orderItems.quantity,
        },
      })
      .from(orders)
      .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
      // Written as a literal, not a parameter, so that every plan may use orders_placed_idx (the unconfirmed orders
      // only, at most a hold's worth): with a parameter PostgreSQL planned for an eighth of all orders and hashed
      // every order's lines to rank them (300 ms at 100,000 orders, bench:desk).
      // Cash on delivery orders wait in a list of their own, with their risks (cod-to-confirm.ts).
      .where(sql`${orders.status} = 'placed' and ${orders.paymentChoice} <> 'cod'`)
      .orderBy(asc(orders.createdAt), asc(orders.id), asc(orderItems.id));
    const options = await optionsNow(
      this.db,
      rows.flatMap(({ line }) =>
        line?.productId == null ? [] : [{ productId: line.productId, variantId: line.variantId }],
      ),
    );
    const waiting = new Map<number, { order: typeof orders.$inferSelect; units: number }>();
    const scarceLines = new Map<number, WaitingOrder["scarce_items"]>();
    for (const { order, line } of rows) {
      const entry = waiting.get(order.id) ?? { order, units: 0 };
      waiting.set(order.id, entry);
      if (!line) continue;
      entry.units += line.held;
      // A line whose product is gone holds nothing to run out of; a colour gone from its product has nothing left.
      if (line.productId === null || !options.has(optionKey(line.productId, null))) continue;
      const left = options.get(optionKey(line.productId, line.variantId))?.stock ?? 0;
      if (!this.scarce(line.held, left)) continue;
      const scarce = scarceLines.get(order.id) ?? [];
      scarce.push({ name: line.name, color_name: line.colorName, held: line.held, left });
      scarceLines.set(order.id, scarce);
    }
    // Holding scarce stock first, each part oldest first, as the database gave them.
    const oldestFirst = [...waiting.values()];
    return [
      ...oldestFirst.filter(({ order }) => scarceLines.has(order.id)),
      ...oldestFirst.filter(({ order }) => !scarceLines.has(order.id)),
    ]
      .slice(0, TODAY_WAITING_ORDERS)
      .map(({ order, units }) => ({
        id: order.id,
        order_number: order.orderNumber,
        created_at: order.createdAt,
        customer_name: order.customerName,
        item_count: units,
        total: decimal(order.total),
        scarce_items: scarceLines.get(order.id) ?? [],
      }));
  }

  async today(): Promise<OwnerToday> {
    // Only the statuses Today shows, counted over the status index: not a pass over every order ever placed.
    const byStatus = await this.db
      .select({ status: orders.status, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(inArray(orders.status, TODAY_STATUSES))
      .groupBy(orders.status);
    const count = (status: OrderStatus) => Number(byStatus.find((row) => row.status === status)?.count ?? 0);

    // From the orders' kept figures (decision 059), over the few that owe: not a sum of every order's payments.
    const [unpaid] = await this.db
      .select({
        orders: sql<number>`count(*)::int`,
        paise: sql<string>`coalesce(sum(${orderFigures.owed}), 0)::bigint`,
      })
      .from(orderFigures)
      .where(sql`${orderFigures.owed} > 0`);

    // Today's sales from the same kept figures the reports sum (decision 073): one definition of sales, so Today and
    // the reports' day say the same sales, returns and net sales.
    const [placedToday] = await this.db
      .select({
        orders: sql<number>`count(*)::int`,
        sales: sql<string>`coalesce(sum(${orderFigures.sales}), 0)::bigint`,
        net: sql<string>`coalesce(sum(${orderFigures.worth}), 0)::bigint`,
      })
      .from(orderFigures)
      .where(and(eq(orderFigures.placedOn, indiaDayOf(new Date())), eq(orderFigures.counted, true)));
    const cod = await codToConfirm(this.db);
    const sales = Number(placedToday?.sales ?? 0);
    const net = Number(placedToday?.net ?? 0);

    return {
      awaiting_confirmation: count("placed"),
      to_pack: count("confirmed"),
      to_hand_over: count("packed"),
      ready_for_pickup: count("ready_for_pickup"),
      shipped: count("shipped"),
      unpaid: { orders: Number(unpaid?.orders ?? 0), amount: decimal(Number(unpaid?.paise ?? 0)) },
      placed_today: {
        orders: Number(placedToday?.orders ?? 0),
        amount: decimal(sales),
        returns: decimal(sales - net),
        net: decimal(net),
      },
      // The same pieces the desk's "Low stock" filter lists, counted by the catalogue.
      low_stock: await countLowStockPieces(this.db, this.lowStockThreshold),
      low_stock_threshold: this.lowStockThreshold,
      refunds_owed: await this.refundsOwed(),
      waiting_orders: await this.waitingOrders(),
      cod_awaiting_confirmation: cod.waiting,
      cod_to_confirm: cod.orders,
    };
  }

  /**
   * Orders owing money back to the customer (paid beyond what they are worth now: edited down, units returned,
   * cancelled after paying), oldest first. Only orders with a payment can owe any, so only those are summed.
   */
  private async refundsOwed(): Promise<OwnerToday["refunds_owed"]> {
    const rows = await this.db
      .select({ order: orders, owed: sql<string>`${orderFigures.refundOwed}` })
      .from(orderFigures)
      .innerJoin(orders, eq(orders.id, orderFigures.orderId))
      .where(sql`${orderFigures.refundOwed} > 0`)
      .orderBy(asc(orderFigures.orderId))
      .limit(TODAY_WAITING_ORDERS);
    return rows.map(({ order, owed }) => ({
      id: order.id,
      order_number: order.orderNumber,
      customer_name: order.customerName,
      status: order.status,
      refund_owed: decimal(Number(owed)),
    }));
  }

  async list(query: OwnerOrderListQuery): Promise<{ orders: OwnerOrderSummary[]; pagination: Pagination }> {
    const status = paymentStatusPerOrder;
    const where = and(
      query.status ? eq(orders.status, query.status) : undefined,
      // The kept figures (decision 059) say each order's payment status and what it owes, indexed.
      query.payment_status === "owed"
        ? sql`${orders.id} in (select order_id from order_figures where owed > 0)`
        : query.payment_status
          ? sql`${orders.id} in (select order_id from order_figures where payment_status = ${query.payment_status})`
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
        refundOwed: sql<string>`${refundOwedPerOrder}`,
        units: unitsPerOrder,
        customerId: customerIdPerOrder,
        earlier: earlierOrdersPerOrder,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);

    return {
      orders: rows.map(({ order, paidPaise, paymentStatus, refundOwed, units, customerId, earlier }) => ({
        id: order.id,
        order_number: order.orderNumber,
        status: order.status,
        source: order.source,
        created_at: order.createdAt,
        customer_name: order.customerName,
        customer_phone: order.customerPhone,
        language: order.language,
        delivery_method: order.deliveryMethod,
        pickup_location: order.pickupLocation,
        item_count: Number(units),
        total: decimal(order.total),
        amount_paid: decimal(Number(paidPaise)),
        payment_status: paymentStatus,
        refund_owed: decimal(Number(refundOwed)),
        customer: orderCustomer(customerId, earlier),
      })),
      pagination: { total, hasMore: query.page * query.limit < total, page: query.page, limit: query.limit },
    };
  }

  /** The owner types what she has at hand: the order number from the chat, the customer's name, or her phone. */
  private search(q: string): SQL | undefined {
    const matches: (SQL | undefined)[] = [sql`${orders.customerName} ilike ${containing(q)}`];
    const number = ORDER_NUMBER.exec(q.replace(/\s+/g, ""));
    if (number?.[1]) matches.push(eq(orders.id, Number(number[1])));
    // Only when the text is a phone number ("+91 98470 12345", "98470"), not a name with a digit in it; its digits
    // inside the E.164 the orders store, as the customers search finds them (the phone's trigram index).
    const digits = phoneDigits(q);
    if (digits) matches.push(sql`${orders.customerPhone} like ${`%${digits}%`}`);
    return or(...matches);
  }

  /**
   * Orders placed from `from` to `to` (India days, inclusive) as a spreadsheet, one row per item, oldest first. From
   * the first order when `from` is left out, up to today when `to` is.
   */
  csv(range: { from?: string | undefined; to?: string | undefined }): Promise<OrdersCsv> {
    return ordersCsv(this.db, range);
  }
}
