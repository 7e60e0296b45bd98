// The route table (spec section 2). Every page is its own chunk, so the home page ships only what it needs.
// Declarative routes (no data router): the shop loads its data with TanStack Query, and this keeps React Router's
// share of the first page's JavaScript small.
import { lazy } from "react";
import { Route, Routes } from "react-router";
import { paths } from "../lib/paths";

const page = <T extends Record<string, React.ComponentType>>(load: () => Promise<T>, name: keyof T) =>
  lazy(() => load().then((module) => ({ default: module[name] as React.ComponentType })));

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
const AuthCallbackPage = page(() => import("../features/auth/auth-callback-page"), "AuthCallbackPage");
const AuthErrorPage = page(() => import("../features/auth/auth-error-page"), "AuthErrorPage");
// The owner's desk is one chunk tree of its own, loaded only under /owner: none of it reaches the shopper's pages.
const OwnerDesk = page(() => import("../features/owner-desk/owner-desk"), "OwnerDesk");
const NotFoundPage = page(() => import("./not-found-page"), "NotFoundPage");

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home.path} element={<HomePage />} />
      <Route path={paths.products.path} element={<AllProductsPage />} />
      <Route path={paths.product.path} element={<ProductPage />} />
      <Route path={paths.productColors.path} element={<ProductColorsPage />} />
      <Route path={paths.category.path} element={<CategoryPage />} />
      <Route path={paths.subcategory.path} element={<SubcategoryPage />} />
      <Route path={paths.about.path} element={<AboutPage />} />
      <Route path={paths.terms.path} element={<TermsPage />} />
      <Route path={paths.privacy.path} element={<PrivacyPage />} />
      <Route path={paths.returns.path} element={<ReturnsPage />} />
      <Route path={paths.cart.path} element={<CartPage />} />
      <Route path={paths.wishlist.path} element={<WishlistPage />} />
      <Route path={paths.settings.path} element={<SettingsPage />} />
      <Route path={paths.orders.path} element={<OrdersPage />} />
      <Route path={paths.order.path} element={<OrderPage />} />
      <Route path={`${paths.ownerToday.path}/*`} element={<OwnerDesk />} />
      <Route path={paths.authCallback.path} element={<AuthCallbackPage />} />
      <Route path={paths.authError.path} element={<AuthErrorPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
