// Moving orders back in time, as only a test does (an order placed 43 hours ago, or at 23:50 India time): the row's
// created_at is set by hand, and its figures (decision 059) are worked out again, as any write to an order does.
import { sql } from "drizzle-orm";
import type { Database } from "../src/db/database";
import { keepOrderFigures } from "../src/modules/orders/order-figures";

/** Sets these orders' created_at to `when` (an ISO instant, or hours before now) and keeps their figures. */
export async function backdateOrders(db: Database, orderIds: number[], when: string | { hoursAgo: number }) {
  const ids = orderIds.map(Number);
  const at =
    typeof when === "string" ? sql`${when}::timestamptz` : sql`now() - make_interval(hours => ${when.hoursAgo})`;
  await db.execute(sql`update orders set created_at = ${at} where id = any(${`{${ids.join(",")}}`}::int[])`);
  await keepOrderFigures(db, ids);
}
