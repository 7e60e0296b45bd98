// The owner's products and their colours: list, read, add, change, archive or restore. The one service the owner's
// product routes call; the writes live in product-writes.ts and colour-writes.ts, given this service's context. The
// service holds the database, so no route ever sees it (decision 044).
import type {
  CreateProductBody,
  CreateVariantBody,
  OwnerProduct,
  OwnerProductListQuery,
  UpdateProductBody,
  UpdateVariantBody,
} from "@mayil/core/catalogue/owner-catalogue-schemas";
import { addColour, removeColour, updateColour } from "./colour-writes";
import type { CatalogueEditor, OwnerProductContext } from "./owner-product-context";
import { listOwnerProducts } from "./owner-product-reads";
import { ownerProduct } from "./owner-product-view";
import { createProduct, updateProduct } from "./product-writes";

export class OwnerProductService {
  constructor(private readonly context: OwnerProductContext) {}

  list(query: OwnerProductListQuery) {
    return listOwnerProducts(this.context.db, query, this.context.lowStockThreshold);
  }

  /** One product with everything the owner edits; 404 when there is no such product. */
  product(productId: number): Promise<OwnerProduct> {
    return ownerProduct(this.context.db, productId);
  }

  createProduct(editor: CatalogueEditor, body: CreateProductBody): Promise<OwnerProduct> {
    return createProduct(this.context, editor, body);
  }

  updateProduct(editor: CatalogueEditor, productId: number, body: UpdateProductBody): Promise<OwnerProduct> {
    return updateProduct(this.context, editor, productId, body);
  }

  addColour(editor: CatalogueEditor, productId: number, body: CreateVariantBody): Promise<OwnerProduct> {
    return addColour(this.context, editor, productId, body);
  }

  updateColour(editor: CatalogueEditor, productId: number, variantId: number, body: UpdateVariantBody) {
    return updateColour(this.context, editor, productId, variantId, body);
  }

  removeColour(editor: CatalogueEditor, productId: number, variantId: number): Promise<OwnerProduct> {
    return removeColour(this.context, editor, productId, variantId);
  }
}
