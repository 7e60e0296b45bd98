// The route table (docs/shop/storefront.md#pages-and-addresses). Every page is its own chunk, so the home page ships
// only what it needs. Declarative routes (no data router): the shop loads its data with TanStack Query, and this keeps
// React Router's share of the first page's JavaScript small.
import { type ComponentType, lazy } from "react";
import { matchRoutes, Route, Routes } from "react-router";
import { paths } from "../lib/paths";

interface Page {
  Component: ComponentType;
  /** Fetches the page's code; once it is here the page renders at once, without suspending. */
  load: () => Promise<unknown>;
}

function page<T extends Record<string, ComponentType>>(importPage: () => Promise<T>, name: keyof T): Page {
  let loaded: T | undefined;
  const load = () =>
    importPage().then((module) => {
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
  return { Component, load };
}

const HomePage = page(() => import("../features/home/home-page"), "HomePage");
const AllProductsPage = page(() => import("../features/products/all-products-page"), "AllProductsPage");
const ProductPage = page(() => import("../features/product/product-page"), "ProductPage");
const ProductColorsPage = page(() => import("../features/product/product-colors-page"), "ProductColorsPage");
const CategoryPage = page(() => import("../features/category/category-page"), "CategoryPage");
const SubcategoryPage = page(() => import("../features/subcategory/subcategory-page"), "SubcategoryPage");
const AboutPage = page(() => import("../features/static-pages/about-page"), "AboutPage");
const TermsPage = page(() => import("../features/static-pages/terms-page"), "TermsPage");
const PrivacyPage = page(() => import("../features/static-pages/privacy-page"), "PrivacyPage");
const ReturnsPage = page(() => import("../features/static-pages/returns-page"), "ReturnsPage");
const CartPage = page(() => import("./cart-route"), "CartRoute");
const WishlistPage = page(() => import("../features/wishlist/wishlist-page"), "WishlistPage");
const SettingsPage = page(() => import("../features/settings/settings-page"), "SettingsPage");
const OrdersPage = page(() => import("../features/orders/orders-page"), "OrdersPage");
const OrderPage = page(() => import("../features/orders/order-page"), "OrderPage");
const SignInPage = page(() => import("../features/auth/sign-in-page"), "SignInPage");
const AuthCallbackPage = page(() => import("../features/auth/auth-callback-page"), "AuthCallbackPage");
const AuthErrorPage = page(() => import("../features/auth/auth-error-page"), "AuthErrorPage");
// The owner's desk is one chunk tree of its own, loaded only under /owner: none of it reaches the shopper's pages
// (src/shipped-packages.test.ts checks the build).
const OwnerDesk = page(() => import("./owner-desk"), "OwnerDesk");
const NotFoundPage = page(() => import("./not-found-page"), "NotFoundPage");

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

/** Fetches the code of the page at `pathname` (main.tsx: before hydrating the page the server drew). */
export async function loadPageAt(pathname: string): Promise<void> {
  const match = matchRoutes(routes, pathname)?.[0];
  await match?.route.page.load();
}

export function AppRoutes() {
  return (
    <Routes>
      {routes.map(({ path, page: { Component } }) => (
        <Route key={path} path={path} element={<Component />} />
      ))}
    </Routes>
  );
}
