// A product's slug: the spec's rule applied to its name, made unique across current and former slugs.
import { productSlug } from "@mayil/core/slug";
import { and, eq, like, ne, or, sql } from "drizzle-orm";
import { productOldSlugs } from "../../db/back-office-schema";
import type { Database, Transaction } from "../../db/database";
import { products } from "../../db/schema";

/** What a name with no latin letters or digits (a Malayalam name, emoji) becomes: still a readable link. */
const FALLBACK_SLUG = "piece";

/**
 * The slug for `name`: productSlug(name), or with "-2", "-3"... when another product has it now or had it before (an
 * old link must keep finding the product it found). `productId` is the product being renamed: its own current and
 * former slugs are free for it.
 */
export async function uniqueProductSlug(
  db: Database | Transaction,
  name: string,
  productId: number | null = null,
): Promise<string> {
  const base = productSlug(name) || FALLBACK_SLUG;
  const pattern = `${base.replace(/[\\%_]/g, "\\$&")}-%`;
  const [current, former] = await Promise.all([
    db
      .select({ slug: products.slug })
      .from(products)
      .where(
        and(
          or(eq(products.slug, base), like(products.slug, pattern)),
          productId === null ? undefined : ne(products.id, productId),
        ),
      ),
    db
      .select({ slug: productOldSlugs.slug })
      .from(productOldSlugs)
      .where(
        and(
          or(eq(productOldSlugs.slug, base), like(productOldSlugs.slug, pattern)),
          productId === null ? undefined : ne(productOldSlugs.productId, productId),
        ),
      ),
  ]);
  const taken = new Set([...current, ...former].map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Slugs for several new products at once (a spreadsheet import), by uniqueProductSlug's rule: each unique against
 * current and former slugs and against the others in the list, in list order. Two statements however many names.
 */
export async function uniqueProductSlugs(db: Database | Transaction, names: string[]): Promise<string[]> {
  const bases = names.map((name) => productSlug(name) || FALLBACK_SLUG);
  if (bases.length === 0) return [];
  // A base is [a-z0-9-] only, so it is safe inside a regular expression; only "base" and "base-N" can be taken.
  const pattern = `^(${[...new Set(bases)].join("|")})(-[0-9]+)?$`;
  const [current, former] = await Promise.all([
    db.select({ slug: products.slug }).from(products).where(sql`${products.slug} ~ ${pattern}`),
    db.select({ slug: productOldSlugs.slug }).from(productOldSlugs).where(sql`${productOldSlugs.slug} ~ ${pattern}`),
  ]);
  const taken = new Set([...current, ...former].map((row) => row.slug));
  return bases.map((base) => {
    let candidate = base;
    for (let n = 2; taken.has(candidate); n++) candidate = `${base}-${n}`;
    taken.add(candidate);
    return candidate;
  });
}
