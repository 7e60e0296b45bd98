// The stock ledger's opening rows, in SQL over the tables alone: the seed writes them after inserting a catalogue, as
// migration 0007 did for the shop's existing stock. Here in db/, so seeding needs nothing from the server's modules.
import { sql } from "drizzle-orm";
import type { Transaction } from "./database";

/**
 * Opening rows for every product and colour that has stock but no ledger rows yet (a freshly seeded catalogue), so the
 * sum of each item's rows equals its stock. The same statements as migration 0007's.
 */
export async function openLedger(tx: Transaction): Promise<void> {
  await tx.execute(sql`
    insert into stock_movements (product_id, variant_id, change, reason, stock_after)
    select p.id, null, p.stock, 'opening', p.stock from products p
    where p.stock > 0 and not exists (select 1 from stock_movements m where m.product_id = p.id and m.variant_id is null)
    order by p.id`);
  await tx.execute(sql`
    insert into stock_movements (product_id, variant_id, change, reason, stock_after)
    select v.product_id, v.id, v.stock, 'opening', v.stock from product_variants v
    where v.stock > 0 and not exists (select 1 from stock_movements m where m.variant_id = v.id)
    order by v.id`);
}
