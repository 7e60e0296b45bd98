// The wishlist heart: fills when the piece is saved; toggles it (spec section 4, Wishlist).
import type { Product } from "@mayil/core/catalogue-schemas";
import { Heart } from "lucide-react";
import { useToggleWishlist, useWishlist } from "../../features/wishlist/use-wishlist";

export function WishlistHeart({ product, className = "" }: { product: Product; className?: string }) {
  const { has } = useWishlist();
  const { toggle } = useToggleWishlist();
  const saved = has(product.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
      onClick={() => toggle(product, !saved)}
      className={`rounded-full bg-white/90 p-2 text-peacock shadow-sm hover:bg-white ${className}`}
      data-testid="wishlist-heart"
    >
      <Heart className={`size-5 ${saved ? "fill-current" : ""}`} aria-hidden />
    </button>
  );
}
