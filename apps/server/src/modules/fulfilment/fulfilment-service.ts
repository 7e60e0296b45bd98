// The owner's fulfilment changes (a parcel's correction, units that came back, a parcel returned to origin) and reads, the one service
// fulfilment's routes call: it holds the database, so no route ever sees it (decision 044).
import type { ShopCourier } from "@mayil/core/fulfilment/shipment-schemas";
import type {
  CorrectShipmentBody,
  RecordReturnBody,
  ReturnedToOriginBody,
} from "@mayil/core/orders/owner-order-change-schemas";
import { shopCouriers } from "./courier-choice";
import type { ChangedOrder, DeskOwner } from "./order-part";
import { type ReturnContext, recordReturn } from "./return-records";
import { returnToOrigin } from "./returned-to-origin";
import { correctShipment, type ShipmentCorrectionContext } from "./shipment-corrections";

/** What fulfilment's changes are given: a correction's and a return's needs together. */
export type FulfilmentContext = ShipmentCorrectionContext & ReturnContext;

export class FulfilmentService {
  constructor(private readonly context: FulfilmentContext) {}

  correctShipment(owner: DeskOwner, orderId: number, body: CorrectShipmentBody): Promise<ChangedOrder> {
    return correctShipment(this.context, owner, orderId, body);
  }

  recordReturn(owner: DeskOwner, orderId: number, body: RecordReturnBody): Promise<ChangedOrder> {
    return recordReturn(this.context, owner, orderId, body);
  }

  returnedToOrigin(owner: DeskOwner, orderId: number, body: ReturnedToOriginBody): Promise<ChangedOrder> {
    return returnToOrigin(this.context, owner, orderId, body);
  }

  /** The couriers the desk offers when an order is shipped. */
  couriers(): ShopCourier[] {
    return shopCouriers(this.context.shop.couriers);
  }
}
