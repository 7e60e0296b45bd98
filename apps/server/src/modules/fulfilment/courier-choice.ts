// The couriers the desk offers when an order is shipped, the check that a courier is one of them, and the parcel as
// an order's timeline keeps it.
import { COURIERS, type CourierId, OTHER_COURIER, trackingNumberHint } from "@mayil/core/fulfilment/couriers";
import type { ShopCourier } from "@mayil/core/fulfilment/shipment-schemas";
import type { ShopCouriers } from "../../config";
import { InvalidInput } from "../../domain-errors";

/** The couriers the desk offers, in the shop's order, and other last. */
export function shopCouriers(couriers: ShopCouriers): ShopCourier[] {
  return [
    ...couriers.offered.map((id) => ({
      id,
      name: COURIERS[id].name,
      number_hint: trackingNumberHint(id),
      tracking_url_pattern: couriers.trackingUrls[id],
    })),
    { id: OTHER_COURIER, name: "Other", number_hint: null, tracking_url_pattern: null },
  ];
}

/** A courier the shop does not send with (COURIERS) is refused, naming the ones it does. */
export function refuseCourierNotOffered(couriers: ShopCouriers, courier: CourierId, keeping?: string): void {
  if (courier === OTHER_COURIER || couriers.offered.includes(courier) || courier === keeping) return;
  const names = [...couriers.offered.map((id) => COURIERS[id].name), "Other"].join(", ");
  throw new InvalidInput(`The shop does not send with ${COURIERS[courier].name}: choose one of ${names}`, "courier");
}

/** The parcel as the timeline's details keep it. */
export const shipmentDetails = (shipment: { courier: string; courierName: string | null; trackingNumber: string }) => ({
  courier: shipment.courier,
  courier_name: shipment.courierName,
  tracking_number: shipment.trackingNumber,
});
