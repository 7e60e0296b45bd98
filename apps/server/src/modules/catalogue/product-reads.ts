// The shop's products as the storefront reads them: a list's page with its count, a product by id, slug or a slug it
// had before, its relatives, the sitemap's slugs and products by id. One job, kept in one class because its
// statements are prepared once and shared by every read (productsByIds above all).
import type { Product, ProductListQuery, RelatedProduct } from "@mayil/core/catalogue/catalogue-schemas";
import type { TranslatedLanguage } from "@mayil/core/languages/languages";
import { type AnyColumn, and, asc, desc, eq, ne, notInArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { productOnSale } from "../../db/on-sale";
import { Gone, NotFound } from "../../domain-errors";
import { pieceStock } from "../stock";
import { productMedia, productOldSlugs, products, productVariants } from "./catalogue-tables";
import { MatchCounts } from "./match-counts";
import { type ProductFilter, productConditions } from "./product-filters";
import { assembleProduct, type MediaJson, toProduct, toRelatedProduct, type VariantJson } from "./product-view";

/** A list's page and order, as the list endpoints take them. */
export type SortQuery = Pick<ProductListQuery, "page" | "limit" | "sort_by" | "sort_order">;
type PreparedPage = ReturnType<ReturnType<ProductReads["pageQuery"]>["prepare"]>;

/** What the public product endpoints response (410) for a product the owner archived; the product page shows it. */
export const PRODUCT_GONE_MESSAGE = "This piece is no longer available.";

/** `column = any(:ids)`: one array parameter, so the statement can be prepared once whatever the number of ids. */
const anyOf = (column: AnyColumn) => sql`${column} = any(${sql.placeholder("ids")}::int[])`;

export class ProductReads {
  // Prepared once per process (and per connection on a server): the hottest statements skip query building and
  // PostgreSQL's planning on every request. Variants and media are folded in as JSON, and a list's page is picked
  // inside the same statement: each round trip to the database costs more CPU here (a socket write and a wake-up of
  // the other side) than the query itself.
  private readonly details;
  /** The whole catalogue's pages, one statement per order (see wholeCataloguePage). */
  private readonly wholeCataloguePages = new Map<string, PreparedPage>();
  private readonly counts = new MatchCounts();

  constructor(private readonly db: Database) {
    this.details = this.detailsQuery(anyOf(products.id)).prepare("catalogue_products_by_ids");
  }

  /** Products with their colours on sale and their media, those matching `where`. */
  private detailsQuery(where: SQL) {
    return this.db
      .select({
        product: products,
        // Only colours on sale: a colour the owner removed stays in the table for the orders and ledger rows naming
        // it, but no shopper may pick it. Prices as text: through JSON, numeric would become a binary float.
        // "products"."id" written out: drizzle names a column of the only table unqualified, which inside these
        // subqueries would mean the variant's or photo's own id.
        variants: sql<VariantJson[]>`coalesce((
          select json_agg(json_build_object(
            'id', v.id, 'colorName', v.color_name, 'colorNameMl', v.color_name_ml, 'colorNameHi', v.color_name_hi,
            'colorCode', v.color_code, 'price', v.price::text, 'stock', v.stock
          ) order by v.position, v.id)
          from ${productVariants} v where v.product_id = "products"."id" and v.is_active), '[]'::json)`,
        media: sql<MediaJson[]>`coalesce((
          select json_agg(json_build_object('variantId', m.variant_id, 'kind', m.kind, 'url', m.url)
            order by m.position, m.id)
          from ${productMedia} m where m.product_id = "products"."id"), '[]'::json)`,
      })
      .from(products)
      .where(where);
  }

  /**
   * One page of a list with its products' details, in the list's order, as one statement (one round trip): an inner
   * select picks the page's ids along the order's index, and the details are read for those alone. `limit` and
   * `offset` are placeholders, so the statement is the same for every page.
   */
  private pageQuery(where: SQL, orderBy: SQL) {
    const pageIds = this.db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(orderBy)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"));
    return this.detailsQuery(sql`${products.id} = any(array(${pageIds}))`).orderBy(orderBy);
  }

  /** Forgets the lists' match counts: the catalogue has changed. */
  forget(): void {
    this.counts.forget();
  }

  /**
   * A product by id, by slug, or by a slug it had before a rename (the response's `slug` is then the new one, so the
   * storefront can put it in the address bar). 404 when unknown; 410 when the owner has archived it, so its page can
   * say it is no longer sold rather than that it never existed.
   */
  async getProduct(where: { id: number } | { slug: string }, language?: TranslatedLanguage): Promise<Product> {
    const row = "id" in where ? await this.productRow(eq(products.id, where.id)) : await this.productBySlug(where.slug);
    // A draft is not on sale yet: to a shopper it does not exist (nor its link, which may be shared too early).
    if (!row || row.isDraft) throw new NotFound("Product not found");
    if (!row.isActive) throw new Gone(PRODUCT_GONE_MESSAGE);
    const [product] = await this.productsByIds([row.id], language);
    if (!product) throw new NotFound("Product not found");
    return product;
  }

  /** Its current slug first: a slug given up by one product may not name another now, but be sure. */
  private async productBySlug(slug: string) {
    const current = await this.productRow(eq(products.slug, slug));
    if (current) return current;
    const [former] = await this.db
      .select({ id: products.id, isActive: products.isActive, isDraft: products.isDraft })
      .from(productOldSlugs)
      .innerJoin(products, eq(products.id, productOldSlugs.productId))
      .where(eq(productOldSlugs.slug, slug));
    return former;
  }

  private async productRow(where: SQL) {
    const [row] = await this.db
      .select({ id: products.id, isActive: products.isActive, isDraft: products.isDraft })
      .from(products)
      .where(where);
    return row;
  }

  /** The same design in other colours first, then up to `limit` similar pieces from its subcategory. */
  async relatedProducts(id: number, limit: number, language?: TranslatedLanguage): Promise<RelatedProduct[]> {
    const [product] = await this.db
      .select({
        id: products.id,
        colorGroup: products.colorGroup,
        categoryId: products.categoryId,
        subcategoryId: products.subcategoryId,
      })
      .from(products)
      .where(and(eq(products.id, id), productOnSale()));
    if (!product) throw new NotFound("Product not found");

    const { colorGroup } = product;
    const otherColours = colorGroup
      ? await this.db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.colorGroup, colorGroup), ne(products.id, id), productOnSale()))
          .orderBy(asc(products.id))
      : [];
    const similar = await this.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          product.subcategoryId === null
            ? eq(products.categoryId, product.categoryId)
            : eq(products.subcategoryId, product.subcategoryId),
          notInArray(products.id, [id, ...otherColours.map((p) => p.id)]),
          productOnSale(),
        ),
      )
      // Pieces a shopper can buy come first: its own count or a colour on sale (decision 027).
      .orderBy(desc(sql`${pieceStock} > 0`), asc(products.id))
      .limit(limit);
    const [colours, pieces] = await Promise.all([
      this.productsByIds(
        otherColours.map((p) => p.id),
        language,
      ),
      this.productsByIds(
        similar.map((p) => p.id),
        language,
      ),
    ]);
    return [
      ...colours.map((p) => toRelatedProduct(p, "color")),
      ...pieces.map((p) => toRelatedProduct(p, "subcategory")),
    ];
  }

  /** One page of the products `filter` finds, in `sort`'s order, with how many it finds in all. */
  async page(sort: SortQuery, filter: ProductFilter, language?: TranslatedLanguage) {
    const { page, limit } = sort;
    const where = productConditions(products, filter) ?? sql`true`;
    const bounds = { limit, offset: (page - 1) * limit };
    const [rows, total] = await Promise.all([
      isWholeCatalogue(filter)
        ? this.wholeCataloguePage(sort).execute(bounds)
        : this.pageQuery(where, orderOf(sort)).execute(bounds),
      this.counts.of(filter, async () => {
        const [row] = await this.db.select({ total: sql<number>`count(*)::int` }).from(products).where(where);
        return row?.total ?? 0;
      }),
    ]);
    return {
      products: rows.map((row) => toProduct(assembleProduct(row), language)),
      pagination: { total, hasMore: page * limit < total, page, limit },
    };
  }

  /** The list with no filter (the list pages' own query), prepared once per order. */
  private wholeCataloguePage(sort: SortQuery) {
    const order = `${sort.sort_by}_${sort.sort_order}` as const;
    const known = this.wholeCataloguePages.get(order);
    if (known) return known;
    const everyActivePiece = productConditions(products, {}) ?? sql`true`;
    const query = this.pageQuery(everyActivePiece, orderOf(sort)).prepare(`catalogue_page_${order}`);
    this.wholeCataloguePages.set(order, query);
    return query;
  }

  /** The slugs of the products on sale, oldest first, at most `limit` of them: the sitemap's product pages. */
  async slugsOnSale(limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ slug: products.slug })
      .from(products)
      .where(productOnSale())
      .orderBy(asc(products.id))
      .limit(limit);
    return rows.map((row) => row.slug);
  }

  /** The products on sale among `ids`, in that order, named in `language` (English where none was given). */
  async productsByIds(ids: number[], language?: TranslatedLanguage): Promise<Product[]> {
    if (ids.length === 0) return [];
    const rows = await this.details.execute({ ids });
    const byId = new Map(rows.map((row) => [row.product.id, toProduct(assembleProduct(row), language)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}

/** The order of a list: by price or by when the piece was added (id), ties by id, either way. */
function orderOf(sort: Pick<SortQuery, "sort_by" | "sort_order">): SQL {
  const order = sort.sort_order === "desc" ? sql`desc` : sql`asc`;
  return sort.sort_by === "price"
    ? sql`${products.price} ${order}, ${products.id} ${order}`
    : sql`${products.id} ${order}`;
}

/**
 * No filter at all: every active piece (the list pages' own query, worth a prepared statement per order). Any field
 * set, including one added later, means a filter.
 */
function isWholeCatalogue(filter: ProductFilter): boolean {
  return Object.entries(filter).every(
    ([field, value]) => value === undefined || value === "" || (field === "priceBand" && value === "all"),
  );
}
