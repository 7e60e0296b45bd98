// An order's life, written once: the server enforces these moves, the desk offers them as buttons, and both name
// each state the same way.
import type { DeliveryMethod } from "./order-totals";

export const ORDER_STATUSES = [
  "placed",
  "confirmed",
  "packed",
  "shipped",
  "ready_for_pickup",
  "completed",
  "cancelled",
  "returned",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * placed → confirmed → packed → shipped (delivery) | ready_for_pickup (pickup) → completed; cancelled from placed,
 * confirmed, packed or ready_for_pickup; returned from shipped or completed. Nothing leaves cancelled or returned.
 */
export function allowedMoves(status: OrderStatus, method: DeliveryMethod): OrderStatus[] {
  switch (status) {
    case "placed":
      return ["confirmed", "cancelled"];
    case "confirmed":
      return ["packed", "cancelled"];
    case "packed":
      return [method === "delivery" ? "shipped" : "ready_for_pickup", "cancelled"];
    case "shipped":
      return ["completed", "returned"];
    case "ready_for_pickup":
      return ["completed", "cancelled"];
    case "completed":
      return ["returned"];
    case "cancelled":
    case "returned":
      return [];
  }
}

export const canMove = (from: OrderStatus, to: OrderStatus, method: DeliveryMethod) =>
  allowedMoves(from, method).includes(to);

/**
 * The one step back from a slip of the thumb: shipped → packed, ready_for_pickup → packed, packed → confirmed. Only
 * where nothing has left the owner's hands for good: a completed, cancelled or returned order stays so, and a placed
 * order has nothing before it. A step back never touches stock (it was taken when the order was placed and stays
 * with the order until it is cancelled or returned), so it always needs a reason, kept on the timeline.
 */
export function stepBackTo(status: OrderStatus): OrderStatus | null {
  switch (status) {
    case "shipped":
    case "ready_for_pickup":
      return "packed";
    case "packed":
      return "confirmed";
    default:
      return null;
  }
}

export const canStepBack = (from: OrderStatus, to: OrderStatus) => stepBackTo(from) === to;

/** The moves that give every item's stock back: the pieces are on the shelf again. */
export const givesStockBack = (to: OrderStatus) => to === "cancelled" || to === "returned";

/** Until it has left the counter (shipped, or waiting at a pickup point), an agreed order can still be changed. */
export const isEditable = (status: OrderStatus) => status === "placed" || status === "confirmed" || status === "packed";

/** Orders that no longer hold stock or owe money. */
export const isClosed = (status: OrderStatus) => status === "cancelled" || status === "returned";

/** Still on its way to the shopper: neither finished (completed) nor closed. */
export const isInProgress = (status: OrderStatus) => status !== "completed" && !isClosed(status);

/** How the shop names each state, to the shopper and on the desk. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: "Waiting for confirmation",
  confirmed: "Confirmed",
  packed: "Packed",
  shipped: "Shipped",
  ready_for_pickup: "Ready for pickup",
  completed: "Completed",
  cancelled: "Cancelled",
  returned: "Returned",
};

/** The desk's button for a move: what the owner does, not the state it ends in. */
export const MOVE_LABELS: Record<OrderStatus, string> = {
  placed: "Placed",
  confirmed: "Confirm",
  packed: "Mark packed",
  shipped: "Mark shipped",
  ready_for_pickup: "Ready for pickup",
  completed: "Mark completed",
  cancelled: "Cancel order",
  returned: "Mark returned",
};

/** The desk's quieter button for a step back, asking why: "Step back to packed…". */
export const stepBackLabel = (to: OrderStatus) => `Step back to ${ORDER_STATUS_LABELS[to].toLowerCase()}…`;
