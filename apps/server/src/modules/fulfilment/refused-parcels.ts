// How many of these orders' parcels came back refused at her door (returned to origin, decision 083): what the rules
// for cash on delivery count against her number. Orders knows which orders are hers; the parcels are fulfilment's.
import { and, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { orderShipments } from "./fulfilment-tables";

export async function refusedParcelsAmong(db: Database | Transaction, orderIds: readonly number[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const [row] = await db
    .select({ refused: sql<number>`count(*)::int` })
    .from(orderShipments)
    .where(and(inArray(orderShipments.orderId, [...orderIds]), isNotNull(orderShipments.returnedToOriginAt)));
  return row?.refused ?? 0;
}
