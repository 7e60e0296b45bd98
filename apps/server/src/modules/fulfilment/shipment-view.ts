// The parcel as an order's views and messages show it: the courier's name, the number, and the courier's tracking
// link made from the shop's pattern now (so a pattern the shop corrects mends every old order's link too).
import { COURIERS, isKnownCourier, OTHER_COURIER, trackingUrl } from "@mayil/core/fulfilment/couriers";
import type { Shipment } from "@mayil/core/fulfilment/shipment-schemas";
import { Money } from "@mayil/core/money/money";
import type { MessageShipment } from "@mayil/core/orders/order-status-messages";
import type { ShopCouriers } from "../../config";
import type { ShipmentRow } from "./shipments";

export function shipmentView(row: ShipmentRow, couriers: Pick<ShopCouriers, "trackingUrls">): Shipment {
  const known = isKnownCourier(row.courier) ? row.courier : null;
  return {
    courier: known ?? OTHER_COURIER,
    courier_name: known ? COURIERS[known].name : (row.courierName ?? "Courier"),
    tracking_number: row.trackingNumber,
    tracking_url: known ? trackingUrl(couriers.trackingUrls[known], row.trackingNumber) : null,
    cash_on_delivery: row.cashOnDelivery,
    cod_amount: row.codAmount === null ? null : Money.toWire(row.codAmount),
    shipped_at: row.createdAt,
  };
}

/** The same parcel as a message to the customer names it. */
export const messageShipment = (shipment: Shipment): MessageShipment => ({
  courierName: shipment.courier_name,
  trackingNumber: shipment.tracking_number,
  trackingUrl: shipment.tracking_url,
  cashOnDelivery: shipment.cash_on_delivery,
});
