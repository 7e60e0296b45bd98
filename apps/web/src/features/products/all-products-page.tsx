// All Products (/products): optional search (only when a search was passed in, or is in the address as ?q=), Category
// / Subcategory / Price Range, Clear Filters, 'Showing X of Y products', 24 at a time and 24 more on reaching the end.
// The filters live in the address (all-products-filters.ts): a reload, Back from a product and a shared link keep them.
import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { LabelledSelect } from "../../components/ui/labelled-select";
import { LoadMoreSentinel } from "../../components/ui/load-more-sentinel";
import { ProductGrid } from "../../components/ui/product-grid";
import { Spinner } from "../../components/ui/spinner";
import { useAllSubcategories, useCategories } from "../../lib/catalogue/categories";
import { useMessages } from "../../lib/messages";
import { readProductsNavigationState, SEARCH_PARAM } from "../../lib/products-navigation-state";
import { setSearchParam } from "../../lib/set-search-param";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { usePageTitle } from "../../lib/use-page-title";
import {
  type AllProductsFilters,
  allProductsPriceOptions,
  FILTER_PARAMS,
  filtersFromParams,
  noFilters,
  withFilters,
} from "./all-products-filters";
import { useProductList } from "./use-product-list";

export function AllProductsPage() {
  const t = useMessages();
  usePageTitle(t("catalogue.products.title"));
  const location = useLocation();
  const { data: categories } = useCategories();
  if (!categories) return <Spinner />;
  // A new arrival (another search from the header) starts afresh from its own navigation state; the page's own
  // updates of ?q= keep that state, and so keep the page as it is.
  return (
    <AllProducts
      key={JSON.stringify(location.state ?? null)}
      state={location.state}
      categoryIds={categories.map((c) => c.id)}
    />
  );
}

function AllProducts({ state, categoryIds }: { state: unknown; categoryIds: number[] }) {
  const t = useMessages();
  const passedIn = readProductsNavigationState(state);
  const [params, setParams] = useSearchParams();
  const searchedFor = passedIn.search ?? (params.get(SEARCH_PARAM)?.trim() || undefined);
  const [search, setSearch] = useState(searchedFor ?? "");
  // A category passed in through navigation state (spec) is chosen until it is written into the address.
  const [passedCategory, setPassedCategory] = useState(() =>
    passedIn.categoryId !== undefined &&
    categoryIds.includes(passedIn.categoryId) &&
    !params.has(FILTER_PARAMS.categoryId)
      ? String(passedIn.categoryId)
      : undefined,
  );
  const inAddress = filtersFromParams(params, categoryIds);
  const filters: AllProductsFilters = passedCategory ? { ...noFilters, categoryId: passedCategory } : inAddress;
  // Each change replaces the address (Back leaves the page, rather than stepping through every filter tried).
  const setFilters = (change: (current: AllProductsFilters) => AllProductsFilters) =>
    setParams((current) => withFilters(current, change(filters)), { replace: true, state, preventScrollReset: true });
  useEffect(() => {
    if (!passedCategory) return;
    setParams((current) => withFilters(current, { ...noFilters, categoryId: passedCategory }), {
      replace: true,
      state,
      preventScrollReset: true,
    });
    setPassedCategory(undefined);
  }, [passedCategory, setParams, state]);
  const { data: categories = [] } = useCategories();
  const { data: subcategories = [] } = useAllSubcategories();
  const searchTerm = useDebouncedValue(search.trim(), 300);
  // The address follows the search (replacing, not stacking history), so it can be shared, bookmarked or reloaded.
  useEffect(() => {
    if ((params.get(SEARCH_PARAM) ?? "") === searchTerm) return;
    setParams(setSearchParam(params, SEARCH_PARAM, searchTerm), { replace: true, state, preventScrollReset: true });
  }, [searchTerm, params, setParams, state]);

  const list = useProductList({
    categoryId: filters.categoryId ? Number(filters.categoryId) : undefined,
    subcategoryId: filters.subcategoryId ? Number(filters.subcategoryId) : undefined,
    priceBand: filters.priceBand,
    search: searchTerm || undefined,
  });
  const products = list.data?.pages.flatMap((page) => page.products) ?? [];
  const total = list.data?.pages[0]?.pagination.total ?? 0;

  const categoryOptions = [
    { value: "", label: t("catalogue.products.allCategories") },
    ...categories.map((c) => ({ value: String(c.id), label: c.name })),
  ];
  const subcategoryOptions = [
    { value: "", label: t("catalogue.products.allSubcategories") },
    ...subcategories
      .filter((s) => String(s.category_id) === filters.categoryId)
      .map((s) => ({ value: String(s.id), label: s.name })),
  ];

  return (
    <div className="container-shop pt-10">
      <h1 className="font-display text-5xl font-semibold">{t("catalogue.products.title")}</h1>
      {searchedFor !== undefined && (
        <div className="mt-6 flex max-w-xl items-center gap-2 rounded-2xl border border-line bg-white p-2 shadow-sm">
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t("catalogue.products.searchPlaceholder")}
            aria-label={t("catalogue.products.searchLabel")}
            className="min-w-0 flex-1 bg-transparent px-3 py-2 outline-none placeholder:text-stone-500"
            data-testid="products-search"
          />
          <button
            type="button"
            onClick={() => setSearch("")}
            className="inline-flex items-center gap-1 rounded-full px-4 py-2 text-sm font-medium text-peacock hover:bg-sand"
          >
            <X className="size-4" aria-hidden />
            {t("catalogue.products.clear")}
          </button>
        </div>
      )}
      <div className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
        <LabelledSelect
          label={t("catalogue.products.category")}
          value={filters.categoryId}
          options={categoryOptions}
          onChange={(categoryId) => setFilters((f) => ({ ...f, categoryId, subcategoryId: "" }))}
          testId="category-filter"
        />
        <LabelledSelect
          label={t("catalogue.products.subcategory")}
          value={filters.subcategoryId}
          options={subcategoryOptions}
          disabled={!filters.categoryId}
          onChange={(subcategoryId) => setFilters((f) => ({ ...f, subcategoryId }))}
          testId="subcategory-filter"
        />
        <LabelledSelect
          label={t("catalogue.products.priceRange")}
          value={filters.priceBand}
          options={allProductsPriceOptions.map((option) => ({ value: option.value, label: t(option.label) }))}
          onChange={(priceBand) => setFilters((f) => ({ ...f, priceBand }))}
          testId="price-filter"
        />
        <button
          type="button"
          onClick={() => setFilters(() => noFilters)}
          className="rounded-xl border border-line bg-white px-5 py-2.5 text-sm font-medium text-ink shadow-sm hover:bg-sand"
        >
          {t("catalogue.products.clearFilters")}
        </button>
      </div>
      <p className="mt-6 text-sm text-muted" aria-live="polite" data-testid="result-count">
        {list.data ? t("catalogue.products.showing", { shown: products.length, total }) : "\u00a0"}
      </p>
      <div className="mt-4">
        {list.isPending ? (
          <Spinner />
        ) : products.length === 0 ? (
          <p className="py-16 text-center text-muted">{t("catalogue.noProducts")}</p>
        ) : (
          <ProductGrid products={products} heading={t("catalogue.productsHeading")} />
        )}
      </div>
      {list.hasNextPage && (
        <LoadMoreSentinel onReached={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} />
      )}
    </div>
  );
}
