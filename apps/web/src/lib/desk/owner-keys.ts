// The desk's query keys, in one factory: all under the signed-in account's key, so signing out drops every one of
// them with the shopper's own lists, and a change to one order can refresh the lists and today's counts at once.

import { accountQueryKey } from "../signed-in-query";
import type { OwnerOrderListFilters } from "./order-filters";

const all = accountQueryKey("owner-desk");

export const ownerKeys = {
  all,
  today: () => [...all, "today"] as const,
  lists: () => [...all, "orders"] as const,
  list: (filters: OwnerOrderListFilters) => [...all, "orders", filters] as const,
  order: (id: number) => [...all, "order", id] as const,
};
