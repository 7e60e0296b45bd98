// The owner's catalogue's public surface: products and colours, photos, categories, the products spreadsheet and
// search spellings, each a service and its routes.
export { OwnerCategories } from "./owner-categories";
export { ownerCategoryRoutes } from "./owner-category-routes";
export { ownerPhotoRoutes } from "./owner-photo-routes";
export { ownerProductRoutes } from "./owner-product-routes";
export { OwnerProductService } from "./owner-product-service";
export { ProductPhotos } from "./product-photos";
export { exportProductsSheet } from "./products-sheet-export";
export { ProductsSheetImport } from "./products-sheet-import";
export { productsSheetRoutes } from "./products-sheet-routes";
export { SearchSpellingGroups } from "./search-spelling-groups";
export { searchSpellingRoutes } from "./search-spelling-routes";
