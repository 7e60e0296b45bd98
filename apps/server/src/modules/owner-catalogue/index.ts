// The owner's catalogue's public surface: it registers itself (products and colours, photos, categories, the products
// spreadsheet and search spellings).
export { registerOwnerCatalogue } from "./owner-catalogue-module";
