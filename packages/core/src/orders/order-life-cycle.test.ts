import { describe, expect, it } from "vitest";
import {
  allowedMoves,
  canMove,
  givesStockBack,
  isClosed,
  isEditable,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  stepBackLabel,
  stepBackTo,
} from "./order-life-cycle";

describe("allowedMoves", () => {
  it("takes a delivery order placed → confirmed → packed → shipped → completed, and back as returned", () => {
    expect(allowedMoves("placed", "delivery")).toEqual(["confirmed", "cancelled"]);
    expect(allowedMoves("confirmed", "delivery")).toEqual(["packed", "cancelled"]);
    expect(allowedMoves("packed", "delivery")).toEqual(["shipped", "cancelled"]);
    expect(allowedMoves("shipped", "delivery")).toEqual(["completed", "returned"]);
    expect(allowedMoves("completed", "delivery")).toEqual(["returned"]);
  });

  it("takes a pickup order through ready_for_pickup instead of shipped, and it can still be cancelled there", () => {
    expect(allowedMoves("placed", "pickup")).toEqual(["confirmed", "cancelled"]);
    expect(allowedMoves("confirmed", "pickup")).toEqual(["packed", "cancelled"]);
    expect(allowedMoves("packed", "pickup")).toEqual(["ready_for_pickup", "cancelled"]);
    expect(allowedMoves("ready_for_pickup", "pickup")).toEqual(["completed", "cancelled"]);
    expect(allowedMoves("completed", "pickup")).toEqual(["returned"]);
  });

  it("lets nothing leave cancelled or returned", () => {
    for (const method of ["delivery", "pickup"] as const) {
      expect(allowedMoves("cancelled", method)).toEqual([]);
      expect(allowedMoves("returned", method)).toEqual([]);
    }
  });

  it("never skips a step, never goes back, and never mixes the delivery and pickup paths", () => {
    expect(canMove("placed", "shipped", "delivery")).toBe(false);
    expect(canMove("placed", "packed", "delivery")).toBe(false);
    expect(canMove("packed", "confirmed", "delivery")).toBe(false);
    expect(canMove("packed", "ready_for_pickup", "delivery")).toBe(false);
    expect(canMove("packed", "shipped", "pickup")).toBe(false);
    expect(canMove("shipped", "cancelled", "delivery")).toBe(false);
    expect(canMove("placed", "returned", "pickup")).toBe(false);
    expect(canMove("placed", "placed", "pickup")).toBe(false);
  });

  it("agrees with canMove for every pair of states", () => {
    for (const method of ["delivery", "pickup"] as const) {
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          expect(canMove(from, to, method)).toBe(allowedMoves(from, method).includes(to));
        }
      }
    }
  });
});

describe("isEditable, isClosed, givesStockBack", () => {
  const where = (rule: (status: OrderStatus) => boolean) => ORDER_STATUSES.filter(rule);

  it("lets an order be changed only until it is shipped or waiting at the pickup point", () => {
    expect(where(isEditable)).toEqual(["placed", "confirmed", "packed"]);
  });

  it("closes only cancelled and returned orders, which are the moves that put stock back", () => {
    expect(where(isClosed)).toEqual(["cancelled", "returned"]);
    expect(where(givesStockBack)).toEqual(["cancelled", "returned"]);
  });

  it("names every state, a placed order as waiting for the shop", () => {
    expect(Object.keys(ORDER_STATUS_LABELS).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(ORDER_STATUS_LABELS.placed).toBe("Waiting for confirmation");
    expect(ORDER_STATUS_LABELS.ready_for_pickup).toBe("Ready for pickup");
  });
});

describe("stepBackTo", () => {
  it("steps shipped and ready_for_pickup back to packed, and packed back to confirmed", () => {
    expect(stepBackTo("shipped")).toBe("packed");
    expect(stepBackTo("ready_for_pickup")).toBe("packed");
    expect(stepBackTo("packed")).toBe("confirmed");
  });

  it.each(["placed", "confirmed", "completed", "cancelled", "returned"] as const)(
    "has no step back from %s",
    (status) => {
      expect(stepBackTo(status)).toBeNull();
    },
  );

  it("names the desk's button after where the order goes", () => {
    expect(stepBackLabel("packed")).toBe("Step back to packed…");
  });
});
