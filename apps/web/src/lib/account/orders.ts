// Orders: placing one (saved on the server, which answers the WhatsApp link) and the shopper's order history.
import type { Order } from "@mayil/core/shopping-schemas";
import { useQuery } from "@tanstack/react-query";
import { useHasTokens } from "../auth/session";
import { accountKey, accountRequest } from "./account-request";

export const ordersKey = [...accountKey, "orders"] as const;

export interface OrderPayload {
  customer_name: string;
  customer_phone: string;
  customer_email: string | null;
  customer_address: string | null;
  customer_pincode: string | null;
  order_items: { product_id: number; variant_id: number | null; quantity: number; price: string }[];
  total_amount: string;
  delivery_method: "delivery" | "pickup";
  pickup_location: string | null;
  special_instructions: string | null;
}

export interface PlacedOrder {
  success: true;
  message: string;
  order: Order;
  whatsapp_url: string;
  prices_changed: boolean;
}

/** The same key for every try of one checkout, so a retried submit can never place a second order. */
export const placeOrder = (payload: OrderPayload, idempotencyKey: string) =>
  accountRequest<PlacedOrder>("/orders", {
    method: "POST",
    body: payload,
    headers: { "idempotency-key": idempotencyKey },
  });

export function useOrders() {
  const signedIn = useHasTokens();
  const query = useQuery({
    queryKey: ordersKey,
    queryFn: ({ signal }) => accountRequest<{ orders: Order[] }>("/orders", { signal }).then((body) => body.orders),
    enabled: signedIn,
    staleTime: 0,
  });
  return { orders: signedIn ? (query.data ?? []) : [], isLoading: signedIn && query.isPending };
}
