// Grows a seeded catalogue to a given size with plausible products (each with two photos), in a few SQL statements.
import { sql } from "drizzle-orm";
import type { Database } from "../apps/server/src/db/database";

export async function generateProducts(db: Database, total: number): Promise<void> {
  await db.execute(sql`
    insert into products (name, slug, description, price, stock, category_id, subcategory_id)
    select initcap(w.word) || ' ' || initcap(k.kind) || ' No. ' || n,
           'bench-product-' || n,
           'Handpicked ' || k.kind || ' with a ' || w.word || ' finish, light enough for every day. Batch ' || md5(n::text),
           49 + ((n * 37) % 2452), (n * 13) % 40,
           s.category_id, s.id
    from generate_series(1, ${total}) as n
    cross join lateral (select (array['gold','silver','pearl','ruby','emerald','antique','rose','oxidised'])[1 + n % 8] as word) w
    cross join lateral (select (array['earrings','necklace','bangle','ring','anklet','jhumka','chain','pendant'])[1 + (n / 8) % 8] as kind) k
    cross join lateral (select id, category_id from subcategories order by id offset (n % (select count(*) from subcategories)) limit 1) s`);
  await db.execute(sql`
    insert into product_media (product_id, kind, url, position)
    select p.id, 'image', 'products/pearl-drop-studs-' || pos || '.webp', pos - 1
    from products p cross join generate_series(1, 2) as pos
    where p.slug like 'bench-%'`);
  await db.execute(sql`vacuum analyze`);
}
