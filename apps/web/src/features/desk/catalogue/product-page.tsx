// /owner/products/:id: one product as the owner keeps it: its photos, its stock with the history and "Adjust
// stock", its colours, its details, and archiving; "View in shop" opens the shopper's page of it.
import type { OwnerProduct } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { ExternalLink, Star } from "lucide-react";
import { useParams } from "react-router";
import { DeskBackLink } from "../../../components/desk/desk-back-link";
import { DeskError } from "../../../components/desk/desk-error";
import { DeskPanel } from "../../../components/desk/desk-panel";
import { secondaryButton } from "../../../components/ui/button-styles";
import { Spinner } from "../../../components/ui/spinner";
import { rupees } from "../../../lib/desk/desk-format";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { paths } from "../../../lib/paths";
import { usePageTitle } from "../../../lib/use-page-title";
import { ColoursPanel } from "./colours/colours-panel";
import { ArchivePanel } from "./details/archive-panel";
import { ProductDetailsForm } from "./details/product-details-form";
import { PublishPanel } from "./details/publish-panel";
import { ProductPhotos } from "./photos/product-photos";
import { useCategoryChoices } from "./queries/use-category-choices";
import { useLowStockThreshold } from "./queries/use-low-stock-threshold";
import { isProductId, useOwnerProduct } from "./queries/use-owner-product";
import { ArchivedBadge, DraftBadge } from "./stock/stock-level";
import { StockPanel } from "./stock/stock-panel";

export function ProductPage() {
  const id = Number(useParams().id);
  const product = useOwnerProduct(id);
  const t = useDeskMessages();
  usePageTitle(t("desk.titleOf", { page: product.data ? product.data.name : t("desk.product.title") }));
  if (!isProductId(id)) return <DeskError error={new Error(t("desk.product.notFound"))} />;
  if (product.isPending) return <Spinner label={t("desk.product.loading")} />;
  if (product.isError) return <DeskError error={product.error} retry={() => void product.refetch()} />;
  return <ProductSheet product={product.data} />;
}

function ProductSheet({ product }: { product: OwnerProduct }) {
  const t = useDeskMessages();
  const threshold = useLowStockThreshold();
  const choices = useCategoryChoices();
  const category = choices.categoryName(product.category_id);
  const subcategory = choices.subcategories.find((each) => each.id === product.subcategory_id)?.name;
  return (
    <article aria-labelledby="product-title">
      <DeskBackLink to={paths.ownerProducts.getHref()}>{t("desk.product.back")}</DeskBackLink>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 id="product-title" className="font-display text-3xl font-semibold break-words sm:text-4xl">
              {product.name}
            </h1>
            {product.archived && <ArchivedBadge />}
            {product.draft && <DraftBadge />}
            {product.featured && (
              <span className="inline-flex items-center gap-1 rounded-full bg-gold-light/30 px-2.5 py-0.5 text-xs font-medium text-gold-deep ring-1 ring-gold-light ring-inset">
                <Star className="size-3.5 fill-gold text-gold-deep" aria-hidden />
                {t("desk.product.featured")}
              </span>
            )}
          </div>
          <p className="mt-1 text-sm text-muted lining-nums">
            <span className="font-semibold text-ink">{rupees(product.price)}</span>
            {category && ` · ${category}`}
            {subcategory && ` › ${subcategory}`}
          </p>
        </div>
        {!product.draft && (
          <a
            href={paths.product.getHref(product.slug)}
            target="_blank"
            rel="noopener"
            className={`${secondaryButton} shrink-0 px-5 py-2.5`}
            data-testid="view-in-shop"
          >
            <ExternalLink className="size-4" aria-hidden />
            {t("desk.product.viewInShop")}
            <span className="sr-only">{` ${t("desk.product.opensInNewTab")}`}</span>
          </a>
        )}
      </div>
      <PublishPanel product={product} />

      {/* One column on a phone, in the order she needs them; two on a wide screen (photos and details on the left). */}
      <div className="mt-6 flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
        <div className="contents lg:flex lg:flex-col lg:gap-5">
          <DeskPanel title={t("desk.product.photos")} className="order-1 lg:order-none">
            {product.images.length > 1 && <p className="mt-1 text-sm text-muted">{t("desk.product.mainPhotoNote")}</p>}
            <ProductPhotos productId={product.id} subject={product.name} images={product.images} variantId={null} />
          </DeskPanel>
          <DeskPanel title={t("desk.product.details")} className="order-4 lg:order-none">
            <ProductDetailsForm product={product} key={product.id} />
          </DeskPanel>
        </div>
        <div className="contents lg:flex lg:flex-col lg:gap-5">
          <DeskPanel title={t("desk.product.stock")} className="order-2 lg:order-none">
            <StockPanel product={product} lowStockThreshold={threshold} />
          </DeskPanel>
          <DeskPanel title={t("desk.product.colours")} className="order-3 lg:order-none">
            <ColoursPanel product={product} lowStockThreshold={threshold} />
          </DeskPanel>
          <DeskPanel
            title={product.archived ? t("desk.product.archived") : t("desk.product.archive")}
            className="order-5 lg:order-none"
          >
            <ArchivePanel product={product} />
          </DeskPanel>
        </div>
      </div>
    </article>
  );
}
