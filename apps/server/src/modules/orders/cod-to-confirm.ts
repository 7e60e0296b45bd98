// Today's cash on delivery orders still to confirm (decision 083), oldest first (they expire first, as any order
// placed and not confirmed does), each with what the owner should ask her about before she packs: her first order,
// a state outside Kerala, parcels of hers refused before, a high value (core's cod-risks.ts). Her earlier orders and
// refusals are counted by her phone on the orders, the refusals from her parcels' outcomes (fulfilment's SQL).
import { codRisks } from "@mayil/core/orders/cod-risks";
import { type CodToConfirm, TODAY_WAITING_ORDERS } from "@mayil/core/orders/owner-schemas";
import { asc, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { parcelOutcomes } from "../fulfilment";
import { earlierOrdersPerOrder } from "./order-customer";
import { decimal } from "./order-view";
import { orders } from "./orders-tables";

/** A COD order placed and not yet confirmed. Literals, so the plan may use orders_cod_idx and orders_placed_idx. */
const codWaiting = sql`${orders.status} = 'placed' and ${orders.paymentChoice} = 'cod'`;

/** Her parcels (by the order's phone) that came back refused or undelivered. */
const refusalsPerOrder = sql<number>`(select count(*) from orders c join ${parcelOutcomes} p on p.order_id = c.id
  where c.customer_phone = "orders"."customer_phone" and c.customer_phone <> '' and p.returned_to_origin_at is not null)::int`;

export async function codToConfirm(db: Database): Promise<{ waiting: number; orders: CodToConfirm[] }> {
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(codWaiting);
  const rows = await db
    .select({ order: orders, earlier: earlierOrdersPerOrder, refusals: refusalsPerOrder })
    .from(orders)
    .where(codWaiting)
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(TODAY_WAITING_ORDERS);
  return {
    waiting: Number(counted?.n ?? 0),
    orders: rows.map(({ order, earlier, refusals }) => ({
      id: order.id,
      order_number: order.orderNumber,
      created_at: order.createdAt,
      customer_name: order.customerName,
      customer_state: order.customerState,
      total: decimal(order.total),
      refusals: Number(refusals),
      risks: codRisks({
        earlierOrders: Number(earlier),
        state: order.customerState,
        refusals: Number(refusals),
        totalPaise: order.total,
      }),
    })),
  };
}
