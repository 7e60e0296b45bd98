// The owner's changes to orders (a sale she enters, an edit, a move along the life cycle) and her read of one order:
// the one service the owner's order routes call (payments and refunds are the payments module's, units that came back
// fulfilment's). Each change lives in a file of its own (new-sale.ts, order-edit.ts, order-moves.ts), given this
// service's context; the service holds the database, so no route ever sees it
// (decision 044).

import type { EditOrderBody, OrderStatusBody, SaleBody } from "@mayil/core/orders/owner-order-change-schemas";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { enterSale } from "./new-sale";
import { editOrder } from "./order-edit";
import { moveOrder } from "./order-moves";
import type { ChangedOrder, DeskOwner, OwnerOrderContext } from "./owner-order-context";
import { ownerOrder } from "./owner-order-view";

export class OwnerOrderService {
  constructor(private readonly context: OwnerOrderContext) {}

  /** One order as the owner reads it; 404 when there is no such order. */
  order(orderId: number): Promise<OwnerOrder> {
    return ownerOrder(this.context.db, orderId, this.context.shop);
  }

  enterSale(owner: DeskOwner, body: SaleBody): Promise<ChangedOrder> {
    return enterSale(this.context, owner, body);
  }

  editOrder(owner: DeskOwner, orderId: number, body: EditOrderBody): Promise<ChangedOrder> {
    return editOrder(this.context, owner, orderId, body);
  }

  moveOrder(owner: DeskOwner, orderId: number, body: OrderStatusBody): Promise<ChangedOrder> {
    return moveOrder(this.context, owner, orderId, body);
  }
}
