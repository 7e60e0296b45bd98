// A product in a grid: photo, name, price and the cart button; links to /product/{slug} (slug rule of the spec).
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import { productSlug } from "@mayil/core/catalogue/slug";
import { Palette, ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { formatPrice } from "../../lib/price";
import type { ShopperActions } from "../../lib/shopper-actions";
import { InCartControls } from "./cart-controls";
import { PRODUCT_IMAGE_SIZE, ResponsiveImage } from "./responsive-image";
import { WishlistHeart } from "./wishlist-heart";

/** Grid cards are two across on phones, up to four on desktop. */
const CARD_SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 48vw";

const cardAction =
  "inline-flex w-full items-center justify-center gap-2 rounded-full border border-peacock/30 px-3 py-2 text-sm font-medium whitespace-nowrap text-peacock transition-colors hover:bg-peacock hover:text-white disabled:cursor-not-allowed disabled:border-stone-200 disabled:text-stone-600 disabled:hover:bg-transparent";

export const productHref = (product: Pick<Product, "slug" | "name">) =>
  paths.product.getHref(product.slug || productSlug(product.name));

interface ProductCardProps {
  product: Product;
  priority?: boolean;
  /** The shopper's cart and wishlist, as the card's buttons use them. */
  actions: ShopperActions;
}

export function ProductCard({ product, priority = false, actions }: ProductCardProps) {
  const t = useMessages();
  const outOfStock = product.quantity <= 0;
  const { signedIn, cart, wishlist } = actions;
  // Cards add a piece without colours; a piece sold in colours is chosen on its page, colour first.
  const line = { productId: product.id, variantId: null, name: product.name };
  const soldInColours = product.variants.length > 0;
  const inCart = cart.quantityOf(line);
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line/70 transition-shadow hover:shadow-md"
      data-testid="product-card"
    >
      <Link to={productHref(product)} className="flex flex-1 flex-col">
        <div className="relative overflow-hidden bg-sand">
          <ResponsiveImage
            src={product.image}
            // The name follows inside the same link; repeating it as the photo's text would be read out twice.
            alt=""
            width={PRODUCT_IMAGE_SIZE}
            height={PRODUCT_IMAGE_SIZE}
            sizes={CARD_SIZES}
            priority={priority}
            className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
          {outOfStock && (
            <span className="absolute top-2 left-2 rounded-full bg-white/90 px-2.5 py-1 text-xs font-medium text-red-800">
              {t("frame.outOfStock")}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 px-3 pt-3 pb-2 sm:px-4">
          <h3 className="font-display text-lg leading-snug font-semibold text-ink sm:text-xl">{product.name}</h3>
          <p className="text-base font-semibold text-peacock" data-testid="product-price">
            {formatPrice(product.price)}
          </p>
        </div>
      </Link>
      {signedIn && (
        <WishlistHeart
          productName={product.name}
          saved={wishlist.has(product.id)}
          onToggle={(save) => wishlist.toggle(product, save)}
          className="absolute top-2 right-2"
        />
      )}
      <div className="px-3 pb-3 sm:px-4 sm:pb-4">
        {/* A piece in colours is chosen on its page, option first: its total is no one line's limit. */}
        {inCart !== undefined && !soldInColours ? (
          <InCartControls
            name={product.name}
            quantity={inCart}
            itemCount={cart.itemCount}
            most={cart.mostOf(product.quantity)}
            minusAtOneRemoves={false}
            compact
            onQuantityChange={(quantity) => cart.setQuantity(line, quantity)}
            onRemove={() => cart.remove(line)}
          />
        ) : soldInColours && !outOfStock ? (
          <Link to={productHref(product)} className={cardAction}>
            <Palette className="size-4" aria-hidden />
            {t("frame.chooseColour")}
            <span className="sr-only">, {product.name}</span>
          </Link>
        ) : (
          <button
            type="button"
            disabled={outOfStock}
            onClick={() =>
              cart.add({
                product,
                productId: product.id,
                variantId: null,
                quantity: 1,
                unitPrice: product.price,
                stock: product.quantity,
              })
            }
            className={cardAction}
          >
            <ShoppingBag className="size-4" aria-hidden />
            {outOfStock ? t("frame.outOfStock") : t("frame.addToCart")}
            <span className="sr-only">, {product.name}</span>
          </button>
        )}
      </div>
    </article>
  );
}
