// The owner's desk under /owner: its own lazily loaded route tree (the shopper's pages never load it). Only an owner
// sees it; a shopper or a signed-out visitor gets a plain notice and no desk data is ever asked for. It composes the
// desk's features (features/desk-*: today, orders, sale, customers, catalogue, categories, products sheet, search
// words, reports, push alerts), which never import each other: what several of them need is the desk's kit in
// components/desk and lib/desk (decision 042).
import { ArrowLeft, ShieldAlert } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { Link, Route, Routes, useLocation } from "react-router";
import { OfflineNotice } from "../components/desk/offline-notice";
import { primaryButton } from "../components/ui/button-styles";
import { LoginRequired } from "../components/ui/login-required";
import { NotFoundNotice } from "../components/ui/not-found-notice";
import { Spinner } from "../components/ui/spinner";
import { OwnerOrderPage } from "../features/desk-orders/owner-order-page";
import { OwnerOrdersPage } from "../features/desk-orders/owner-orders-page";
import { TodayPage } from "../features/desk-today/today-page";
import { useAuth } from "../lib/auth/current-user";
import { startDeskWorker } from "../lib/desk/desk-worker";
import { useDeskAlerts } from "../lib/desk/use-desk-alerts";
import { paths } from "../lib/paths";
import { usePageTitle } from "../lib/use-page-title";

// The new-sale form is a screen of its own with its own pickers: fetched when the owner opens it.
const NewSalePage = lazy(() =>
  import("../features/desk-sale/new-sale-page").then((module) => ({ default: module.NewSalePage })),
);
// The catalogue's screens (products, photos, colours, stock): fetched when the owner opens one of them.
const ProductsPage = lazy(() =>
  import("../features/desk-catalogue/products-page").then((module) => ({ default: module.ProductsPage })),
);
const NewProductPage = lazy(() =>
  import("../features/desk-catalogue/new-product-page").then((module) => ({ default: module.NewProductPage })),
);
const ProductPage = lazy(() =>
  import("../features/desk-catalogue/product-page").then((module) => ({ default: module.ProductPage })),
);
const OwnerCategoriesPage = lazy(() =>
  import("../features/desk-categories/owner-categories-page").then((module) => ({
    default: module.OwnerCategoriesPage,
  })),
);
const ProductsSheetPage = lazy(() =>
  import("../features/desk-products-sheet/products-sheet-page").then((module) => ({
    default: module.ProductsSheetPage,
  })),
);
// How the shop is doing, with its chart library (uPlot): fetched when the owner opens the reports.
const ReportsPage = lazy(() =>
  import("../features/desk-reports/reports-page").then((module) => ({ default: module.ReportsPage })),
);
// Alerts on this phone (Web Push): fetched when the owner opens it.
const AlertsPage = lazy(() =>
  import("../features/desk-push/alerts-page").then((module) => ({ default: module.AlertsPage })),
);
// The customers (the list and one customer's page): their own chunk, fetched when the owner opens them.
const CustomersPage = lazy(() =>
  import("../features/desk-customers/customers-page").then((module) => ({ default: module.CustomersPage })),
);
const CustomerPage = lazy(() =>
  import("../features/desk-customers/customer-page").then((module) => ({ default: module.CustomerPage })),
);
const SearchWordsPage = lazy(() =>
  import("../features/desk-search-words/search-words-page").then((module) => ({ default: module.SearchWordsPage })),
);

export function OwnerDesk() {
  const { user, isLoading } = useAuth();
  const isOwner = user?.role === "owner";
  // The desk's service worker (decision 054): registered from here only, once the owner is in.
  useEffect(() => {
    if (isOwner) startDeskWorker();
  }, [isOwner]);
  if (isLoading) return <Spinner />;
  if (!user) return <LoginRequired title="Owner's desk" message="Please login to open the owner's desk." />;
  if (user.role !== "owner") return <NotForShoppers />;
  return <OpenDesk />;
}

