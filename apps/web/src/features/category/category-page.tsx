// Category page (/category/{categoryId}): banner, breadcrumb, price band and sort, and a grid that loads the next page
// when its end comes into view.
import { LEAD_IMAGE_SIZES } from "@mayil/core/catalogue/media-srcset";
import { useState } from "react";
import { useParams } from "react-router";
import { BackToHome } from "../../components/ui/back-to-home";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { LabelledSelect } from "../../components/ui/labelled-select";
import { LoadMoreSentinel } from "../../components/ui/load-more-sentinel";
import { NotFoundNotice } from "../../components/ui/not-found-notice";
import { ProductGrid } from "../../components/ui/product-grid";
import { CATEGORY_IMAGE_SIZE, ResponsiveImage } from "../../components/ui/responsive-image";
import { Spinner } from "../../components/ui/spinner";
import { isNotFound } from "../../lib/api-client";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { usePageTitle } from "../../lib/use-page-title";
import {
  type CategoryPriceOption,
  categoryPriceOptions,
  type SortOption,
  serverSort,
  sortOptions,
} from "./category-sort";
import { useCategoryProducts } from "./use-category-products";

export function CategoryPage() {
  const { categoryId = "" } = useParams();
  const id = /^\d+$/.test(categoryId) ? Number(categoryId) : null;
  if (id === null || id < 1) return <CategoryNotFound />;
  return <CategoryProducts key={id} categoryId={id} />;
}

function CategoryNotFound() {
  const t = useMessages();
  usePageTitle(t("catalogue.category.notFound"));
  return <NotFoundNotice message={t("catalogue.category.notFound")} />;
}

function CategoryProducts({ categoryId }: { categoryId: number }) {
  const [sort, setSort] = useState<SortOption>("featured");
  const [priceBand, setPriceBand] = useState<CategoryPriceOption>("all");
  const list = useCategoryProducts(categoryId, { priceBand, ...serverSort(sort) });
  const category = list.data?.pages[0]?.category;
  const t = useMessages();
  usePageTitle(
    category?.name ?? (list.isError && isNotFound(list.error) ? t("catalogue.category.notFound") : undefined),
  );

  if (list.isPending) return <Spinner />;
  if (list.isError || !category) {
    return isNotFound(list.error) ? (
      <NotFoundNotice message={t("catalogue.category.notFound")} />
    ) : (
      <NotFoundNotice message={t("frame.wentWrongTryAgain")} />
    );
  }
  const products = list.data.pages.flatMap((page) => page.products);

  return (
    <>
      <section className="relative overflow-hidden bg-peacock-dark text-white">
        <ResponsiveImage
          src={category.image}
          alt=""
          width={CATEGORY_IMAGE_SIZE}
          height={CATEGORY_IMAGE_SIZE}
          sizes={LEAD_IMAGE_SIZES.categoryBanner}
          priority
          className="absolute inset-0 h-full w-full object-cover opacity-45"
        />
        <div className="absolute inset-0 bg-gradient-to-r from-peacock-dark via-peacock-dark/80 to-peacock-dark/20" />
        <div className="container-shop relative py-14 sm:py-20">
          <p className="text-xs font-medium tracking-[0.3em] text-gold-light uppercase">
            {t("catalogue.category.kicker")}
          </p>
          <h1 className="mt-2 font-display text-5xl font-semibold sm:text-6xl">{category.name}</h1>
          <p className="mt-3 max-w-xl text-stone-100">{category.description}</p>
        </div>
      </section>
      <div className="container-shop pt-6">
        <Breadcrumb
          crumbs={[
            { label: t("frame.nav.home"), href: paths.home.getHref() },
            { label: t("catalogue.category.categories"), href: "/#categories" },
            { label: category.name },
          ]}
        />
        <div className="mt-6 grid grid-cols-2 gap-3 sm:flex sm:justify-end sm:gap-4">
          <LabelledSelect
            label={t("catalogue.category.price")}
            value={priceBand}
            options={categoryPriceOptions.map((option) => ({ value: option.value, label: t(option.label) }))}
            onChange={setPriceBand}
            testId="price-filter"
          />
          <LabelledSelect
            label={t("catalogue.category.sortBy")}
            value={sort}
            options={sortOptions.map((option) => ({ value: option.value, label: t(option.label) }))}
            onChange={setSort}
            testId="sort-select"
          />
        </div>
        <div className="mt-6" aria-live="polite" aria-busy={list.isFetching && !list.isFetchingNextPage}>
          {products.length === 0 ? (
            <p className="py-16 text-center text-muted">{t("catalogue.category.empty")}</p>
          ) : (
            <ProductGrid products={products} heading={t("catalogue.productsHeading")} />
          )}
        </div>
        {list.hasNextPage && (
          <LoadMoreSentinel onReached={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} />
        )}
        <BackToHome />
      </div>
    </>
  );
}
