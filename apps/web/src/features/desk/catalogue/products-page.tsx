// /owner/products: every product, newest first, searched by name and filtered by category, on sale or archived, and
// low or out of stock; the filters live in the URL. The big button adds a new one.
import type { OwnerProductSummary } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { Plus, Star } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { DeskListHeader } from "../../../components/desk/desk-list-header";
import { DeskPagedList } from "../../../components/desk/desk-paged-list";
import { DeskSearchBox } from "../../../components/desk/desk-search-box";
import { primaryButton } from "../../../components/ui/button-styles";
import { LabelledSelect } from "../../../components/ui/labelled-select";
import { PRODUCT_IMAGE_SIZE, ResponsiveImage } from "../../../components/ui/responsive-image";
import { rupees } from "../../../lib/desk/desk-format";
import { type DeskMessageId, useDeskMessages } from "../../../lib/desk/desk-messages";
import { readProductFilters } from "../../../lib/desk/product-filters";
import { paths } from "../../../lib/paths";
import { setSearchParam } from "../../../lib/set-search-param";
import { usePageTitle } from "../../../lib/use-page-title";
import { useCategoryChoices } from "./queries/use-category-choices";
import { useOwnerProducts } from "./queries/use-owner-products";
import { ArchivedBadge, DraftBadge, StockLevel } from "./stock/stock-level";

const statusOptions = [
  { value: "", label: "desk.products.onSaleAndDrafts" },
  { value: "draft", label: "desk.products.drafts" },
  { value: "archived", label: "desk.products.archived" },
  { value: "all", label: "desk.products.all" },
] as const satisfies readonly { value: string; label: DeskMessageId }[];

const stockOptions = [
  { value: "", label: "desk.products.anyStock" },
  { value: "low", label: "desk.products.lowStock" },
  { value: "out", label: "desk.products.outOfStock" },
] as const satisfies readonly { value: string; label: DeskMessageId }[];

type FilterName = "q" | "category_id" | "status" | "stock";

export function ProductsPage() {
  const t = useDeskMessages();
  usePageTitle(t("desk.titleOf", { page: t("desk.products.title") }));
  const [search, setSearch] = useSearchParams();
  const filters = readProductFilters(search);
  const products = useOwnerProducts(filters);
  const choices = useCategoryChoices();
  const categoryOptions = [
    { value: "", label: t("desk.products.allCategories") },
    ...choices.categories.map((category) => ({ value: String(category.id), label: category.name })),
  ];

  /** One filter changed: a new history entry, so Back returns to the list as it was. */
  const setFilter = (name: FilterName, value: string, replace = false) => {
    setSearch((current) => setSearchParam(current, name, value), { replace });
  };

  return (
    <section aria-labelledby="products-title">
      <DeskListHeader
        titleId="products-title"
        title={t("desk.products.title")}
        count={
          !products.isPending && !products.isError
            ? { text: t("desk.products.count", { count: products.total }), testId: "products-total" }
            : null
        }
      >
        <Link
          to={paths.ownerSearchWords.getHref()}
          className="rounded-full px-3 py-2 text-sm font-medium text-peacock underline-offset-4 hover:underline"
        >
          {t("desk.place.searchWords")}
        </Link>
        <Link to={paths.ownerNewProduct.getHref()} className={`${primaryButton} flex-1 sm:flex-none`}>
          <Plus className="size-5" aria-hidden />
          {t("desk.products.addProduct")}
        </Link>
      </DeskListHeader>

      <div className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)] lg:items-end">
        <div className="col-span-2 lg:col-span-1">
          <DeskSearchBox
            label={t("desk.products.search")}
            placeholder={t("desk.products.searchPlaceholder")}
            value={filters.q ?? ""}
            onSearch={(q) => setFilter("q", q, true)}
          />
        </div>
        <div className="col-span-2 lg:col-span-1">
          <LabelledSelect
            label={t("desk.products.category")}
            value={filters.category_id ? String(filters.category_id) : ""}
            options={categoryOptions}
            onChange={(value) => setFilter("category_id", value)}
          />
        </div>
        <LabelledSelect
          label={t("desk.products.show")}
          value={filters.status ?? ""}
          options={statusOptions.map((option) => ({ ...option, label: t(option.label) }))}
          onChange={(value) => setFilter("status", value)}
        />
        <LabelledSelect
          label={t("desk.products.stock")}
          value={filters.stock ?? ""}
          options={stockOptions.map((option) => ({ ...option, label: t(option.label) }))}
          onChange={(value) => setFilter("stock", value)}
        />
      </div>
      {filters.stock === "low" && products.lowStockThreshold !== null && (
        <p className="mt-3 text-sm text-muted">
          {t("desk.products.lowStockNote", { threshold: products.lowStockThreshold })}
        </p>
      )}

      <DeskPagedList
        query={products}
        rows={products.products}
        rowKey={(product) => product.id}
        renderRow={(product) => (
          <ProductRow product={product} categoryName={choices.categoryName(product.category_id)} />
        )}
        loadingLabel={t("desk.products.loading")}
        emptyText={t("desk.products.empty")}
        testId="owner-products"
      />
    </section>
  );
}

function ProductRow({ product, categoryName }: { product: OwnerProductSummary; categoryName: string | null }) {
  const t = useDeskMessages();
  const colours = t("desk.product.colourCount", { count: product.colour_count });
  return (
    <Link
      to={paths.ownerProduct.getHref(product.id)}
      className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-line transition-shadow hover:shadow-md hover:ring-peacock/40 sm:grid-cols-[4rem_minmax(0,1fr)_7rem_13rem] sm:items-center sm:gap-x-4"
      data-testid="owner-product-row"
    >
      <ResponsiveImage
        src={product.image}
        alt=""
        width={PRODUCT_IMAGE_SIZE}
        height={PRODUCT_IMAGE_SIZE}
        sizes="64px"
        className={`row-span-2 size-16 rounded-xl object-cover sm:row-span-1 ${product.archived ? "opacity-60" : ""}`}
      />
      <span className="min-w-0">
        <span className="flex items-start gap-1.5">
          <span className="line-clamp-2 font-medium text-ink" data-testid="owner-product-name">
            {product.name}
          </span>
          {product.featured && (
            <Star
              className="mt-1 size-3.5 shrink-0 fill-gold text-gold-deep"
              aria-label={t("desk.product.featured")}
              role="img"
            />
          )}
        </span>
        <span className="block truncate text-sm text-muted">
          {[categoryName, product.colour_count > 0 ? colours : null].filter(Boolean).join(" · ")}
        </span>
      </span>
      {/* Price and stock share a line on a phone, and take a column each on a wide screen. */}
      <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 sm:contents">
        <span className="font-semibold text-ink lining-nums sm:text-right">{rupees(product.price)}</span>
        <span className="flex flex-wrap items-center gap-2 sm:justify-end">
          {product.archived && <ArchivedBadge />}
          {product.draft && <DraftBadge />}
          <StockLevel stock={product.stock} low={product.low_stock} />
        </span>
      </span>
    </Link>
  );
}
