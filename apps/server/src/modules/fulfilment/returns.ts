// The returns' records: units that came back from a shipped or completed order, some of some lines. Written and read
// in the caller's transaction, under the order's row lock the return flow holds, so two returns of one order take
// turns. Orders' story, view and figures read them through these functions and returns-sql.ts (decision 079).
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { orderReturnLines, orderReturns } from "./fulfilment-tables";

type Db = Database | Transaction;

/** One return as recorded, its lines oldest first (the line of the order and how many units came back). */
export interface ReturnRecord {
  id: number;
  note: string | null;
  recordedBy: number | null;
  createdAt: string;
  lines: { orderItemId: number; quantity: number }[];
}

/** Whether any unit of the order ever came back: its lines must then stay as sold (no edit, no step back). */
export async function hasReturns(tx: Db, orderId: number): Promise<boolean> {
  const [found] = await tx
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .limit(1);
  return found !== undefined;
}

/** Whether this return is one of this order's. */
export async function isReturnOf(tx: Db, orderId: number, returnId: number): Promise<boolean> {
  const [known] = await tx
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(and(eq(orderReturns.id, returnId), eq(orderReturns.orderId, orderId)));
  return known !== undefined;
}

/** The units of each line of these orders that came back, one row per order and line. */
export function returnedUnitsOf(db: Db, orderIds: number[]) {
  return db
    .select({
      orderId: orderReturns.orderId,
      orderItemId: orderReturnLines.orderItemId,
      units: sql<string>`sum(${orderReturnLines.quantity})::int`,
    })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(inArray(orderReturns.orderId, orderIds))
    .groupBy(orderReturns.orderId, orderReturnLines.orderItemId);
}

/** The units of each of the order's lines that came back so far, by line. */
export async function unitsBackOf(tx: Db, orderId: number): Promise<Map<number, number>> {
  const back = await returnedUnitsOf(tx, [orderId]);
  return new Map(back.map((row) => [row.orderItemId, Number(row.units)]));
}

/** Writes one return with its lines, recorded by the owner; the caller holds the order's lock. Returns its id. */
export async function writeReturn(
  tx: Transaction,
  values: {
    orderId: number;
    note: string | null;
    recordedBy: number;
    lines: { orderItemId: number; quantity: number }[];
  },
): Promise<number> {
  const [recorded] = await tx
    .insert(orderReturns)
    .values({ orderId: values.orderId, note: values.note, recordedBy: values.recordedBy })
    .returning({ id: orderReturns.id });
  if (!recorded) throw new Error("return insert returned no row");
  await tx
    .insert(orderReturnLines)
    .values(
      values.lines.map((line) => ({ returnId: recorded.id, orderItemId: line.orderItemId, quantity: line.quantity })),
    );
  return recorded.id;
}

/** The order's returns, oldest first, each with its lines in the order they were written. */
export async function returnsOf(db: Db, orderId: number): Promise<ReturnRecord[]> {
  const rows = await db
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(asc(orderReturns.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderReturnLines)
    .where(
      inArray(
        orderReturnLines.returnId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderReturnLines.id));
  return rows.map((row) => ({
    id: row.id,
    note: row.note,
    recordedBy: row.recordedBy,
    createdAt: row.createdAt,
    lines: lines
      .filter((line) => line.returnId === row.id)
      .map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity })),
  }));
}

/** One return's lines, in the order they were written. */
export function returnLinesOf(tx: Db, returnId: number) {
  return tx
    .select({ itemId: orderReturnLines.orderItemId, quantity: orderReturnLines.quantity })
    .from(orderReturnLines)
    .where(eq(orderReturnLines.returnId, returnId))
    .orderBy(asc(orderReturnLines.id));
}

/** The units of these lines that came back in the order's returns before this one, per line. */
export function unitsReturnedBefore(tx: Db, orderId: number, returnId: number, itemIds: number[]) {
  return tx
    .select({
      itemId: orderReturnLines.orderItemId,
      quantity: sql<number>`sum(${orderReturnLines.quantity})::int`,
    })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(
      and(
        eq(orderReturns.orderId, orderId),
        lt(orderReturns.id, returnId),
        inArray(orderReturnLines.orderItemId, itemIds),
      ),
    )
    .groupBy(orderReturnLines.orderItemId);
}
