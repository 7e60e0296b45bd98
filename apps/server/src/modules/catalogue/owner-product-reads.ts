// The owner's product list: newest first, searched by name, by category, on sale or archived, low or out of stock.
// A piece is counted as the shop shows it: its own count plus its colours' on sale (decision 027).
import type { Pagination } from "@mayil/core/catalogue/catalogue-schemas";
import type { OwnerProductListQuery, OwnerProductSummary } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { and, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { pieceStock } from "../stock";
import { products } from "./catalogue-tables";
import { rupeesOf } from "./owner-product-view";
import { containsPattern } from "./product-filters";
import { mediaUrl } from "./product-view";

// Asked per product row of the page. Written out with the table's name: inside a query on one table Drizzle names
// columns without it ("id"), which a subquery would read as its own table's column.
const ACTIVE_COLOURS = `from product_variants v where v.product_id = "products"."id" and v.is_active`;
const colourCount = sql<number>`${sql.raw(`(select count(*) ${ACTIVE_COLOURS})::int`)}`;
/** Its own photo first, else a colour's; the main one (position 0) first. */
const mainImage = sql<string | null>`${sql.raw(
  `(select m.url from product_media m where m.product_id = "products"."id" and m.kind = 'image'
    order by (m.variant_id is null) desc, m.position, m.id limit 1)`,
)}`;
/** Its stock as the shop shows it is at most `units`. */
const atOrBelow = (units: number) => sql<boolean>`(${pieceStock} <= ${units})`;

export async function listOwnerProducts(
  db: Database,
  query: OwnerProductListQuery,
  lowStockThreshold: number,
): Promise<{ products: OwnerProductSummary[]; pagination: Pagination; low_stock_threshold: number }> {
  const conditions: (SQL | undefined)[] = [
    query.status === "on_sale"
      ? eq(products.isActive, true)
      : query.status === "draft"
        ? and(eq(products.isActive, true), eq(products.isDraft, true))
        : query.status === "archived"
          ? eq(products.isActive, false)
          : undefined,
    query.category_id === undefined ? undefined : eq(products.categoryId, query.category_id),
    query.q ? ilike(products.name, containsPattern(query.q)) : undefined,
    query.stock === "low" ? atOrBelow(lowStockThreshold) : query.stock === "out" ? atOrBelow(0) : undefined,
  ];
  const where = and(...conditions);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(products).where(where);
  const total = Number(counted?.total ?? 0);
  const rows = await db
    .select({
      product: products,
      units: pieceStock,
      low: atOrBelow(lowStockThreshold),
      colours: colourCount,
      image: mainImage,
    })
    .from(products)
    .where(where)
    .orderBy(desc(products.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    products: rows.map(({ product, units, low, colours, image }) => ({
      id: product.id,
      name: product.name,
      slug: product.slug,
      price: rupeesOf(product.price),
      stock: Number(units),
      low_stock: low === true,
      image: image ? mediaUrl(image) : null,
      category_id: product.categoryId,
      subcategory_id: product.subcategoryId,
      colour_count: Number(colours),
      featured: product.featured,
      archived: !product.isActive,
      draft: product.isDraft,
    })),
    pagination: { total, hasMore: query.page * query.limit < total, page: query.page, limit: query.limit },
    low_stock_threshold: lowStockThreshold,
  };
}

/**
 * Pieces on sale whose stock as the shop shows it (own count plus colours on sale, decision 027) is at or below
 * `lowStockThreshold`: the same pieces the list's "Low stock" filter shows, counted for the desk's Today.
 */
export async function countLowStockPieces(db: Database, lowStockThreshold: number): Promise<number> {
  const [low] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.isActive, true), atOrBelow(lowStockThreshold)));
  return Number(low?.count ?? 0);
}
