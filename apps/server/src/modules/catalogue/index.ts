// The public catalogue's surface: it registers itself; others read its service, and how a stored photo key becomes
// its address.
export { registerCatalogue } from "./catalogue-module";
export type { CatalogueService } from "./catalogue-service";
export { type OptionNow, optionKey } from "./options-now";
export { containsPattern } from "./product-filters";
export { mediaUrl } from "./product-view";
