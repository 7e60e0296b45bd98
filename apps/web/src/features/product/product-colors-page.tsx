// /product/{id}/colors: every colour of a design, the target of 'View all' under a product. The piece itself and its
// colours come first (each opens the piece with that option chosen), then the same design sold as separate pieces.
import type { Product, RelatedProduct } from "@mayil/core/catalogue/catalogue-schemas";
import { pieceOptions } from "@mayil/core/catalogue/piece-options";
import { pageParams } from "@mayil/core/storefront/page-paths";
import { useParams } from "react-router";
import { BackToHome } from "../../components/ui/back-to-home";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { NotFoundNotice } from "../../components/ui/not-found-notice";
import { Spinner } from "../../components/ui/spinner";
import { isNotFound } from "../../lib/api-client";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { type RelatedCard, RelatedGrid } from "./related-products";
import { useProduct, useRelatedProducts } from "./use-product";
import { OWN_OPTION_PARAM } from "./variant-picker";

export function ProductColorsPage() {
  const { id = "" } = useParams();
  const product = useProduct(/^\d+$/.test(id) ? id : "0");
  const related = useRelatedProducts(product.data?.id);
  const t = useMessages();
  usePageTitle(
    product.data
      ? t("catalogue.product.allColoursTitle", { name: product.data.name })
      : isNotFound(product.error)
        ? t("catalogue.product.notFound")
        : undefined,
  );
  if (product.isPending || (product.data && related.isPending)) return <Spinner />;
  if (!product.data) return <NotFoundNotice message={t("catalogue.product.notFound")} />;
  const colours = [...ownColours(product.data), ...(related.data ?? []).filter((r) => r.relation === "color")];
  return (
    <div className="container-shop pt-6">
      <Breadcrumb
        crumbs={[
          { label: t("frame.nav.home"), href: paths.home.getHref() },
          { label: product.data.name, href: paths.product.getHref(product.data.slug) },
          { label: t("catalogue.product.allColours") },
        ]}
      />
      <h1 className="mt-6 mb-8 font-display text-4xl font-semibold">
        {t("catalogue.product.coloursOf", { name: product.data.name })}
      </h1>
      {colours.length === 0 ? (
        <p className="text-muted">{t("catalogue.noProducts")}</p>
      ) : (
        <RelatedGrid items={colours} showStock />
      )}
      <BackToHome />
    </div>
  );
}

/** The piece itself and its colours as cards (decision 027): each option's photo, price and what is left. */
function ownColours(product: Product): RelatedCard[] {
  return pieceOptions(product).map((option): RelatedProduct & { href: string } => ({
    id: option.variantId ?? product.id,
    name: product.name,
    slug: product.slug,
    image: option.images[0] ?? product.image,
    images: option.images,
    color_name: option.name,
    color_code: option.colorCode,
    price: option.price,
    stock_quantity: option.stock,
    relation: "color",
    href: `${paths.product.getHref(product.slug)}?${pageParams.product.colour}=${option.variantId ?? OWN_OPTION_PARAM}`,
  }));
}
