// Product page (/product/{slug}, or /product/{id} from search): photos and videos, name, price, stock, colours,
// quantity and total, the cart button, related pieces and the shop's promises.
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import { openingOption, type PieceOption, pieceOptions } from "@mayil/core/catalogue/piece-options";
import { pathIn } from "@mayil/core/languages/languages";
import { pageParams } from "@mayil/core/storefront/page-paths";
import { useQueryClient } from "@tanstack/react-query";
import { Share2, ShoppingBag } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { BackToHome } from "../../components/ui/back-to-home";
import { Breadcrumb, crumbsUnderCategory } from "../../components/ui/breadcrumb";
import { primaryButton } from "../../components/ui/button-styles";
import { InCartControls } from "../../components/ui/cart-controls";
import { NotFoundNotice } from "../../components/ui/not-found-notice";
import { Spinner } from "../../components/ui/spinner";
import { StockBadge } from "../../components/ui/stock-badge";
import { WishlistHeart } from "../../components/ui/wishlist-heart";
import { useCategories } from "../../lib/catalogue/categories";
import { useLanguage } from "../../lib/language";
import { Message, useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { formatPrice, formatTotal } from "../../lib/price";
import { shareText, shopLink } from "../../lib/share";
import { useShopperActions } from "../../lib/shopper-actions";
import { usePageTitle } from "../../lib/use-page-title";
import { MediaCarousel } from "./media-carousel";
import { productProblem, renamedSlug } from "./product-address";
import { ProductGoneNotice } from "./product-gone-notice";
import { clampQuantity, QuantityControl } from "./quantity-control";
import { RelatedProducts } from "./related-products";
import { SellingPoints } from "./selling-points";
import { productKeys, useProduct, useRelatedProducts } from "./use-product";
import { OWN_OPTION_PARAM, VariantPicker } from "./variant-picker";

export function ProductPage() {
  const { slug = "" } = useParams();
  const { data: product, error, isPending } = useProduct(slug);
  const problem = error ? productProblem(error) : null;
  const t = useMessages();
  usePageTitle(
    product?.name ??
      (problem?.kind === "gone"
        ? t("catalogue.product.noLongerAvailableTitle")
        : problem?.kind === "not-found"
          ? t(problem.message)
          : undefined),
  );
  useCurrentAddress(slug, product);
  if (isPending) return <Spinner />;
  if (!product) {
    if (problem?.kind === "gone") return <ProductGoneNotice message={t(problem.message)} />;
    return <NotFoundNotice message={t(problem?.message ?? "frame.wentWrongTryAgain")} />;
  }
  return <ProductDetails key={product.id} product={product} />;
}

/**
 * An old link (the piece was renamed) responds with the piece under its new slug: the address becomes the current one,
 * replacing the old in the history, so a share or a reload uses it. The response is kept under the new slug too, so
 * the page does not ask again.
 */
function useCurrentAddress(requested: string, product: Product | undefined) {
  const navigate = useNavigate();
  const { search, hash, state } = useLocation();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const current = product ? renamedSlug(requested, product.slug) : null;
  useEffect(() => {
    if (!current || !product) return;
    queryClient.setQueryData(productKeys.detail(current, language), product);
    void navigate({ pathname: paths.product.getHref(current), search, hash }, { replace: true, state });
  }, [current, product, queryClient, navigate, search, hash, state, language]);
}

/**
 * The option a link asks for: ?colour={id} (from the all-colours page), or ?colour=own for the piece itself; anything
 * else asks for nothing, and the page opens on the first option with stock.
 */
function askedOption(param: string | null): number | null | undefined {
  if (param === OWN_OPTION_PARAM) return null;
  return param && /^\d+$/.test(param) ? Number(param) : undefined;
}

function ProductDetails({ product }: { product: Product }) {
  const [searchParams] = useSearchParams();
  const t = useMessages();
  const language = useLanguage();
  // The piece itself and its colours, each with its own price, photos and stock (decision 027).
  const options = pieceOptions(product);
  const [variantId, setVariantId] = useState<number | null>(
    () => openingOption(options, askedOption(searchParams.get(pageParams.product.colour))).variantId,
  );
  const [quantity, setQuantity] = useState(1);
  const { data: categories } = useCategories();
  const { data: related = [] } = useRelatedProducts(product.id);
  const shown = options.find((option) => option.variantId === variantId) ?? openingOption(options, undefined);
  const category = categories?.find((c) => c.id === product.category_id);
  const outOfStock = shown.stock <= 0;
  const { cart, wishlist } = useShopperActions();
  const variant = product.variants.find((v) => v.id === variantId);
  const line = { productId: product.id, variantId, name: product.name };
  const inCart = cart.quantityOf(line);
  const most = cart.mostOf(shown.stock);

  function chooseOption(option: PieceOption) {
    setVariantId(option.variantId);
    setQuantity((q) => clampQuantity(q, option.stock));
  }

  return (
    <div className="container-shop pt-6">
      <Breadcrumb crumbs={crumbsUnderCategory(t, category, product.name)} />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-14">
        {/* A new colour starts its photos from the first one. */}
        <MediaCarousel
          key={variantId ?? "product"}
          images={shown.images}
          videos={shown.videos}
          productName={product.name}
        />
        <div className="flex flex-col gap-6">
          <div>
            <h1 className="font-display text-4xl leading-tight font-semibold sm:text-5xl">{product.name}</h1>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <p className="text-2xl font-semibold text-peacock tabular-nums" data-testid="product-price">
                {formatPrice(shown.price)}
              </p>
              <StockBadge stock={shown.stock} />
            </div>
            <p className="mt-1 text-xs text-muted">{t("catalogue.product.taxes")}</p>
          </div>
          <p className="leading-relaxed text-muted">{product.description}</p>
          {product.variants.length > 0 && (
            <VariantPicker
              options={options}
              selectedId={variantId}
              onSelect={chooseOption}
              pieceImage={product.image}
            />
          )}
          {inCart !== undefined ? (
            <div className="flex flex-col gap-3">
              <InCartControls
                name={product.name}
                quantity={inCart}
                itemCount={cart.itemCount}
                most={most}
                minusAtOneRemoves
                onQuantityChange={(next) => cart.setQuantity(line, next)}
                onRemove={() => cart.remove(line)}
              />
              <p className="text-sm text-muted" data-testid="total-price">
                <Message
                  id="catalogue.product.total"
                  values={{ total: formatTotal(shown.price, inCart) }}
                  components={{ 0: <span className="text-lg font-semibold text-ink" /> }}
                />
              </p>
            </div>
          ) : (
            <>
              {/* Nothing to count or total for a piece (or colour) with none left. */}
              {!outOfStock && (
                <div className="flex flex-wrap items-center gap-4">
                  <QuantityControl
                    quantity={quantity}
                    stock={most}
                    onChange={(q) => setQuantity(clampQuantity(q, most))}
                  />
                  <p className="text-sm text-muted" data-testid="total-price">
                    <Message
                      id="catalogue.product.total"
                      values={{ total: formatTotal(shown.price, quantity) }}
                      components={{ 0: <span className="text-lg font-semibold text-ink tabular-nums" /> }}
                    />
                  </p>
                </div>
              )}
              <button
                type="button"
                disabled={outOfStock}
                onClick={() => {
                  cart.add({
                    product,
                    productId: product.id,
                    variantId,
                    quantity,
                    unitPrice: shown.price,
                    stock: shown.stock,
                    variant: variant
                      ? { id: variant.id, color_name: variant.color_name, color_code: variant.color_code }
                      : null,
                  });
                }}
                className={`${primaryButton} w-full sm:w-auto sm:self-start`}
              >
                <ShoppingBag className="size-4" aria-hidden />
                {outOfStock ? t("frame.outOfStock") : t("frame.addToCart")}
              </button>
            </>
          )}
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-muted">
            <div className="flex items-center gap-2">
              <WishlistHeart
                productName={product.name}
                saved={wishlist.has(product.id)}
                onToggle={(save) => wishlist.toggle(product, save)}
                className="ring-1 ring-line"
              />
              {/* Follows the heart: what a tap would do while it is empty, what is so once it is filled. */}
              <span data-testid="wishlist-label">
                {wishlist.has(product.id)
                  ? t("catalogue.product.savedToWishlist")
                  : t("catalogue.product.saveToWishlist")}
              </span>
            </div>
            <button
              type="button"
              onClick={() =>
                shareText(
                  product.name,
                  shareMessage(product.name, shown.price, pathIn(language, paths.product.getHref(product.slug))),
                )
              }
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-medium text-peacock ring-1 ring-line hover:bg-sand"
            >
              <Share2 className="size-4" aria-hidden />
              {t("catalogue.product.shareOnWhatsApp")}
            </button>
          </div>
        </div>
      </div>
      <div className="mt-16 space-y-14">
        <RelatedProducts productId={product.id} related={related} />
        <SellingPoints />
      </div>
      <BackToHome />
    </div>
  );
}

/**
 * What a friend reads in WhatsApp: the piece (named in the page's language), its price and its page in the same
 * language (whose link preview shows the photo).
 */
function shareMessage(name: string, price: string, href: string): string {
  return `${name}: ${formatPrice(price)}\n${shopLink(href)}`;
}
