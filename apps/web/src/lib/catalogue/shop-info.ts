// The shop's public facts (contacts, address) for the footer and the policy pages, and its per-item cap for the cart.
import { catalogueCalls } from "@mayil/core/catalogue/catalogue-api-paths";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client";

export const shopInfoQuery = queryOptions({
  queryKey: ["shop"],
  queryFn: ({ signal }) => api.call(catalogueCalls.shop(), { signal }).then((body) => body.shop),
});

export const useShopInfo = () => useQuery(shopInfoQuery);

/**
 * How many of one piece a plus button may reach: the stock (docs/shop/storefront.md#cart-controls), and never more than
 * the shop sells to one shopper at a time (MAX_UNITS_PER_ITEM, from GET /api/shop), which the server would refuse
 * anyway.
 */
export function useMostOfOneItem(stock: number): number {
  const { data: shop } = useShopInfo();
  return mostOfOneItem(stock, shop?.max_units_per_item);
}

/** The per-item cap rule, once: what is left, but never more than the shop sells of one piece at a time. */
export function mostOfOneItem(stock: number, maxUnitsPerItem: number | undefined): number {
  return maxUnitsPerItem === undefined ? stock : Math.min(stock, maxUnitsPerItem);
}
