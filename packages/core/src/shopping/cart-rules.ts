// The cart's rules that both sides keep: the storefront checks them before it sends (so a tap is told at once, with
// no round trip), and the server checks them again under its locks, which is what counts. One wording for both.

/** Word for word as docs/shop/rules.md#cart quotes them. */
export const cartMessages = {
  added: "Added to cart successfully",
  removed: "Removed from cart successfully",
  updated: "Cart updated successfully",
  cleared: "Cart cleared successfully",
  outOfStockToAdd: "This product is out of stock and cannot be added to cart",
  outOfStock: "This product is out of stock",
  onlyLeft: (stock: number) => `Only ${stock} items available in stock`,
  notInCart: "This product is not in your cart",
} as const;

/**
 * Why a cart line of `wanted` pieces cannot be had when `stock` are left (adding to the cart, or setting a line's
 * quantity), or null when it can.
 */
export function cartStockRefusal(wanted: number, stock: number, adding: boolean): string | null {
  if (stock <= 0) return adding ? cartMessages.outOfStockToAdd : cartMessages.outOfStock;
  if (wanted > stock) return cartMessages.onlyLeft(stock);
  return null;
}
