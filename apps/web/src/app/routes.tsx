// The route table (docs/shop/storefront.md#pages-and-addresses). Every page is its own chunk, so the home page ships
// only what it needs. Declarative routes (no data router): the shop loads its data with TanStack Query, and this keeps
// React Router's share of the first page's JavaScript small.
import { type ComponentType, lazy } from "react";
import { matchRoutes, Route, Routes } from "react-router";
import type { MessageArea } from "../lib/messages";
import { paths } from "../lib/paths";

interface Page {
  Component: ComponentType;
  /** Fetches the page's code and its words; once they are here the page renders at once, without suspending. */
  load: () => Promise<unknown>;
  /** The message catalogues the page reads beside the frame's (lib/messages.tsx). */
  areas: readonly MessageArea[];
}

/**
 * Loads a page's message catalogues in the page's language. The browser's entry sets it (main.tsx); the server's
 * render loads every catalogue of the page's language before it renders (entry-server.tsx), so there it does nothing.
 */
let loadPageMessages: (areas: readonly MessageArea[]) => Promise<void> = () => Promise.resolve();

export function setPageMessagesLoader(load: (areas: readonly MessageArea[]) => Promise<void>) {
  loadPageMessages = load;
}

function page<T extends Record<string, ComponentType>>(
  importPage: () => Promise<T>,
  name: keyof T,
  areas: readonly MessageArea[],
): Page {
  let loaded: T | undefined;
  const load = () =>
    Promise.all([importPage(), loadPageMessages(areas)]).then(([module]) => {
      loaded = module;
      return module;
    });
  const Component = lazy(() => {
    const pageOf = (module: T) => ({ default: module[name] as ComponentType });
    // Code already here is handed over at once (React reads a thenable that resolves synchronously), so hydrating
    // a server-rendered page never suspends: a suspended boundary that gets an update is thrown away and re-rendered.
    if (loaded) {
      const ready = pageOf(loaded);
      // biome-ignore lint/suspicious/noThenProperty: a thenable that resolves at once is what React reads synchronously
      return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as Promise<typeof ready>;
    }
    return load().then(pageOf);
  });
  return { Component, load, areas };
}

const HomePage = page(() => import("../features/home/home-page"), "HomePage", ["catalogue"]);
const AllProductsPage = page(() => import("../features/products/all-products-page"), "AllProductsPage", ["catalogue"]);
const ProductPage = page(() => import("../features/product/product-page"), "ProductPage", ["catalogue"]);
const ProductColorsPage = page(() => import("../features/product/product-colors-page"), "ProductColorsPage", [
  "catalogue",
]);
const CategoryPage = page(() => import("../features/category/category-page"), "CategoryPage", ["catalogue"]);
const SubcategoryPage = page(() => import("../features/subcategory/subcategory-page"), "SubcategoryPage", [
  "catalogue",
]);
const AboutPage = page(() => import("../features/static-pages/about-page"), "AboutPage", ["pages"]);
const TermsPage = page(() => import("../features/static-pages/terms-page"), "TermsPage", ["pages"]);
const PrivacyPage = page(() => import("../features/static-pages/privacy-page"), "PrivacyPage", ["pages"]);
const ReturnsPage = page(() => import("../features/static-pages/returns-page"), "ReturnsPage", ["pages"]);
const CartPage = page(() => import("./cart-route"), "CartRoute", ["shopping", "catalogue"]);
const WishlistPage = page(() => import("../features/wishlist/wishlist-page"), "WishlistPage", ["shopping"]);
const SettingsPage = page(() => import("../features/settings/settings-page"), "SettingsPage", ["account"]);
const OrdersPage = page(() => import("../features/orders/orders-page"), "OrdersPage", ["shopping"]);
const OrderPage = page(() => import("../features/orders/order-page"), "OrderPage", ["shopping"]);
const SignInPage = page(() => import("../features/auth/sign-in-page"), "SignInPage", ["account"]);
const AuthCallbackPage = page(() => import("../features/auth/auth-callback-page"), "AuthCallbackPage", ["account"]);
const AuthErrorPage = page(() => import("../features/auth/auth-error-page"), "AuthErrorPage", ["account"]);
// The owner's desk is one chunk tree of its own, loaded only under /owner: none of it reaches the shopper's pages
// (src/shipped-packages.test.ts checks the build).
// Its English words come with its code, for what it shows before her own language is known (lib/desk/desk-language).
const OwnerDesk = page(
  () =>
    Promise.all([
      import("./owner-desk"),
      // A failed fetch still lets the desk open.
      import("../lib/desk/desk-messages").then(({ loadDeskMessages }) => loadDeskMessages("en")).catch(() => {}),
    ]).then(([module]) => module),
  "OwnerDesk",
  [],
);
const NotFoundPage = page(() => import("./not-found-page"), "NotFoundPage", []);

const routes: { path: string; page: Page }[] = [
  { path: paths.home.path, page: HomePage },
  { path: paths.products.path, page: AllProductsPage },
  { path: paths.product.path, page: ProductPage },
  { path: paths.productColors.path, page: ProductColorsPage },
  { path: paths.category.path, page: CategoryPage },
  { path: paths.subcategory.path, page: SubcategoryPage },
  { path: paths.about.path, page: AboutPage },
  { path: paths.terms.path, page: TermsPage },
  { path: paths.privacy.path, page: PrivacyPage },
  { path: paths.returns.path, page: ReturnsPage },
  { path: paths.cart.path, page: CartPage },
  { path: paths.wishlist.path, page: WishlistPage },
  { path: paths.settings.path, page: SettingsPage },
  { path: paths.orders.path, page: OrdersPage },
  { path: paths.order.path, page: OrderPage },
  { path: `${paths.ownerToday.path}/*`, page: OwnerDesk },
  { path: paths.signIn.path, page: SignInPage },
  { path: paths.authCallback.path, page: AuthCallbackPage },
  { path: paths.authError.path, page: AuthErrorPage },
  { path: "*", page: NotFoundPage },
];

/** The page at `pathname` (without its language's prefix). */
const pageAt = (pathname: string) => matchRoutes(routes, pathname)?.[0]?.route.page;

/** Fetches the code and words of the page at `pathname` (main.tsx: before hydrating the page the server rendered). */
export async function loadPageAt(pathname: string): Promise<void> {
  await pageAt(pathname)?.load();
}

/** The message catalogues the page at `pathname` reads beside the frame's (the server hints them with its code). */
export const pageMessageAreas = (pathname: string): readonly MessageArea[] => pageAt(pathname)?.areas ?? [];

export function AppRoutes() {
  return (
    <Routes>
      {routes.map(({ path, page: { Component } }) => (
        <Route key={path} path={path} element={<Component />} />
      ))}
    </Routes>
  );
}
