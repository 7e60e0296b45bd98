// Puts the demo catalogue (the @mayil/demo package) into a database: idempotent (existing slugs are left alone), run
// at start when empty. Loaded only then, or by `npm run seed`, so a shop without the demo never loads the package.

import { Money } from "@mayil/core/money/money";
import {
  categoryImagePath,
  type DemoNames,
  type DemoProduct,
  demoCatalogue,
  productImagePaths,
  subcategoryImagePath,
  variantImagePaths,
} from "@mayil/demo";
import { sql } from "drizzle-orm";
import { categories, productMedia, products, productVariants, subcategories } from "../all-tables";
import type { Database, Transaction } from "../database";
import { openLedger } from "../opening-ledger";

export interface SeedReport {
  categories: number;
  subcategories: number;
  products: number;
}

/** Inserts whatever of the demo catalogue is missing and reports how many rows it added. */
export async function seedDemoCatalogue(db: Database): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const report: SeedReport = { categories: 0, subcategories: 0, products: 0 };
    // Category ids are fixed: the home page's hero buttons point at 1 (daily wear) and 2 (traditional).
    const insertedCategories = await tx
      .insert(categories)
      .values(
        demoCatalogue.map((c, position) => ({
          id: c.id,
          name: c.name,
          slug: c.slug,
          description: c.description,
          ...namesOf(c),
          descriptionMl: c.names?.descriptionMl ?? null,
          descriptionHi: c.names?.descriptionHi ?? null,
          image: categoryImagePath(c.slug),
          position,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: categories.id });
    report.categories = insertedCategories.length;
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('categories', 'id'), greatest((select max(id) from categories), 1))`,
    );

    for (const category of demoCatalogue) {
      for (const [position, sub] of category.subcategories.entries()) {
        const [inserted] = await tx
          .insert(subcategories)
          .values({
            categoryId: category.id,
            name: sub.name,
            ...namesOf(sub),
            slug: sub.slug,
            image: subcategoryImagePath(sub.slug),
            position,
          })
          .onConflictDoNothing()
          .returning({ id: subcategories.id });
        if (inserted) report.subcategories++;
        const subcategoryId =
          inserted?.id ??
          (await tx.query.subcategories.findFirst({ where: (s, { eq }) => eq(s.slug, sub.slug) }))?.id ??
          null;
        for (const product of sub.products) {
          if (await insertProduct(tx, product, category.id, subcategoryId)) report.products++;
        }
      }
    }
    await openLedger(tx);
    // The home page's featured pieces: the first four, until the owner chooses her own.
    await tx.execute(sql`
      update products set featured = true
      where id in (select id from products where is_active order by id limit 4)
        and not exists (select 1 from products where featured)`);
    return report;
  });
}

/** A demo piece's Malayalam and Hindi names (decision 084); none: the shop shows the English. */
const namesOf = (piece: DemoNames) => ({ nameMl: piece.names?.ml ?? null, nameHi: piece.names?.hi ?? null });

async function insertProduct(
  tx: Transaction,
  product: DemoProduct,
  categoryId: number,
  subcategoryId: number | null,
): Promise<boolean> {
  const [row] = await tx
    .insert(products)
    .values({
      name: product.name,
      ...namesOf(product),
      slug: product.slug,
      description: product.description,
      descriptionMl: product.names?.descriptionMl ?? null,
      descriptionHi: product.names?.descriptionHi ?? null,
      // The demo catalogue writes prices as the API does ("499.00").
      price: Money.fromWire(product.price),
      stock: product.stock,
      categoryId,
      subcategoryId,
      colorGroup: product.colorGroup ?? null,
      colorName: product.colorName ?? null,
      colorNameMl: product.colorNames?.ml ?? null,
      colorNameHi: product.colorNames?.hi ?? null,
      colorCode: product.colorCode ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: products.id });
  if (!row) return false;

  const media: Array<typeof productMedia.$inferInsert> = [
    ...productImagePaths(product).map((url, position) => ({
      productId: row.id,
      kind: "image" as const,
      url,
      position,
    })),
    ...product.videos.map((url, position) => ({ productId: row.id, kind: "video" as const, url, position })),
  ];
  for (const [position, variant] of product.variants.entries()) {
    const [v] = await tx
      .insert(productVariants)
      .values({
        productId: row.id,
        colorName: variant.colorName,
        colorNameMl: variant.names?.ml ?? null,
        colorNameHi: variant.names?.hi ?? null,
        colorCode: variant.colorCode,
        price: Money.fromWire(variant.price),
        stock: variant.stock,
        position,
      })
      .returning({ id: productVariants.id });
    if (!v) continue;
    media.push(
      ...variantImagePaths(product, variant).map((url, p) => ({
        productId: row.id,
        variantId: v.id,
        kind: "image" as const,
        url,
        position: p,
      })),
    );
  }
  await tx.insert(productMedia).values(media);
  return true;
}
