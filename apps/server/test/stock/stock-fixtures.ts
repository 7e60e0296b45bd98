// The owner's stock desk as the tests drive it: adjustments and the movements list over HTTP, and exact counts set
// through the ledger (a correction), so the ledger still adds up afterwards (shop-fixtures' setStock writes the column
// behind the ledger's back).
import type { StockMovement } from "@mayil/core/stock/stock-adjustment-schemas";
import type { Owner, Response } from "../orders/desk-fixtures";
import { stockOf, variantStockOf } from "../shop-fixtures";
import type { TestShop } from "../test-app";

export interface Item {
  product_id: number;
  variant_id?: number | null;
}

export function adjust(
  owner: Pick<Owner, "call">,
  body: Item & { change: number; reason: string; note?: string },
): Promise<Response<{ movement: StockMovement }>> {
  return owner.call<{ movement: StockMovement }>("POST", "/api/owner/stock-adjustments", body);
}

/** An item's ledger rows, newest first; fails the test when the list does not respond 200. */
export async function movementsOf(owner: Pick<Owner, "call">, item: Item): Promise<StockMovement[]> {
  const query = new URLSearchParams({ product_id: String(item.product_id) });
  if (item.variant_id) query.set("variant_id", String(item.variant_id));
  const response = await owner.call<{ movements: StockMovement[] }>("GET", `/api/owner/stock-movements?${query}`);
  if (response.status !== 200) throw new Error(`stock movements responded ${response.status}: ${response.body.error}`);
  return response.body.movements;
}

/** The item's count as stored. */
export const countOf = (shop: TestShop, item: Item) =>
  item.variant_id ? variantStockOf(shop, item.variant_id) : stockOf(shop, item.product_id);

/** Sets the item's count to exactly `count` with a correction through the API (nothing when it is already there). */
export async function setCount(shop: TestShop, owner: Pick<Owner, "call">, item: Item, count: number): Promise<void> {
  const change = count - (await countOf(shop, item));
  if (change === 0) return;
  const response = await adjust(owner, { ...item, change, reason: "correction", note: "test count" });
  if (response.status !== 201) throw new Error(`the correction responded ${response.status}: ${response.body.error}`);
}
