// One order on the desk, and what the owner does to it: move it along its life cycle, record or void a payment, send a
// payment link, record units that came back, record or void a refund. Each response carries the whole order, which
// replaces the cached one; the lists and today's counts are asked for again.
import { ownerFulfilmentEndpoints } from "@mayil/core/api/fulfilment-endpoints";
import { ownerOrderEndpoints } from "@mayil/core/api/orders-endpoints";
import { ownerPaymentEndpoints } from "@mayil/core/api/payments-endpoints";
import type { CourierId } from "@mayil/core/fulfilment/couriers";
import type { OrderStatus } from "@mayil/core/orders/order-life-cycle";
import type { DeskPaymentMethod } from "@mayil/core/orders/order-payments";
import type { RefundMethod } from "@mayil/core/orders/owner-order-change-schemas";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownerKeys } from "../../../lib/desk/owner-keys";

export function useOwnerOrder(id: number) {
  return useQuery({
    queryKey: ownerKeys.order(id),
    queryFn: ({ signal }) => api(ownerOrderEndpoints.get, { params: { id } }, { signal }).then((body) => body.order),
    staleTime: 0,
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** After a change: the order as the server now has it, and every list and count that may show it asked for again. */
function useOrderChanged() {
  const queryClient = useQueryClient();
  return (order: OwnerOrder) => {
    queryClient.setQueryData(ownerKeys.order(order.id), order);
    void queryClient.invalidateQueries({ queryKey: ownerKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: ownerKeys.today() });
  };
}

/** A move, with the parcel when it ships and the pickup code (or the reason there is none) when it is handed over. */
export interface OrderMove {
  status: OrderStatus;
  note?: string;
  courier?: CourierId;
  courier_name?: string;
  tracking_number?: string;
  pickup_code?: string;
  without_pickup_code?: boolean;
}

export function useMoveOrder(id: number) {
  const orderChanged = useOrderChanged();
  return useMutation({
    mutationFn: (move: OrderMove) => api(ownerOrderEndpoints.move, { params: { id }, body: move }),
    onSuccess: (body) => orderChanged(body.order),
  });
}

export function useCorrectShipment(id: number) {
  const orderChanged = useOrderChanged();
  return useMutation({
    mutationFn: (shipment: { courier: CourierId; courier_name?: string; tracking_number: string; note?: string }) =>
      api(ownerFulfilmentEndpoints.correctShipment, { params: { id }, body: shipment }),
    onSuccess: (body) => orderChanged(body.order),
  });
}

/** The couriers the shop sends with, as its settings list them (kept for the session: they change with a restart). */
export function useCouriers() {
  return useQuery({
    queryKey: ["owner", "couriers"],
    queryFn: () => api(ownerFulfilmentEndpoints.couriers, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export interface PaymentInput {
  method: DeskPaymentMethod;
  amount: string;
  reference?: string;
}

export function useRecordPayment(id: number) {
  const orderChanged = useOrderChanged();
  return useMutation({
    mutationFn: (payment: PaymentInput) => api(ownerPaymentEndpoints.recordPayment, { params: { id }, body: payment }),
    onSuccess: (body) => orderChanged(body.order),
  });
}

export function useVoidPayment(id: number) {
  const orderChanged = useOrderChanged();
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: number; reason: string }) =>
      api(ownerPaymentEndpoints.voidPayment, { params: { id, paymentId }, body: { reason } }),
    onSuccess: (body) => orderChanged(body.order),
  });
}

/** A payment link through the gateway for an agreed amount (decision 082); the amount left out: what is owed. */
export function useSendPaymentLink(id: number) {
  const orderChanged = useOrderChanged();
  return useMutation({
    mutationFn: (link: { amount?: string }) =>
      api(ownerPaymentEndpoints.sendPaymentLink, { params: { id }, body: link }),
    onSuccess: (body) => orderChanged(body.order),
  });
}

export interface ReturnInput {
  lines: { order_item_id: number; quantity: number }[];
  note?: string;
}

export function useRecordReturn(id: number) {
  const orderChanged = useOrderChanged();
  return useMutation({
    mutationFn: (units: ReturnInput) => api(ownerFulfilmentEndpoints.recordReturn, { params: { id }, body: units }),
    onSuccess: (body) => orderChanged(body.order),
  });
}

export interface ReturnedToOriginInput {
  /** What the courier charged for the parcel there and back, in rupees; left out when not yet known. */
  courier_charges?: string;
  note?: string;
}

/** A shipped parcel came back unopened: refused at her door or undeliverable (decision 083). */
export function useReturnedToOrigin(id: number) {
  const orderChanged = useOrderChanged();
  return useMutation({
    mutationFn: (body: ReturnedToOriginInput) =>
      api(ownerFulfilmentEndpoints.returnedToOrigin, { params: { id }, body }),
    onSuccess: (body) => orderChanged(body.order),
  });
}

export interface RefundInput {
  /** `gateway`: sent back through the payment gateway to what she paid with. */
  method: RefundMethod;
  amount: string;
  reference?: string;
  reason?: string;
}

export function useRecordRefund(id: number) {
  const orderChanged = useOrderChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refund: RefundInput) => api(ownerPaymentEndpoints.recordRefund, { params: { id }, body: refund }),
    onSuccess: (body) => orderChanged(body.order),
    // A refund the gateway refused is still written, voided with its words: the order is read again to show it.
    onError: () => queryClient.invalidateQueries({ queryKey: ownerKeys.order(id) }),
  });
}

export function useVoidRefund(id: number) {
  const orderChanged = useOrderChanged();
  return useMutation({
    mutationFn: ({ refundId, reason }: { refundId: number; reason: string }) =>
      api(ownerPaymentEndpoints.voidRefund, { params: { id, refundId }, body: { reason } }),
    onSuccess: (body) => orderChanged(body.order),
  });
}
