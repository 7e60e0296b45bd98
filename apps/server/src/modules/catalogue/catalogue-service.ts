// Reads the public catalogue: categories, subcategories, product lists, search, a product and its relatives.
import type {
  Category,
  Pagination,
  Product,
  ProductListQuery,
  ProductsInGroupQuery,
  RelatedProduct,
  Subcategory,
} from "@mayil/core/catalogue-schemas";
import { type AnyColumn, and, asc, desc, eq, ilike, isNull, ne, notInArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { categories, type productMedia, products, subcategories } from "../../db/schema";
import { notFound } from "../../http/http-error";
import { containsPattern, type ProductFilter, productConditions } from "./product-filters";
import { mediaUrl, type ProductRow, toProduct, toRelatedProduct } from "./product-view";

type SortQuery = Pick<ProductListQuery, "page" | "limit" | "sort_by" | "sort_order">;

type Ordered = { position: AnyColumn; id: AnyColumn };
const byPosition = (t: Ordered) => [asc(t.position), asc(t.id)];

/** Variants and media ride along with every product in one query (no query per product). */
const productDetails = {
  media: { where: (m: typeof productMedia._.columns) => isNull(m.variantId), orderBy: byPosition },
  variants: { orderBy: byPosition, with: { media: { orderBy: byPosition } } },
} as const;

export class CatalogueService {
  constructor(private readonly db: Database) {}

  async listCategories(): Promise<Category[]> {
    const rows = await this.db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
    return rows.map(toCategory);
  }

  async getCategory(id: number): Promise<Category> {
    const [row] = await this.db.select().from(categories).where(eq(categories.id, id));
    if (!row) throw notFound("Category not found");
    return toCategory(row);
  }

  async listSubcategories(categoryId?: number): Promise<Subcategory[]> {
    if (categoryId !== undefined) await this.getCategory(categoryId);
    const rows = await this.db
      .select()
      .from(subcategories)
      .where(categoryId === undefined ? undefined : eq(subcategories.categoryId, categoryId))
      .orderBy(asc(subcategories.categoryId), asc(subcategories.position), asc(subcategories.id));
    return rows.map(toSubcategory);
  }

  async getSubcategory(where: { id: number } | { slug: string }): Promise<Subcategory> {
    const [row] = await this.db
      .select()
      .from(subcategories)
      .where("id" in where ? eq(subcategories.id, where.id) : eq(subcategories.slug, where.slug));
    if (!row) throw notFound("Subcategory not found");
    return toSubcategory(row);
  }

  async listProducts(query: ProductListQuery): Promise<{ products: Product[]; pagination: Pagination }> {
    return this.page(query, {
      categoryId: query.category_id,
      subcategoryId: query.subcategory_id,
      ...filterOf(query),
    });
  }

  async listCategoryProducts(categoryId: number, query: ProductsInGroupQuery) {
    const category = await this.getCategory(categoryId);
    return { ...(await this.page(query, { ...filterOf(query), categoryId })), category };
  }

  async listSubcategoryProducts(where: { id: number } | { slug: string }, query: ProductsInGroupQuery) {
    const subcategory = await this.getSubcategory(where);
    return { ...(await this.page(query, { ...filterOf(query), subcategoryId: subcategory.id })), subcategory };
  }

  async getProduct(where: { id: number } | { slug: string }): Promise<Product> {
    const row = await this.db.query.products.findFirst({
      where: (p) => and(eq(p.isActive, true), "id" in where ? eq(p.id, where.id) : eq(p.slug, where.slug)),
      with: productDetails,
    });
    if (!row) throw notFound("Product not found");
    return toProduct(row as ProductRow);
  }

  /** Up to `limit` products whose name or description contains the term; name matches first. */
  async searchProducts(term: string, limit: number): Promise<Product[]> {
    const pattern = containsPattern(term);
    const startsWith = pattern.slice(1);
    const rows = await this.db.query.products.findMany({
      where: (p) => productConditions(p, { search: term }),
      orderBy: (p) => [desc(ilike(p.name, startsWith)), desc(ilike(p.name, pattern)), asc(p.name), asc(p.id)],
      limit,
      with: productDetails,
    });
    return rows.map((row) => toProduct(row as ProductRow));
  }

  /** The same design in other colours first, then up to `limit` similar pieces from its subcategory. */
  async relatedProducts(id: number, limit: number): Promise<RelatedProduct[]> {
    const [product] = await this.db
      .select({
        id: products.id,
        colorGroup: products.colorGroup,
        categoryId: products.categoryId,
        subcategoryId: products.subcategoryId,
      })
      .from(products)
      .where(and(eq(products.id, id), eq(products.isActive, true)));
    if (!product) throw notFound("Product not found");

    const { colorGroup } = product;
    const otherColours = colorGroup
      ? await this.db.query.products.findMany({
          where: (p) => and(eq(p.colorGroup, colorGroup), ne(p.id, id), eq(p.isActive, true)),
          orderBy: (p) => [asc(p.id)],
          with: productDetails,
        })
      : [];
    const exclude = [id, ...otherColours.map((p) => p.id)];
    const similar = await this.db.query.products.findMany({
      where: (p) =>
        and(
          product.subcategoryId === null
            ? eq(p.categoryId, product.categoryId)
            : eq(p.subcategoryId, product.subcategoryId),
          notInArray(p.id, exclude),
          eq(p.isActive, true),
        ),
      // Pieces a shopper can buy come first.
      orderBy: (p) => [desc(sql`${p.stock} > 0`), asc(p.id)],
      limit,
      with: productDetails,
    });
    return [
      ...otherColours.map((row) => toRelatedProduct(toProduct(row as ProductRow), "color")),
      ...similar.map((row) => toRelatedProduct(toProduct(row as ProductRow), "subcategory")),
    ];
  }

  private async page(sort: SortQuery, filter: ProductFilter) {
    const { page, limit } = sort;
    const direction = sort.sort_order === "desc" ? desc : asc;
    const [rows, total] = await Promise.all([
      this.db.query.products.findMany({
        where: (p) => productConditions(p, filter),
        orderBy: (p) => (sort.sort_by === "price" ? [direction(p.price), direction(p.id)] : [direction(p.id)]),
        limit,
        offset: (page - 1) * limit,
        with: productDetails,
      }),
      this.db.$count(products, productConditions(products, filter) as SQL),
    ]);
    return {
      products: rows.map((row) => toProduct(row as ProductRow)),
      pagination: { total, hasMore: page * limit < total, page, limit },
    };
  }
}

function filterOf(query: ProductsInGroupQuery): ProductFilter {
  return {
    priceBand: query.price_range,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    search: query.search || undefined,
  };
}

function toCategory(row: typeof categories.$inferSelect): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: row.image ? mediaUrl(row.image) : null,
  };
}

function toSubcategory(row: typeof subcategories.$inferSelect): Subcategory {
  return {
    id: row.id,
    category_id: row.categoryId,
    name: row.name,
    slug: row.slug,
    image: row.image ? mediaUrl(row.image) : null,
  };
}
