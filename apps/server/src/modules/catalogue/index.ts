// The catalogue's surface: it registers itself, the shop's reads and the owner's writes; others read its service, how
// a stored photo key becomes its address, and the products spreadsheet takes every product and colour to export and
// the shop's rule for a new product's link.
export { registerCatalogue } from "./catalogue-module";
export type { CatalogueService } from "./catalogue-service";
export { type ColourRow, readEveryProductAndColour } from "./every-product-and-colour";
export { type OptionNow, optionKey } from "./options-now";
export { registerOwnerCatalogue } from "./owner-catalogue-module";
export { uniqueProductSlug, uniqueProductSlugs } from "./product-slugs";
export { mediaUrl } from "./product-view";
