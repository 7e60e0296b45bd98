// How a product's stock reads to a shopper, given how many they already have in the cart.

export type StockState = "out-of-stock" | "low" | "in-stock";

/** Out of stock at 0 or less; low when above 0 but below the quantity in the cart; otherwise in stock. */
export function stockState(stock: number, quantityInCart = 0): StockState {
  if (stock <= 0) return "out-of-stock";
  if (stock < quantityInCart) return "low";
  return "in-stock";
}
