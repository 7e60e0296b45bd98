// The catalogue's surface: it registers itself, the shop's reads and the owner's writes; others read its service, how
// a stored photo key becomes its address, each option's stock, swatch and lead photo now (the cart's lines, the
// desk's order lines) and the low-stock count; the products spreadsheet takes every product and colour to export, and
// imports through the catalogue's read of what a sheet names and its writes, each in the import's transaction.
export { registerCatalogue } from "./catalogue-module";
export type { CatalogueService } from "./catalogue-service";
export { type ColourRow, readEveryProductAndColour } from "./every-product-and-colour";
export {
  type CatalogueSnapshot,
  type CategoryState,
  type ColourChanges,
  type ColourState,
  type NewColour,
  type NewProduct,
  type ProductChanges,
  type ProductState,
  readImportSnapshot,
  type SubcategoryState,
} from "./import-snapshot";
export { changeColours, changeProducts, insertColours, insertProducts, renameProduct } from "./import-writes";
export { leadPhotos } from "./lead-photos";
export { type OptionNow, optionKey, optionsNow } from "./options-now";
export { registerOwnerCatalogue } from "./owner-catalogue-module";
export { countLowStockPieces } from "./owner-product-reads";
export { mediaUrl } from "./product-view";
