// Units that came back from a shipped or completed order: some of some lines, recorded as a return with its lines, the
// units put back on the shelf through the stock module (ledger reason order_returned) in the same transaction. The
// order's row lock makes two returns of one order take turns, so the second counts what the first gave back and no
// line ever comes back more often than it was sold. Once every unit is back the order is returned; "Mark returned"
// (orders' move) records a return of whatever is left, so the returns and the ledger always agree and stock comes
// back once. The order's lines as sold are orders', handed in by the caller.

import { nameWithOption } from "@mayil/core/catalogue/piece-options";
import type { Transaction } from "../../db/database";
import { Conflict, InvalidInput } from "../../domain-errors";
import { releaseStock } from "../stock";
import type { DeskOwner, LockedOrder, SoldLine } from "./order-part";
import { unitsBackOf, writeReturn } from "./returns";

/** One line of a return as the timeline and the customer's message name it. */
export interface ReturnedLine {
  orderItemId: number;
  name: string;
  colorName: string | null;
  quantity: number;
}

/** Each line of the order (its lines as sold, from orders) with the units still out with the customer. */
async function linesStillOut(tx: Transaction, orderId: number, sold: SoldLine[]) {
  const backOf = await unitsBackOf(tx, orderId);
  return sold.map((item) => ({ item, out: item.quantity - (backOf.get(item.id) ?? 0) }));
}

/**
 * Writes one return with its lines and puts exactly those units back (ledger reason order_returned, the order named),
 * under the order's lock the caller holds. Refuses a line not on the order (400) and more units than are still out
 * (409, naming the line and how many can still come back). Returns the lines and whether every unit is now back.
 */
export async function returnUnits(
  tx: Transaction,
  row: LockedOrder,
  sold: SoldLine[],
  wanted: { orderItemId: number; quantity: number }[],
  owner: DeskOwner,
  note: string | null,
): Promise<{ returnId: number; lines: ReturnedLine[]; everythingBack: boolean }> {
  const out = await linesStillOut(tx, row.id, sold);
  const lines: ReturnedLine[] = [];
  const stock = [];
  for (const want of wanted) {
    const line = out.find(({ item }) => item.id === want.orderItemId);
    if (!line) {
      throw new InvalidInput(`order_item_id ${want.orderItemId} is not a line of ${row.orderNumber}`, "order_item_id");
    }
    const name = nameWithOption(line.item.productName, line.item.optionName);
    if (want.quantity > line.out) {
      throw new Conflict(
        line.out === 0
          ? `Every unit of ${name} on ${row.orderNumber} has already come back`
          : `Only ${line.out} of ${name} on ${row.orderNumber} can still come back, not ${want.quantity}`,
      );
    }
    lines.push({
      orderItemId: line.item.id,
      name: line.item.productName,
      colorName: line.item.optionName,
      quantity: want.quantity,
    });
    stock.push({
      productId: line.item.productId,
      variantId: line.item.variantId,
      colorName: line.item.colorName,
      quantity: want.quantity,
    });
  }
  const returnId = await writeReturn(tx, { orderId: row.id, note, recordedBy: owner.userId, lines });
  // Lock order: the order (2) is held; releaseStock takes the products, then the colours (3, 4).
  await releaseStock(tx, stock, { reason: "order_returned", orderId: row.id, byUserId: owner.userId });
  const stillOut = out.reduce(
    (units, line) => units + line.out - (lines.find((back) => back.orderItemId === line.item.id)?.quantity ?? 0),
    0,
  );
  return { returnId, lines, everythingBack: stillOut === 0 };
}

/** Every unit still out with the customer, as a return's lines (for "Mark returned"). */
export async function everythingStillOut(tx: Transaction, orderId: number, sold: SoldLine[]) {
  const out = await linesStillOut(tx, orderId, sold);
  return out.filter((line) => line.out > 0).map((line) => ({ orderItemId: line.item.id, quantity: line.out }));
}

/** The timeline's record of a return: its lines as sold. */
export const returnDetails = (returnId: number, lines: ReturnedLine[]) => ({
  return_id: returnId,
  lines: lines.map((line) => ({
    order_item_id: line.orderItemId,
    name: line.name,
    color_name: line.colorName,
    quantity: line.quantity,
  })),
});
