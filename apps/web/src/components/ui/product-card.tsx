// A product in a grid: photo, name, price and the cart button; links to /product/{slug} (slug rule of the spec).
import type { Product } from "@mayil/core/catalogue-schemas";
import { productSlug } from "@mayil/core/slug";
import { ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { useAddToCart, useCart } from "../../features/cart/use-cart";
import { useHasTokens } from "../../lib/auth/session";
import { paths } from "../../lib/paths";
import { formatPrice } from "../../lib/price";
import { InCartControls } from "./cart-controls";
import { PRODUCT_IMAGE_SIZE, ResponsiveImage } from "./responsive-image";
import { WishlistHeart } from "./wishlist-heart";

/** Grid cards are two across on phones, up to four on desktop. */
const CARD_SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 48vw";

export const productHref = (product: Pick<Product, "slug" | "name">) =>
  paths.product.getHref(product.slug || productSlug(product.name));

export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const outOfStock = product.quantity <= 0;
  const signedIn = useHasTokens();
  const { lineFor } = useCart();
  const { add } = useAddToCart();
  const inCart = Boolean(lineFor({ productId: product.id, variantId: null }));
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
              Out of Stock
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
      {signedIn && <WishlistHeart product={product} className="absolute top-2 right-2" />}
      <div className="px-3 pb-3 sm:px-4 sm:pb-4">
        {inCart ? (
          <InCartControls
            productId={product.id}
            variantId={null}
            name={product.name}
            stock={product.quantity}
            minusAtOneRemoves={false}
            compact
          />
        ) : (
          <button
            type="button"
            disabled={outOfStock}
            onClick={() =>
              add({
                product,
                productId: product.id,
                variantId: null,
                quantity: 1,
                unitPrice: product.price,
                stock: product.quantity,
              })
            }
            className="inline-flex w-full items-center justify-center gap-2 rounded-full border border-peacock/30 px-3 py-2 text-sm font-medium text-peacock transition-colors hover:bg-peacock hover:text-white disabled:cursor-not-allowed disabled:border-stone-200 disabled:text-stone-600 disabled:hover:bg-transparent"
          >
            <ShoppingBag className="size-4" aria-hidden />
            {outOfStock ? "Out of Stock" : "Add to Cart"}
            <span className="sr-only">, {product.name}</span>
          </button>
        )}
      </div>
    </article>
  );
}
