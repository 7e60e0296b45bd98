// The public catalogue's surface: its service and routes, and how a stored photo key becomes its address.
export { catalogueRoutes } from "./catalogue-routes";
export { CatalogueService } from "./catalogue-service";
export { containsPattern } from "./product-filters";
export { mediaUrl } from "./product-view";
export { SearchInMemory } from "./search-in-memory";
