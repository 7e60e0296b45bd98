// Subcategory page (/subcategory/{slug}): image, name, 'Showing N products' and a grid that loads more while more exist;
// an empty one says so kindly (spec: 'No products found in this subcategory.') and offers somewhere to go next.
import { Gem } from "lucide-react";
import { Link, useParams } from "react-router";
import { BackToHome } from "../../components/ui/back-to-home";
import { Breadcrumb, crumbsUnderCategory } from "../../components/ui/breadcrumb";
import { secondaryButton } from "../../components/ui/button-styles";
import { LoadMoreSentinel } from "../../components/ui/load-more-sentinel";
import { NotFoundNotice } from "../../components/ui/not-found-notice";
import { ProductGrid } from "../../components/ui/product-grid";
import { CATEGORY_IMAGE_SIZE, ResponsiveImage } from "../../components/ui/responsive-image";
import { Spinner } from "../../components/ui/spinner";
import { isNotFound } from "../../lib/api-client";
import { useCategories } from "../../lib/catalogue/categories";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { useSubcategoryProducts } from "./use-subcategory-products";

export function SubcategoryPage() {
  const { slug = "" } = useParams();
  const t = useMessages();
  const list = useSubcategoryProducts(slug);
  const { data: categories } = useCategories();
  const subcategory = list.data?.pages[0]?.subcategory;
  const notFound = list.isError && isNotFound(list.error);
  usePageTitle(subcategory?.name ?? (notFound ? t("catalogue.subcategory.notFoundTitle") : undefined));

  if (list.isPending) return <Spinner />;
  if (list.isError || !subcategory) {
    return <NotFoundNotice message={notFound ? t("catalogue.subcategory.notFound") : t("frame.wentWrongTryAgain")} />;
  }
  const products = list.data.pages.flatMap((page) => page.products);
  const total = list.data.pages[0]?.pagination.total ?? products.length;
  const category = categories?.find((c) => c.id === subcategory.category_id);

  return (
    <div className="container-shop pt-6">
      <Breadcrumb crumbs={crumbsUnderCategory(t, category, subcategory.name)} />
      <header className="mt-6 flex items-center gap-5 sm:gap-8">
        <ResponsiveImage
          src={subcategory.image}
          alt=""
          width={CATEGORY_IMAGE_SIZE}
          height={CATEGORY_IMAGE_SIZE}
          sizes="(min-width: 640px) 160px, 96px"
          priority
          className="size-24 shrink-0 rounded-full object-cover ring-4 ring-white shadow-md sm:size-40"
        />
        <div>
          <h1 className="font-display text-4xl font-semibold sm:text-5xl">{subcategory.name}</h1>
          {total > 0 && (
            <p className="mt-2 text-muted" data-testid="result-count">
              {t("catalogue.subcategory.showing", { count: total })}
            </p>
          )}
        </div>
      </header>
      <div className="mt-8">
        {products.length === 0 ? (
          <div
            className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-line"
            data-testid="empty-subcategory"
          >
            <Gem className="size-10 text-gold-deep" aria-hidden />
            <p className="font-display text-2xl font-semibold text-ink">{t("catalogue.subcategory.empty")}</p>
            <p className="text-muted">{t("catalogue.subcategory.emptyText")}</p>
            <div className="flex flex-wrap justify-center gap-3">
              {category && (
                <Link to={paths.category.getHref(category.id)} className={secondaryButton}>
                  {t("catalogue.subcategory.moreIn", { category: category.name })}
                </Link>
              )}
              <Link to={paths.products.getHref()} className={secondaryButton}>
                {t("catalogue.subcategory.allProducts")}
              </Link>
            </div>
          </div>
        ) : (
          <ProductGrid products={products} heading={t("catalogue.productsHeading")} />
        )}
      </div>
      {list.hasNextPage && (
        <LoadMoreSentinel onReached={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} />
      )}
      <BackToHome />
    </div>
  );
}
