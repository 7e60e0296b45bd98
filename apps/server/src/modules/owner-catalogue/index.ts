// The owner's catalogue's public surface: it registers itself (products and colours, photos and categories), and
// gives the products spreadsheet the shop's rule for a new product's link.
export { registerOwnerCatalogue } from "./owner-catalogue-module";
export { uniqueProductSlug, uniqueProductSlugs } from "./product-slugs";
