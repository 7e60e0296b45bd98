// The owner's fulfilment changes and reads, the one service fulfilment's routes call: it holds the database, so no
// route ever sees it (decision 044).
import type { ShopCourier } from "@mayil/core/fulfilment/shipment-schemas";
import type { CorrectShipmentBody } from "@mayil/core/orders/owner-order-change-schemas";
import { shopCouriers } from "./courier-choice";
import type { ChangedOrder, DeskOwner } from "./order-part";
import { correctShipment, type ShipmentCorrectionContext } from "./shipment-corrections";

export class FulfilmentService {
  constructor(private readonly context: ShipmentCorrectionContext) {}

  correctShipment(owner: DeskOwner, orderId: number, body: CorrectShipmentBody): Promise<ChangedOrder> {
    return correctShipment(this.context, owner, orderId, body);
  }

  /** The couriers the desk offers when an order is shipped. */
  couriers(): ShopCourier[] {
    return shopCouriers(this.context.shop.couriers);
  }
}
