// The shop's own pages as the page server knows them: each one's title and description for its meta tags, the
// storefront module that renders it and the API data it loads first (both preloaded), and what every page shares.
import { catalogueApiPaths } from "@mayil/core/catalogue/catalogue-api-paths";
import { pagePaths } from "@mayil/core/storefront/page-paths";

export const SHOP_DESCRIPTION =
  "Affordable, handpicked jewellery for every day and every occasion, from Trivandrum, Kerala. Free store pickup.";

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

/** The shop's own pages: title (as the storefront shows it), description, and what each loads first. */
export const fixedPages: Record<string, { title?: string; description: string; module: string; data?: string[] }> = {
  [pagePaths.home.path]: {
    description: SHOP_DESCRIPTION,
    module: pageModules.home,
    data: [catalogueApiPaths.categories(), catalogueApiPaths.allSubcategories(), catalogueApiPaths.featuredProducts()],
  },
  [pagePaths.products.path]: {
    title: "All Products",
    description:
      "Every piece in the shop: earrings, necklaces, bangles, bridal sets and more, filtered by category and price.",
    module: pageModules.products,
    data: [
      catalogueApiPaths.categories(),
      catalogueApiPaths.allSubcategories(),
      catalogueApiPaths.productList({ priceBand: "all" }, 1),
    ],
  },
  [pagePaths.about.path]: {
    title: "About Us",
    description: "Our story, what we stand for (Passion, Quality, Community) and a word from our founder.",
    module: pageModules.about,
  },
  [pagePaths.terms.path]: {
    title: "Terms & Conditions",
    description: "The terms of shopping with us: products, prices, orders and your account.",
    module: pageModules.terms,
  },
  [pagePaths.privacy.path]: {
    title: "Privacy Policy",
    description: "What data we collect, how we use it, your rights, and how to reach us.",
    module: pageModules.privacy,
  },
  [pagePaths.returns.path]: {
    title: "Return Policy",
    description: "Returns and exchanges with an unboxing video; refunds within 2 business days of approval.",
    module: pageModules.returns,
  },
};

export const fixedPagePaths = Object.keys(fixedPages);
