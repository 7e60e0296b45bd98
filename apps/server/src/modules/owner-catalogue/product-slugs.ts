// A product's slug: the spec's rule applied to its name, made unique across current and former slugs.
import { productSlug } from "@mayil/core/slug";
import { and, eq, like, ne, or } from "drizzle-orm";
import { productOldSlugs } from "../../db/back-office-schema";
import type { Database, Transaction } from "../../db/database";
import { products } from "../../db/schema";
import { sqlStateOf } from "../../db/transaction";

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

/** SQLSTATE unique_violation: products.slug or product_old_slugs.slug already taken. */
const UNIQUE_VIOLATION = "23505";
const SLUG_ATTEMPTS = 3;

/**
 * Runs a write that chose a slug with uniqueProductSlug, again when another owner's write took the same slug between
 * the choice and the commit (two "Ruby Jhumka"s added at once): the next attempt sees it taken and picks "-2".
 */
export async function withFreshSlug<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= SLUG_ATTEMPTS || sqlStateOf(error) !== UNIQUE_VIOLATION) throw error;
    }
  }
}
