// The owner's desk under /owner: its own lazily loaded route tree (the shopper's pages never load it). Only an owner
// sees it; a shopper or a signed-out visitor gets a plain notice and no desk data is ever asked for. It composes the
// desk's features (features/desk/: today, orders, sale, customers, catalogue, categories, products sheet, search
// words, reports, push alerts), which never import each other: what several of them need is the desk's kit in
// components/desk and lib/desk (decision 042).
import { ChevronRight, ShieldAlert } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { Link, Route, Routes } from "react-router";
import { DeskLanguageControl } from "../components/desk/desk-language-control";
import { OfflineNotice } from "../components/desk/offline-notice";
import { primaryButton } from "../components/ui/button-styles";
import { LoginRequired } from "../components/ui/login-required";
import { NotFoundNotice } from "../components/ui/not-found-notice";
import { Spinner } from "../components/ui/spinner";
import { DeskOrderPage } from "../features/desk/orders/order-page";
import { DeskOrdersPage } from "../features/desk/orders/orders-page";
import { TodayPage } from "../features/desk/today/today-page";
import { useAuth } from "../lib/auth/current-user";
import { DeskLanguageProvider } from "../lib/desk/desk-language";
import { useDeskMessages } from "../lib/desk/desk-messages";
import { startDeskWorker } from "../lib/desk/desk-worker";
import { useDeskAlerts } from "../lib/desk/use-desk-alerts";
import { paths } from "../lib/paths";
import { usePageTitle } from "../lib/use-page-title";
import { DeskFrame, morePlaces } from "./desk-frame";

// The new-sale form is a screen of its own with its own pickers: fetched when the owner opens it.
const NewSalePage = lazy(() =>
  import("../features/desk/sale/new-sale-page").then((module) => ({ default: module.NewSalePage })),
);
// The catalogue's screens (products, photos, colours, stock): fetched when the owner opens one of them.
const ProductsPage = lazy(() =>
  import("../features/desk/catalogue/products-page").then((module) => ({ default: module.ProductsPage })),
);
const NewProductPage = lazy(() =>
  import("../features/desk/catalogue/new-product-page").then((module) => ({ default: module.NewProductPage })),
);
const ProductPage = lazy(() =>
  import("../features/desk/catalogue/product-page").then((module) => ({ default: module.ProductPage })),
);
const DeskCategoriesPage = lazy(() =>
  import("../features/desk/categories/categories-page").then((module) => ({
    default: module.DeskCategoriesPage,
  })),
);
const ProductsSheetPage = lazy(() =>
  import("../features/desk/products-sheet/products-sheet-page").then((module) => ({
    default: module.ProductsSheetPage,
  })),
);
// How the shop is doing, with its chart library (uPlot): fetched when the owner opens the reports.
const ReportsPage = lazy(() =>
  import("../features/desk/reports/reports-page").then((module) => ({ default: module.ReportsPage })),
);
// Alerts on this phone (Web Push): fetched when the owner opens it.
const AlertsPage = lazy(() =>
  import("../features/desk/push/alerts-page").then((module) => ({ default: module.AlertsPage })),
);
// The customers (the list and one customer's page): their own chunk, fetched when the owner opens them.
const CustomersPage = lazy(() =>
  import("../features/desk/customers/customers-page").then((module) => ({ default: module.CustomersPage })),
);
const CustomerPage = lazy(() =>
  import("../features/desk/customers/customer-page").then((module) => ({ default: module.CustomerPage })),
);
const BackupsPage = lazy(() =>
  import("../features/desk/today/backups-page").then((module) => ({ default: module.BackupsPage })),
);
const CashOnDeliveryPage = lazy(() =>
  import("../features/desk/cash-on-delivery/cash-on-delivery-page").then((module) => ({
    default: module.CashOnDeliveryPage,
  })),
);
const SearchWordsPage = lazy(() =>
  import("../features/desk/search-words/search-words-page").then((module) => ({ default: module.SearchWordsPage })),
);

export function OwnerDesk() {
  const { user, isLoading } = useAuth();
  const isOwner = user?.role === "owner";
  // The desk's service worker (decision 054): registered from here only, once the owner is in.
  useEffect(() => {
    if (isOwner) startDeskWorker();
  }, [isOwner]);
  // While it is not yet known who she is, the frame without its bars (the root layout gave the desk its own frame).
  if (isLoading)
    return (
      <DeskFrame bars={false}>
        <Spinner />
      </DeskFrame>
    );
  if (!user) return <LoginRequired title="Owner's desk" message="Please login to open the owner's desk." />;
  if (user.role !== "owner") return <NotForShoppers />;
  // In her own language (kept on her account): the frame without its bars until its words are here.
  return (
    <DeskLanguageProvider
      waiting={
        <DeskFrame bars={false}>
          <Spinner />
        </DeskFrame>
      }
    >
      <OpenDesk />
    </DeskLanguageProvider>
  );
}

/** The desk itself, for an owner: while it is open, what happens in the shop shows at once (useDeskAlerts). */
function OpenDesk() {
  useDeskAlerts();
  const t = useDeskMessages();
  return (
    <DeskFrame>
      <OfflineNotice />
      <Suspense fallback={<Spinner />}>
        <Routes>
          <Route index element={<TodayPage />} />
          <Route path="orders" element={<DeskOrdersPage />} />
          <Route path="orders/new" element={<NewSalePage />} />
          <Route path="orders/:id" element={<DeskOrderPage />} />
          <Route path="customers" element={<CustomersPage />} />
          <Route path="customers/:id" element={<CustomerPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="products/new" element={<NewProductPage />} />
          <Route path="products/:id" element={<ProductPage />} />
          <Route path="categories" element={<DeskCategoriesPage />} />
          <Route path="products/sheet" element={<ProductsSheetPage />} />
          <Route path="products/search-words" element={<SearchWordsPage />} />
          <Route path="reports" element={<ReportsPage />} />
          <Route path="cash-on-delivery" element={<CashOnDeliveryPage />} />
          <Route path="alerts" element={<AlertsPage />} />
          <Route path="backups" element={<BackupsPage />} />
          <Route path="more" element={<MorePage />} />
          <Route
            path="*"
            element={<NotFoundNotice message={t("desk.pageNotFound")} linkText={t("desk.returnToShop")} />}
          />
        </Routes>
      </Suspense>
    </DeskFrame>
  );
}

/** On a phone, the desk's places that have no room in its bar; a wide screen has them in its column too. */
function MorePage() {
  const t = useDeskMessages();
  usePageTitle(t("desk.titleOf", { page: t("desk.more.title") }));
  return (
    <section aria-labelledby="more-title" className="max-w-2xl">
      <h1 id="more-title" className="font-display text-3xl font-semibold sm:text-4xl">
        {t("desk.more.title")}
      </h1>
      <ul className="mt-4 divide-y divide-line overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line">
        {morePlaces.map((place) => {
          const Icon = place.icon;
          return (
            <li key={place.to}>
              <Link
                to={place.to}
                className="flex min-h-16 items-center gap-4 px-4 py-3 hover:bg-sand focus-visible:bg-sand"
                data-testid="desk-more-link"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-peacock/10">
                  <Icon className="size-5 text-peacock" aria-hidden />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-ink">{t(place.label)}</span>
                  {place.about && <span className="block text-sm text-muted">{t(place.about)}</span>}
                </span>
                <ChevronRight className="size-5 shrink-0 text-muted" aria-hidden />
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="mt-6">
        <DeskLanguageControl />
      </div>
    </section>
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
