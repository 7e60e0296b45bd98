// The wishlist heart: filled when the piece is saved; pressing it saves or unsaves it (docs/shop/rules.md#wishlist).
import { Heart } from "lucide-react";
import { useMessages } from "../../lib/messages";

interface WishlistHeartProps {
  productName: string;
  saved: boolean;
  /** Called with what the press asks for: true to save, false to unsave. */
  onToggle: (save: boolean) => void;
  className?: string;
}

export function WishlistHeart({ productName, saved, onToggle, className = "" }: WishlistHeartProps) {
  const t = useMessages();
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t(saved ? "frame.wishlist.remove" : "frame.wishlist.add", { name: productName })}
      onClick={() => onToggle(!saved)}
      className={`rounded-full bg-white/90 p-2 text-peacock shadow-sm hover:bg-white ${className}`}
      data-testid="wishlist-heart"
    >
      <Heart className={`size-5 ${saved ? "fill-current" : ""}`} aria-hidden />
    </button>
  );
}
