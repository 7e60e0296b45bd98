// The demo shop: the catalogue a fresh shop is seeded with and the pictures rendered for it, so a new machine needs no
// downloads. Kept out of the shop's server: seeding, tests and a shop started with the demo load it, a production
// shop showing only its own pieces never does (docs/decisions/047-demo-package.md).
export type { ArtSpec, JewelleryKind } from "./art";
export { bannerSvg, categorySvg, jewellerySvg, renderWebp } from "./art";
export type { DemoArt, DemoCategory, DemoNames, DemoProduct, DemoSubcategory, DemoVariant } from "./catalogue";
export { demoCatalogue } from "./catalogue";
export type { DemoTranslation } from "./catalogue-translations";
export type { PreparedDemoArt, ResizeToWebp } from "./picture-files";
export { DemoPictureFiles } from "./picture-files";
export type { Artwork } from "./pictures";
export {
  bannerImagePaths,
  categoryImagePath,
  demoArtwork,
  demoArtworkPaths,
  productImagePaths,
  subcategoryImagePath,
  variantImagePaths,
} from "./pictures";
