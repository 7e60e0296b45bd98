// A product's slug: the spec's rule applied to its name, made unique across current and former slugs.
import { productSlug } from "@mayil/core/catalogue/slug";
import { and, eq, like, ne, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { productOldSlugs, products } from "./catalogue-tables";

/** The advisory lock key under which slugs are chosen (any fixed number no other lock of the shop uses). */
const SLUG_CHOICE_LOCK = 1_301_013;

/** What a name with no latin letters or digits (a Malayalam name, emoji) becomes: still a readable link. */
const FALLBACK_SLUG = "piece";

/**
 * The slug for `name`: productSlug(name), or with "-2", "-3"... when another product has it now or had it before (an
 * old link must keep finding the product it found). `productId` is the product being renamed: its own current and
 * former slugs are free for it. Call it with the transaction that then writes the slug.
 */
export async function uniqueProductSlug(
  db: Database | Transaction,
  name: string,
  productId: number | null = null,
): Promise<string> {
  // Slugs are chosen one transaction at a time across every process: two "Ruby Jhumka"s added at once would otherwise
  // both see "ruby-jhumka" free. Held until the caller's transaction ends, so its insert or rename is committed
  // before the next one looks. (Outside a transaction the lock ends with the statement and guards nothing.)
  await db.execute(sql`select pg_advisory_xact_lock(${SLUG_CHOICE_LOCK})`);
  const base = productSlug(name) || FALLBACK_SLUG;
  const pattern = `${base.replace(/[\\%_]/g, "\\$&")}-%`;
  // One after the other: inside a transaction both share one connection (pg refuses overlapping queries from pg@9).
  const current = await db
    .select({ slug: products.slug })
    .from(products)
    .where(
      and(
        or(eq(products.slug, base), like(products.slug, pattern)),
        productId === null ? undefined : ne(products.id, productId),
      ),
    );
  const former = await db
    .select({ slug: productOldSlugs.slug })
    .from(productOldSlugs)
    .where(
      and(
        or(eq(productOldSlugs.slug, base), like(productOldSlugs.slug, pattern)),
        productId === null ? undefined : ne(productOldSlugs.productId, productId),
      ),
    );
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
