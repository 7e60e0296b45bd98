// The desk's customers, read from the orders (decision 058): one customer is one phone number (E.164, as every order
// stores it) found on at least one order. A walk-in sale without a phone has none, and a deleted account's orders
// have theirs blanked to '' (users/account-deletion.ts), so neither makes or joins a customer. Her figures are sums of
// her orders' kept figures (decision 059), which say what the order list and each order's page say.
import type { Pagination } from "@mayil/core/catalogue/catalogue-schemas";
import type { CustomerListQuery, CustomerResponse, CustomerSummary } from "@mayil/core/orders/customer-schemas";
import type { OrderCustomer } from "@mayil/core/orders/owner-schemas";
import { whatsAppChatLink } from "@mayil/core/orders/whatsapp-order";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { NotFound } from "../../domain-errors";
import { DEAD_STATUSES, owedPerOrder, paymentStatusPerOrder } from "./order-payment-sql";
import { decimal } from "./order-view";
import { customerFigures, orderFigures, orders } from "./orders-tables";
import { containing, phoneDigits } from "./typed-search";

type Db = Database | Transaction;

/** An order that belongs to a customer: it has a phone (not a walk-in without one, not a deleted account's). */
const hasCustomer = sql`${orders.customerPhone} <> ''`;

/** Still to collect on a live order; 0 once cancelled or returned (the order list's "Money owed", Today's unpaid). */
const owedIfLive = sql`(case when ${orders.status} in (${sql.join(
  DEAD_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}) then 0 else ${owedPerOrder} end)`;

/**
 * Per order: its customer's id (her first order's id) and how many of her earlier orders were not cancelled. Asked
 * per row of a page, an index probe each.
 */
export const customerIdPerOrder = sql<number | null>`${sql.raw(
  `(select min(c.id) from orders c where c.customer_phone = "orders"."customer_phone" and c.customer_phone <> '')`,
)}`;
export const earlierOrdersPerOrder = sql<number>`${sql.raw(
  `(select count(*) from orders c where c.customer_phone = "orders"."customer_phone" and c.customer_phone <> '' and c.id < "orders"."id" and c.status <> 'cancelled')::int`,
)}`;

/** The mark an order carries on the desk: null without a customer; "returning" with an earlier order not cancelled. */
export function orderCustomer(customerId: number | null, earlier: number | null): OrderCustomer {
  if (customerId === null) return null;
  const before = Number(earlier ?? 0);
  return { id: Number(customerId), nth_order: before + 1, returning: before > 0 };
}

/** The same mark for one order read on its own (its page). */
export async function orderCustomerOf(db: Db, orderId: number): Promise<OrderCustomer> {
  const [row] = await db
    .select({ id: customerIdPerOrder, earlier: earlierOrdersPerOrder })
    .from(orders)
    .where(and(eq(orders.id, orderId), hasCustomer));
  return row ? orderCustomer(row.id, row.earlier) : null;
}

/**
 * Customers any of whose orders carries a name containing the text, or a phone containing its digits: their numbers
 * found among the orders first (the trigram indexes), then their rows by key. Written `= any(array(…))`, not
 * `in (…)`: with the text a parameter, PostgreSQL's generic plan for `in` walked every customer by the sort's index,
 * probing her orders for each (bench:desk at 100,000: a phone search 309 ms where this takes 1.4 ms).
 */
function matching(q: string): SQL {
  const digits = phoneDigits(q);
  const match = digits
    ? sql`(m.customer_name ilike ${containing(q)} or m.customer_phone like ${`%${digits}%`})`
    : sql`m.customer_name ilike ${containing(q)}`;
  return sql`${customerFigures.phone} = any(array(select distinct m.customer_phone from orders m
    where m.customer_phone <> '' and ${match}))`;
}

interface Figures {
  id: number;
  name: string;
  phone: string;
  orders: number;
  cancelled: number;
  spentPaise: number;
  returnsPaise: number;
  owedPaise: number;
  paidPaise: number;
  hasAccount: boolean;
  firstOrderAt: string;
  lastOrderAt: string;
}

export class CustomerReads {
  constructor(private readonly db: Database) {}

  async list(query: CustomerListQuery): Promise<{ customers: CustomerSummary[]; pagination: Pagination }> {
    // One row per customer, kept by the order writes (decision 061): sorted and paged by its indexes.
    const order =
      query.sort === "spent"
        ? [desc(customerFigures.spent), desc(customerFigures.lastOrderId)]
        : [desc(customerFigures.lastOrderId)];
    const offset = (query.page - 1) * query.limit;
    let phones: string[];
    let total: number;
    if (query.q) {
      // A search counts its matches in the same query: they are all found before the sort anyway.
      const where = matching(query.q);
      const rows = await this.db
        .select({ phone: customerFigures.phone, matches: sql<number>`(count(*) over ())::int` })
        .from(customerFigures)
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset(offset);
      phones = rows.map((row) => row.phone);
      total = rows[0] ? Number(rows[0].matches) : await this.count(where);
    } else {
      const rows = await this.db
        .select({ phone: customerFigures.phone })
        .from(customerFigures)
        .orderBy(...order)
        .limit(query.limit)
        .offset(offset);
      phones = rows.map((row) => row.phone);
      total = await this.count(undefined);
    }
    const figures = await this.figures(phones);
    return {
      customers: phones.flatMap((phone) => {
        const found = figures.get(phone);
        return found ? [summary(found)] : [];
      }),
      pagination: { total, hasMore: query.page * query.limit < total, page: query.page, limit: query.limit },
    };
  }

