// The catalogue's reads as the storefront's routes, the cart, the wishlist and the page server call them: the
// categories (category-reads.ts), the product lists and pages (product-reads.ts) and search (product-search.ts), put
// together where a list is filtered by a search or shown with its category, and told together when the catalogue
// changes.
import type {
  Category,
  Pagination,
  Product,
  ProductListQuery,
  ProductsInGroupQuery,
  RelatedProduct,
  Subcategory,
} from "@mayil/core/catalogue/catalogue-schemas";
import type { TranslatedLanguage } from "@mayil/core/languages/languages";
import type { Database } from "../../db/database";
import { CategoryReads } from "./category-reads";
import { type OptionNow, optionsNow } from "./options-now";
import type { ProductFilter } from "./product-filters";
import { ProductReads } from "./product-reads";
import { ProductSearch } from "./product-search";
import type { SearchInMemory } from "./search-in-memory";

export class CatalogueService {
  private readonly categories: CategoryReads;
  private readonly products: ProductReads;
  private readonly search: ProductSearch;

  constructor(
    private readonly db: Database,
    /** Where suggestions are found when not in the database: the embedded database's in-memory copy (decision 019). */
    searchInMemory?: SearchInMemory,
  ) {
    this.categories = new CategoryReads(db);
    this.products = new ProductReads(db);
    this.search = new ProductSearch(db, this.products, searchInMemory);
  }

  /** Forgets what this service remembers of the catalogue (match counts, search's copy, spellings): it has changed. */
  catalogueChanged(): void {
    this.products.forget();
    this.search.forget();
  }

  // Every read takes the language its names and descriptions are wanted in: undefined is English; Malayalam or
  // Hindi give the owner's names in it, English where she gave none (decision 084).

  listCategories(language?: TranslatedLanguage): Promise<Category[]> {
    return this.categories.listCategories(language);
  }

  getCategory(id: number, language?: TranslatedLanguage): Promise<Category> {
    return this.categories.getCategory(id, language);
  }

  listSubcategories(categoryId?: number, language?: TranslatedLanguage): Promise<Subcategory[]> {
    return this.categories.listSubcategories(categoryId, language);
  }

  getSubcategory(where: { id: number } | { slug: string }, language?: TranslatedLanguage): Promise<Subcategory> {
    return this.categories.getSubcategory(where, language);
  }

  async listProducts(query: ProductListQuery): Promise<{ products: Product[]; pagination: Pagination }> {
    return this.products.page(
      query,
      {
        categoryId: query.category_id,
        subcategoryId: query.subcategory_id,
        featured: query.featured,
        ...(await this.filterOf(query)),
      },
      query.lang,
    );
  }

  async listCategoryProducts(categoryId: number, query: ProductsInGroupQuery) {
    const category = await this.getCategory(categoryId, query.lang);
    return {
      ...(await this.products.page(query, { ...(await this.filterOf(query)), categoryId }, query.lang)),
      category,
    };
  }

  async listSubcategoryProducts(where: { id: number } | { slug: string }, query: ProductsInGroupQuery) {
    const subcategory = await this.getSubcategory(where, query.lang);
    return {
      ...(await this.products.page(
        query,
        { ...(await this.filterOf(query)), subcategoryId: subcategory.id },
        query.lang,
      )),
      subcategory,
    };
  }

  private async filterOf(query: ProductsInGroupQuery): Promise<ProductFilter> {
    return {
      priceBand: query.price_range,
      minPrice: query.min_price,
      maxPrice: query.max_price,
      search: query.search ? await this.search.queryOf(query.search) : undefined,
    };
  }

  /** A product by id, by slug or by a slug it had before a rename: 404 when unknown, 410 when archived. */
  getProduct(where: { id: number } | { slug: string }, language?: TranslatedLanguage): Promise<Product> {
    return this.products.getProduct(where, language);
  }

  /**
   * Up to `limit` products a shopper's search term finds, best first (product-search.ts): by any of their names,
   * English, Malayalam or Hindi, whatever `language` they are then shown in.
   */
  searchProducts(term: string, limit: number, language?: TranslatedLanguage): Promise<Product[]> {
    return this.search.searchProducts(term, limit, language);
  }

  /** The same design in other colours first, then up to `limit` similar pieces from its subcategory. */
  relatedProducts(id: number, limit: number, language?: TranslatedLanguage): Promise<RelatedProduct[]> {
    return this.products.relatedProducts(id, limit, language);
  }

  /** The slugs of the products on sale, oldest first, at most `limit` of them: the sitemap's product pages. */
  slugsOnSale(limit: number): Promise<string[]> {
    return this.products.slugsOnSale(limit);
  }

  /** Each option the lines name as it is now: its colour, price and stock (the cart's lines, decision 078). */
  optionsNow(lines: { productId: number; variantId: number | null }[]): Promise<Map<string, OptionNow>> {
    return optionsNow(this.db, lines);
  }

  /** The products on sale among `ids`, in that order, named in `language` (English where none was given). */
  productsByIds(ids: number[], language?: TranslatedLanguage): Promise<Product[]> {
    return this.products.productsByIds(ids, language);
  }
}
