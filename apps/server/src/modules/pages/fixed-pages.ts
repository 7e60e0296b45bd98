// The shop's own pages as the page server knows them: each one's title and description for its meta tags, the
// storefront module that renders it and the API data it loads first (both preloaded), and what every page shares.
import { catalogueApiPaths } from "@mayil/core/catalogue/catalogue-api-paths";
import type { Language } from "@mayil/core/languages/languages";
import { PAGE_WORDS } from "@mayil/core/languages/page-words";
import { pagePaths } from "@mayil/core/storefront/page-paths";

/** Source modules of the storefront's pages (keys of Vite's manifest), for modulepreload hints. */
export const pageModules = {
  home: "src/features/home/home-page.tsx",
  products: "src/features/products/all-products-page.tsx",
  product: "src/features/product/product-page.tsx",
  category: "src/features/category/category-page.tsx",
  subcategory: "src/features/subcategory/subcategory-page.tsx",
  about: "src/features/static-pages/about-page.tsx",
  terms: "src/features/static-pages/terms-page.tsx",
  privacy: "src/features/static-pages/privacy-page.tsx",
  returns: "src/features/static-pages/returns-page.tsx",
  orders: "src/features/orders/orders-page.tsx",
  order: "src/features/orders/order-page.tsx",
  signIn: "src/features/auth/sign-in-page.tsx",
};

export const HERO_BANNER = "/media/banners/hero-1.webp";

/** Every page's footer shows the shop's contacts. */
export const everyPageData = [catalogueApiPaths.shop()];

/** What each of the shop's own pages loads first, and where its words are (PAGE_WORDS, per language). */
const fixedPageParts: Record<
  string,
  {
    words?: "products" | "about" | "terms" | "privacy" | "returns";
    module: string;
    /** The API reads it starts with, in the page's language. */
    data?: (language: Language) => string[];
  }
> = {
  [pagePaths.home.path]: {
    module: pageModules.home,
    data: (language) => [
      catalogueApiPaths.categories(language),
      catalogueApiPaths.allSubcategories(language),
      catalogueApiPaths.featuredProducts(language),
    ],
  },
  [pagePaths.products.path]: {
    words: "products",
    module: pageModules.products,
    data: (language) => [
      catalogueApiPaths.categories(language),
      catalogueApiPaths.allSubcategories(language),
      catalogueApiPaths.productList({ priceBand: "all" }, 1, language),
    ],
  },
  [pagePaths.about.path]: { words: "about", module: pageModules.about },
  [pagePaths.terms.path]: { words: "terms", module: pageModules.terms },
  [pagePaths.privacy.path]: { words: "privacy", module: pageModules.privacy },
  [pagePaths.returns.path]: { words: "returns", module: pageModules.returns },
};

/** One of the shop's own pages in a language: title (as the storefront shows it), description, what it loads first. */
export function fixedPage(
  path: string,
  language: Language,
): { title?: string; description: string; module: string; data?: (language: Language) => string[] } {
  const parts = fixedPageParts[path] ?? { module: pageModules.home };
  const words = PAGE_WORDS[language];
  const own = parts.words ? words[parts.words] : undefined;
  return { ...parts, title: own?.title, description: own?.description ?? words.shopDescription };
}

export const fixedPagePaths = Object.keys(fixedPageParts);
