// The reports' reads of cash on delivery (decision 083), over the orders placed on a period's India days: how COD
// and prepaid orders sell, and how their parcels end (delivered or returned to origin). The orders are this module's
// and the parcels fulfilment's, read through its parcelOutcomes SQL, so the reports ask here instead of joining both.
import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { parcelOutcomes } from "../fulfilment";
import { orderFigures, orders } from "./orders-tables";

/** Sums in whole paise, as text: cod_fee and courier_charges are numeric rupees, so they are ×100 before the cast. */
const paiseSum = (value: ReturnType<typeof sql>) => sql<string>`coalesce(sum(${value}), 0)::bigint::text`;

/** The orders that count (not cancelled) placed on the India days [from, to], per payment choice. */
export function salesByPaymentChoice(db: Database, from: string, to: string) {
  const f = orderFigures;
  return db
    .select({
      choice: orders.paymentChoice,
      orders: sql<number>`count(*)::int`,
      sales: paiseSum(sql`${f.sales}`),
      codFees: paiseSum(sql`${orders.codFee} * 100`),
    })
    .from(f)
    .innerJoin(orders, eq(orders.id, f.orderId))
    .where(and(sql`${f.counted}`, gte(f.placedOn, from), lte(f.placedOn, to)))
    .groupBy(orders.paymentChoice);
}

/**
 * The parcels of the orders placed on the India days [from, to], per customer's state, courier and payment choice:
 * shipped, delivered, returned to origin and the courier's charges for the ones that came back.
 */
export function parcelsByStateAndCourier(db: Database, from: string, to: string) {
  const f = orderFigures;
  return db
    .select({
      state: sql<string>`coalesce(${orders.customerState}, '')`,
      courier: sql<string>`p.courier`,
      choice: orders.paymentChoice,
      shipped: sql<number>`count(*)::int`,
      delivered: sql<number>`count(p.delivered_at)::int`,
      returned: sql<number>`count(p.returned_to_origin_at)::int`,
      courierCharges: paiseSum(sql`case when p.returned_to_origin_at is not null then p.courier_charges * 100 end`),
    })
    .from(f)
    .innerJoin(orders, eq(orders.id, f.orderId))
    .innerJoin(sql`${parcelOutcomes} p`, sql`p.order_id = ${orders.id}`)
    .where(and(gte(f.placedOn, from), lte(f.placedOn, to)))
    .groupBy(orders.customerState, sql`p.courier`, orders.paymentChoice);
}

/** Whether the shop ever took a COD order (the reports show cash on delivery from then on, even with it off). */
export async function anyCodOrder(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentChoice, "cod")).limit(1);
  return row !== undefined;
}