/** The desk itself, for an owner: while it is open, what happens in the shop shows at once (useDeskAlerts). */
function OpenDesk() {
  useDeskAlerts();
  return (
    <div className="container-shop pt-4 pb-16 sm:pt-6">
      <DeskHeader />
      <OfflineNotice />
      <Suspense fallback={<Spinner />}>
        <Routes>
          <Route index element={<TodayPage />} />
          <Route path="orders" element={<OwnerOrdersPage />} />
          <Route path="orders/new" element={<NewSalePage />} />
          <Route path="orders/:id" element={<OwnerOrderPage />} />
          <Route path="customers" element={<CustomersPage />} />
          <Route path="customers/:id" element={<CustomerPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="products/new" element={<NewProductPage />} />
          <Route path="products/:id" element={<ProductPage />} />
          <Route path="categories" element={<OwnerCategoriesPage />} />
          <Route path="products/sheet" element={<ProductsSheetPage />} />
          <Route path="products/search-words" element={<SearchWordsPage />} />
          <Route path="reports" element={<ReportsPage />} />
          <Route path="alerts" element={<AlertsPage />} />
          <Route path="*" element={<NotFoundNotice message="Page not found" linkText="Return to the shop" />} />
        </Routes>
      </Suspense>
    </div>
  );
}

function NotForShoppers() {
  usePageTitle("Owner's desk");
  return (
    <div className="flex flex-col items-center py-24 text-center" data-testid="not-for-shoppers">
      <ShieldAlert className="size-10 text-gold-deep" aria-hidden />
      <h1 className="mt-4 font-display text-3xl font-semibold sm:text-4xl">This page is for the shop's owner</h1>
      <p className="mt-3 max-w-md text-muted">
        You are signed in as a shopper. Your orders, wishlist and cart are in your account menu.
      </p>
      <Link to={paths.home.getHref()} className={`${primaryButton} mt-8`}>
        Return to home
      </Link>
    </div>
  );
}

const newSaleHref = paths.ownerNewOrder.getHref();
const ordersHref = paths.ownerOrders.getHref();
const productsHref = paths.ownerProducts.getHref();
const customersHref = paths.ownerCustomers.getHref();

/**
 * Which desk link is where the owner is: an order's own page belongs to Orders, the new sale to New sale, a product's
 * page and a new product to Products.
 */
const deskLinks = [
  { to: paths.ownerToday.getHref(), label: "Today", current: (path: string) => path === paths.ownerToday.getHref() },
  {
    to: ordersHref,
    label: "Orders",
    current: (path: string) => (path === ordersHref || path.startsWith(`${ordersHref}/`)) && path !== newSaleHref,
  },
  { to: newSaleHref, label: "New sale", current: (path: string) => path === newSaleHref },
  {
    to: customersHref,
    label: "Customers",
    current: (path: string) => path === customersHref || path.startsWith(`${customersHref}/`),
  },
  {
    to: productsHref,
    label: "Products",
    current: (path: string) =>
      (path === productsHref || path.startsWith(`${productsHref}/`)) && path !== paths.ownerProductsSheet.getHref(),
  },
  ...[
    { to: paths.ownerCategories.getHref(), label: "Categories" },
    { to: paths.ownerProductsSheet.getHref(), label: "Spreadsheet" },
    { to: paths.ownerReports.getHref(), label: "Reports" },
    { to: paths.ownerAlerts.getHref(), label: "Alerts" },
  ].map((link) => ({ ...link, current: (path: string) => path === link.to })),
];

function DeskHeader() {
  const path = useLocation().pathname.replace(/\/$/, "") || "/";
  return (
    <header className="mb-6 flex flex-col gap-3 border-b border-line pb-4">
      <div className="flex items-center justify-between gap-4">
        <p className="font-display text-2xl font-semibold text-peacock sm:text-3xl">Owner's desk</p>
        <Link
          to={paths.home.getHref()}
          className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm text-muted hover:text-peacock"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Back to the shop
        </Link>
      </div>
      {/* The links have the header's whole width (one row on a computer) and wrap onto more rows on a phone rather
          than scroll: every one is in sight, none cut off. */}
      <nav aria-label="Owner's desk" className="-mx-1">
        <ul className="flex flex-wrap gap-2 px-1 py-1">
          {deskLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={link.current(path) ? "page" : undefined}
                className={`inline-flex rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap ring-1 transition-colors ${
                  link.current(path)
                    ? "bg-peacock text-white ring-peacock"
                    : "bg-white text-ink ring-line hover:bg-sand hover:ring-peacock/40"
                }`}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
