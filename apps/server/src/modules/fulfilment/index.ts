// The fulfilment module's public surface: how an order leaves the shop. The parcel's record (read for an order's
// story, written by the order's changes in their transaction), how a parcel shows in views and messages, the couriers
// the desk offers, and a pickup order's code; it registers the desk's shipment correction and couriers, given what a
// change needs of orders (order-part.ts). The returns too: their records, the units put back (for orders' "Mark
// returned") and the desk's return. Shipping (a move) is still orders', through these (decision 079).
export { type CodParcel, collectedCodParcels, parcelsByTrackingNumber } from "./cod-parcels";
export { refuseCourierNotOffered, shipmentDetails, shopCouriers } from "./courier-choice";
export { registerFulfilment } from "./fulfilment-module";
export type {
  ChangedOrder,
  DeskOwner,
  LockedOrder,
  OrderPart,
  OwnerMove,
  OwnerOrderEvent,
  SoldLine,
} from "./order-part";
export { parcelOutcomes } from "./parcel-sql";
export { checkPickupCode, newPickupCode } from "./pickup-codes";
export { everythingStillOut, type ReturnedLine, returnDetails, returnUnits } from "./returned-units";
export {
  hasReturns,
  isReturnOf,
  type ReturnRecord,
  returnedUnitsOf,
  returnLinesOf,
  returnsOf,
  unitsBackOf,
  unitsReturnedBefore,
  writeReturn,
} from "./returns";
export { returnedLines, returnedPerOrder, returnedUnitsOfItem, returnedUnitsPerItem } from "./returns-sql";
export { messageShipment, shipmentView } from "./shipment-view";
export {
  keepShipment,
  markDelivered,
  removeShipment,
  type ShipmentRow,
  type ShipmentValues,
  shipmentsOf,
} from "./shipments";
