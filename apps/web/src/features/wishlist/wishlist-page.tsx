// /wishlist (docs/shop/storefront.md#wishlist): 'Login Required' when signed out; else a spinner while loading, 'My
// Wishlist', the count text, the empty state with Browse Products, and cards with View Details and remove. /settings
// and /orders share the signed-out state.
import { type Language, pathIn } from "@mayil/core/languages/languages";
import { Heart, Share2, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles";
import { LoginRequired } from "../../components/ui/login-required";
import { productHref } from "../../components/ui/product-card";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { Spinner } from "../../components/ui/spinner";
import { useAuth } from "../../lib/auth/current-user";
import { brandName } from "../../lib/brand";
import { useLanguage } from "../../lib/language";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { formatPrice } from "../../lib/price";
import { shareText, shopLink } from "../../lib/share";
import { usePageTitle } from "../../lib/use-page-title";
import { useToggleWishlist, useWishlist } from "./use-wishlist";

export function WishlistPage() {
  const t = useMessages();
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <Spinner />;
  if (!isAuthenticated)
    return <LoginRequired title={t("shopping.myWishlist")} message={t("shopping.loginForWishlist")} />;
  return <SignedInWishlist />;
}

function SignedInWishlist() {
  const t = useMessages();
  usePageTitle(t("shopping.myWishlist"));
  const { items, isLoading } = useWishlist();
  const { toggle } = useToggleWishlist();
  const language = useLanguage();
  if (isLoading) return <Spinner />;
  return (
    <div className="container-shop py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl font-semibold">{t("shopping.myWishlist")}</h1>
          <p className="mt-2 text-muted" data-testid="wishlist-count">
            {items.length === 0 ? t("shopping.wishlistEmpty") : t("shopping.wishlistCount", { count: items.length })}
          </p>
        </div>
        {items.length > 0 && (
          <button
            type="button"
            onClick={() =>
              shareText(
                t("shopping.shareWishlistTitle"),
                wishlistMessage(t("shopping.wishlistAt", { shop: brandName }), items, language),
              )
            }
            className={`${secondaryButton} min-h-11 px-5 py-2`}
          >
            <Share2 className="size-4" aria-hidden />
            {t("shopping.shareWishlist")}
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <div className="flex flex-col items-center py-16 text-center">
          <Heart className="size-14 text-gold" aria-hidden />
          <Link to={paths.products.getHref()} className={`${primaryButton} mt-8`}>
            {t("shopping.browseProducts")}
          </Link>
        </div>
      ) : (
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {items.map((item) => (
            <li
              key={item.product_id}
              className="relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line"
              data-testid="wishlist-item"
            >
              <ResponsiveImage
                src={item.products.image}
                alt=""
                width={400}
                height={400}
                sizes="(min-width: 1024px) 23vw, (min-width: 640px) 31vw, 48vw"
                className="aspect-square w-full object-cover"
              />
              <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
                <h2 className="font-display text-lg leading-snug font-semibold">{item.products.name}</h2>
                <p className="font-semibold text-peacock">{formatPrice(item.products.price)}</p>
                {item.products.description && (
                  <p className="line-clamp-2 text-sm text-muted">{item.products.description}</p>
                )}
                <div className="mt-auto pt-3">
                  <Link
                    to={productHref(item.products)}
                    className={`${secondaryButton} min-h-11 w-full px-3 py-2 whitespace-nowrap`}
                  >
                    {t("shopping.viewDetails")}
                    <span className="sr-only">, {item.products.name}</span>
                  </Link>
                </div>
                {/* On the photo's corner, so View Details keeps the card's whole width on a phone. */}
                <button
                  type="button"
                  onClick={() => toggle(item.products, false)}
                  className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-red-800 shadow-sm ring-1 ring-red-200 hover:bg-red-50"
                  aria-label={t("shopping.removeFromWishlist", { name: item.products.name })}
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type WishlistItem = ReturnType<typeof useWishlist>["items"][number];

/**
 * The list as a friend reads it in WhatsApp: each piece with its price and a link to its page in the language the
 * list was shared from (outside the app no basename adds the /ml or /hi prefix).
 */
function wishlistMessage(heading: string, items: WishlistItem[], language: Language): string {
  const pieces = items.map(
    (item) =>
      `• ${item.products.name} (${formatPrice(item.products.price)})\n  ${shopLink(pathIn(language, productHref(item.products)))}`,
  );
  return [heading, ...pieces].join("\n");
}
