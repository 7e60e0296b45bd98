import { describe, expect, it } from "vitest";
import { allEndpoints } from "./all-endpoints";
import { cartEndpoints } from "./cart-endpoints";
import { mayRefuse, REFUSALS_OF_EVERY_ENDPOINT, refusalsOf } from "./error-codes";
import { orderEndpoints } from "./orders-endpoints";

describe("the codes an endpoint may refuse with", () => {
  it("are its statuses' general codes, its specific codes under their status, and what every endpoint may get", () => {
    const refusals = refusalsOf("cart.add", [401, 404, 409], ["only_n_left"]);
    expect(refusals[401]).toEqual(["unauthenticated"]);
    expect(refusals[404]).toEqual(["not_found"]);
    expect(refusals[409]).toEqual(["conflict", "only_n_left"]);
    expect(refusals[429]).toEqual(REFUSALS_OF_EVERY_ENDPOINT[429]);
    expect(mayRefuse(refusals, 409, "only_n_left")).toBe(true);
    // Declared, but not under this status; and a status it never sends.
    expect(mayRefuse(refusals, 400, "only_n_left")).toBe(false);
    expect(mayRefuse(refusals, 410, "gone")).toBe(false);
    expect(mayRefuse(refusals, 409, "utr_taken")).toBe(false);
    expect(mayRefuse(refusals, 409, undefined)).toBe(false);
  });

  it("refuses a declaration that gives a specific code without the status it is sent with", () => {
    expect(() => refusalsOf("wishlist.add", [400, 401], ["limit_reached"])).toThrow(
      "wishlist.add declares limit_reached, sent with 409, not among its errors",
    );
  });

  it("holds together for every endpoint of the contract", () => {
    for (const endpoint of allEndpoints) expect(() => endpoint.refusals, endpoint.name).not.toThrow();
    expect(cartEndpoints.add.refusals[409]).toEqual(["conflict", "out_of_stock", "only_n_left", "limit_reached"]);
    expect(orderEndpoints.place.refusals[409]).toEqual(["conflict", "out_of_stock", "only_n_left"]);
  });
});
