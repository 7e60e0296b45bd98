// The fulfilment module's public surface: how an order leaves the shop. The parcel's record (read for an order's
// story, written by the order's changes in their transaction), how a parcel shows in views and messages, the couriers
// the desk offers, and a pickup order's code. It registers no routes of its own yet: the desk's shipping, correction
// and returns are still served by orders (decision 079).
export { refuseCourierNotOffered, shipmentDetails, shopCouriers } from "./courier-choice";
export { checkPickupCode, newPickupCode } from "./pickup-codes";
export { messageShipment, shipmentView } from "./shipment-view";
export {
  correctShipmentRecord,
  keepShipment,
  removeShipment,
  type ShipmentRow,
  type ShipmentValues,
  shipmentOf,
  shipmentsOf,
} from "./shipments";
