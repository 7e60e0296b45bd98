// Names the demo catalogue's image files and renders any of them on demand, so a fresh machine needs no downloads.
import { productSlug } from "@mayil/core/catalogue/slug";
import { bannerSvg, categorySvg, jewellerySvg } from "./art";
import { backdropFor, type DemoProduct, type DemoVariant, demoCatalogue } from "./catalogue";

export interface Artwork {
  svg: () => string;
  width: number;
  height: number;
}

const PRODUCT_IMAGE_SIZE = 800;

export const productImagePaths = (product: DemoProduct): string[] =>
  Array.from({ length: product.views }, (_, i) => `products/${product.slug}-${i + 1}.webp`);

export const variantImagePaths = (product: DemoProduct, variant: DemoVariant): string[] =>
  [1, 2].map((n) => `products/${product.slug}-${productSlug(variant.colorName)}-${n}.webp`);

export const categoryImagePath = (slug: string) => `categories/${slug}.webp`;
export const subcategoryImagePath = (slug: string) => `subcategories/${slug}.webp`;
export const bannerImagePaths = ["banners/hero-1.webp", "banners/hero-2.webp"] as const;

function buildArtworks(): Map<string, Artwork> {
  const artworks = new Map<string, Artwork>();
  const square = (size: number, svg: () => string): Artwork => ({ svg, width: size, height: size });
  let n = 0;
  for (const category of demoCatalogue) {
    artworks.set(
      categoryImagePath(category.slug),
      square(600, () => categorySvg(category.art, backdropFor(category.id))),
    );
    for (const sub of category.subcategories) {
      const backdrop = backdropFor(n++);
      artworks.set(
        subcategoryImagePath(sub.slug),
        square(600, () => categorySvg(sub.art, backdrop)),
      );
      for (const product of sub.products) {
        const seed = n++;
        const background = backdropFor(seed);
        productImagePaths(product).forEach((file, view) => {
          artworks.set(
            file,
            square(PRODUCT_IMAGE_SIZE, () => jewellerySvg({ ...product.art, background, view, seed })),
          );
        });
        for (const variant of product.variants) {
          variantImagePaths(product, variant).forEach((file, view) => {
            artworks.set(
              file,
              square(PRODUCT_IMAGE_SIZE, () => jewellerySvg({ ...variant, background, view, seed })),
            );
          });
        }
      }
    }
  }
  bannerImagePaths.forEach((file, index) => {
    artworks.set(file, { svg: () => bannerSvg(index as 0 | 1), width: 1600, height: 700 });
  });
  return artworks;
}

let artworks: Map<string, Artwork> | undefined;

/** The rendering behind a demo media path such as "products/pearl-drop-studs-1.webp", if it is one. */
export function demoArtwork(relativePath: string): Artwork | undefined {
  artworks ??= buildArtworks();
  return artworks.get(relativePath);
}

/** Every demo media path, the home page's banners first (they are the first thing a visitor waits for). */
export function demoArtworkPaths(): string[] {
  artworks ??= buildArtworks();
  const paths = [...artworks.keys()];
  return [...bannerImagePaths, ...paths.filter((p) => !p.startsWith("banners/"))];
}