  private async count(where: SQL | undefined): Promise<number> {
    const [counted] = await this.db.select({ total: sql<number>`count(*)::int` }).from(customerFigures).where(where);
    return Number(counted?.total ?? 0);
  }

  /** The customer any of whose orders is `orderId`, with her orders newest first; 404 when it has no customer. */
  async get(orderId: number): Promise<CustomerResponse> {
    const [order] = await this.db
      .select({ phone: sql<string>`${orders.customerPhone}` })
      .from(orders)
      .where(and(eq(orders.id, orderId), hasCustomer));
    const found = order ? (await this.figures([order.phone])).get(order.phone) : undefined;
    if (!found) throw new NotFound(`Customer ${orderId} was not found`);
    const rows = await this.db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        status: orders.status,
        total: orders.total,
        paymentStatus: paymentStatusPerOrder,
        owed: sql<string>`${owedIfLive}`,
      })
      .from(orders)
      .where(eq(orders.customerPhone, found.phone))
      .orderBy(desc(orders.id));
    return {
      customer: {
        ...summary(found),
        paid: decimal(found.paidPaise),
        first_order_at: found.firstOrderAt,
        chat_url: whatsAppChatLink(found.phone),
      },
      orders: rows.map((row) => ({
        id: row.id,
        order_number: row.orderNumber,
        created_at: row.createdAt,
        status: row.status,
        total: decimal(row.total),
        payment_status: row.paymentStatus,
        owed: decimal(Number(row.owed)),
      })),
    };
  }

  /** Each phone's figures, summed over its orders in one grouped query. */
  private async figures(phones: string[]): Promise<Map<string, Figures>> {
    if (phones.length === 0) return new Map();
    const rows = await this.db
      .select({
        phone: sql<string>`${orders.customerPhone}`,
        id: sql<number>`min(${orders.id})::int`,
        name: sql<string>`(array_agg(${orders.customerName} order by ${orders.id} desc))[1]`,
        orders: sql<number>`(count(*) filter (where ${orders.status} <> 'cancelled'))::int`,
        cancelled: sql<number>`(count(*) filter (where ${orders.status} = 'cancelled'))::int`,
        spent: sql<string>`coalesce(sum(${orderFigures.worth}), 0)::bigint`,
        returns: sql<string>`coalesce(sum(${orderFigures.sales} - ${orderFigures.worth}), 0)::bigint`,
        owed: sql<string>`coalesce(sum(${orderFigures.owed}), 0)::bigint`,
        paid: sql<string>`coalesce(sum(${orderFigures.paid} - ${orderFigures.refunded}), 0)::bigint`,
        hasAccount: sql<boolean>`bool_or(${orders.userId} is not null)`,
        firstOrderAt: sql<string>`min(${orders.createdAt})`,
        lastOrderAt: sql<string>`max(${orders.createdAt})`,
      })
      .from(orders)
      .innerJoin(orderFigures, eq(orderFigures.orderId, orders.id))
      .where(and(hasCustomer, inArray(orders.customerPhone, phones)))
      .groupBy(orders.customerPhone);
    return new Map(
      rows.map((row) => [
        row.phone,
        {
          id: Number(row.id),
          name: row.name,
          phone: row.phone,
          orders: Number(row.orders),
          cancelled: Number(row.cancelled),
          spentPaise: Number(row.spent),
          returnsPaise: Number(row.returns),
          owedPaise: Number(row.owed),
          paidPaise: Number(row.paid),
          hasAccount: Boolean(row.hasAccount),
          firstOrderAt: timestamp(row.firstOrderAt),
          lastOrderAt: timestamp(row.lastOrderAt),
        },
      ]),
    );
  }
}

/** min()/max() of a timestamptz come back as the driver's text, not the column's mode: one ISO form for both drivers. */
function timestamp(value: string | Date): string {
  return new Date(value).toISOString();
}

function summary(found: Figures): CustomerSummary {
  return {
    id: found.id,
    name: found.name,
    phone: found.phone,
    orders: found.orders,
    cancelled_orders: found.cancelled,
    spent: decimal(found.spentPaise),
    returns: decimal(found.returnsPaise),
    owed: decimal(found.owedPaise),
    last_order_at: found.lastOrderAt,
    has_account: found.hasAccount,
  };
}
