// The order list's filters as they live in the URL (?status=&payment_status=&q=), so back/forward and a shared link
// show the same list.
import { ORDER_STATUSES, type OrderStatus } from "@mayil/core/orders/order-life-cycle";
import { PAYMENT_STATUSES, type PaymentStatus } from "@mayil/core/orders/order-payments";
import { paths } from "../paths";

export interface OwnerOrderListFilters {
  status?: OrderStatus;
  /** A payment status, or "owed": not yet paid in full and still live (what Today's unpaid card opens). */
  payment_status?: PaymentStatus | "owed";
  q?: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

/** The filters in a query string; an unknown status in a hand-typed URL is ignored rather than sent. */
export function readFilters(search: URLSearchParams): OwnerOrderListFilters {
  const q = search.get("q")?.trim();
  return {
    status: oneOf(ORDER_STATUSES, search.get("status")),
    payment_status: oneOf([...PAYMENT_STATUSES, "owed"] as const, search.get("payment_status")),
    q: q ? q : undefined,
  };
}

/** The order list's address with these filters (what Today's cards link to). */
export function ordersHref(filters: OwnerOrderListFilters = {}): string {
  const search = new URLSearchParams();
  if (filters.status) search.set("status", filters.status);
  if (filters.payment_status) search.set("payment_status", filters.payment_status);
  if (filters.q) search.set("q", filters.q);
  const query = search.toString();
  return `${paths.ownerOrders.getHref()}${query ? `?${query}` : ""}`;
}
