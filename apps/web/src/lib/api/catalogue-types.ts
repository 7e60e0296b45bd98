// The catalogue API's shapes, inferred from packages/core's zod schemas (types only: zod stays out of the bundle).
export type {
  Category,
  Pagination,
  Product,
  ProductListResponse,
  RelatedProduct,
  Subcategory,
  Variant,
} from "@mayil/core/catalogue-schemas";
export type { PriceBand } from "@mayil/core/price-band";
