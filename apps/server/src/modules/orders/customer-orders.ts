// A customer's orders as the customers module reads them (decisions 058, 061, 079): orders keeps the orders and their
// figures, customers its own row per phone, and customers cannot import orders (orders keeps her figures through
// customers in every write), so orders hands these in: the SQL her figures are worked out from, given to
// keepCustomerFigures by keepOrderFigures, and the reads of the desk's customers list and page, given at registration.

import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { CustomerOrders, OrdersOfCustomers, SummedOrders } from "../customers";
import { parcelOutcomes } from "../fulfilment";
import { hasCustomer } from "./order-customer";
import { DEAD_STATUSES, owedPerOrder, paymentStatusPerOrder } from "./order-payment-sql";
import { decimal } from "./order-view";
import { orderFigures, orders } from "./orders-tables";
import { containing, phoneDigits } from "./typed-search";

/** Her orders' figures per phone, and whether any order still carries a phone, for her kept row. */
export const ordersOfCustomers: OrdersOfCustomers = {
  perPhone: (phones) => sql`select o.customer_phone, min(o.id), max(o.id), coalesce(sum(f.worth), 0)
      from ${orders} o join ${orderFigures} f on f.order_id = o.id
      where o.customer_phone <> '' ${phones === undefined ? sql`` : sql`and o.customer_phone = any(${phones})`}
      group by o.customer_phone`,
  carrying: (phone) => sql`exists (select 1 from ${orders} o where o.customer_phone = ${phone})`,
};

/** Still to collect on a live order; 0 once cancelled or returned (the order list's "Money owed", Today's unpaid). */
const owedIfLive = sql`(case when ${orders.status} in (${sql.join(
  DEAD_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}) then 0 else ${owedPerOrder} end)`;

/** The reads of her orders the desk's customers list and page make. */
export function customerOrders(db: Database): CustomerOrders {
  return {
    phonesMatching(q: string): SQL {
      const digits = phoneDigits(q);
      const match = digits
        ? sql`(m.customer_name ilike ${containing(q)} or m.customer_phone like ${`%${digits}%`})`
        : sql`m.customer_name ilike ${containing(q)}`;
      return sql`select distinct m.customer_phone from orders m
    where m.customer_phone <> '' and ${match}`;
    },

    async phoneOf(orderId: number): Promise<string | undefined> {
      const [order] = await db
        .select({ phone: sql<string>`${orders.customerPhone}` })
        .from(orders)
        .where(and(eq(orders.id, orderId), hasCustomer));
      return order?.phone;
    },

    async ordersOf(phone: string) {
      const rows = await db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          createdAt: orders.createdAt,
          status: orders.status,
          total: orders.total,
          paymentStatus: paymentStatusPerOrder,
          owed: sql<string>`${owedIfLive}`,
          language: orders.language,
        })
        .from(orders)
        .where(eq(orders.customerPhone, phone))
        .orderBy(desc(orders.id));
      return rows.map((row) => ({
        id: row.id,
        order_number: row.orderNumber,
        created_at: row.createdAt,
        status: row.status,
        total: decimal(row.total),
        payment_status: row.paymentStatus,
        owed: decimal(Number(row.owed)),
        language: row.language,
      }));
    },

    async parcelsOf(phone: string) {
      const [counted] = await db
        .select({
          delivered: sql<number>`(count(*) filter (where p.delivered_at is not null))::int`,
          returned: sql<number>`(count(*) filter (where p.returned_to_origin_at is not null))::int`,
        })
        .from(orders)
        .innerJoin(sql`${parcelOutcomes} p`, sql`p.order_id = ${orders.id}`)
        .where(eq(orders.customerPhone, phone));
      return { delivered: Number(counted?.delivered ?? 0), returned_to_origin: Number(counted?.returned ?? 0) };
    },

    async summed(phones: string[]): Promise<Map<string, SummedOrders>> {
      if (phones.length === 0) return new Map();
      const rows = await db
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
    },
  };
}

/** min()/max() of a timestamptz come back as the driver's text, not the column's mode: one ISO form for both drivers. */
function timestamp(value: string | Date): string {
  return new Date(value).toISOString();
}
