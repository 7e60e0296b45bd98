// The products spreadsheet's public surface: it registers itself (the owner's CSV export and import of the catalogue).
export { registerProductsSheet } from "./products-sheet-module";
