// The checkout's go/no-go rules, checked against the toast texts written out literally (spec section 5), not against
// the module's own constants, so a changed text fails here instead of passing by comparing with itself.
import { describe, expect, it } from "vitest";
import { cartCheckoutProblem, checkoutFormProblem, isProfileComplete } from "./checkout-check";

/** Spec section 5: 'Missing information' / 'Please provide your name and phone number.' */
const missingNameOrPhone = { title: "Missing information", description: "Please provide your name and phone number." };
// The spec requires address, pincode and pickup location without giving their texts; these are the shop's own wording.
const missingAddress = {
  title: "Missing information",
  description: "Please provide your delivery address and pincode.",
};
const missingPickupLocation = { title: "Missing information", description: "Please choose a pickup location." };

const form = {
  name: "Anjali",
  phone: "+919847012345",
  deliveryMethod: "delivery" as const,
  savedAddressId: null,
  address: "Pattom",
  pincode: "695004",
  pickupLocation: "Peyad",
};

describe("cartCheckoutProblem", () => {
  it("refuses an empty cart and a cart with an out-of-stock line, with the spec's toasts", () => {
    expect(cartCheckoutProblem([])).toEqual({
      title: "Cart is empty",
      description: "Add some items to your cart before checkout.",
    });
    expect(cartCheckoutProblem([{ stock: 3 }, { stock: 0 }])).toEqual({
      title: "Out of Stock Items",
      description: "Please remove out of stock items from your cart before checkout.",
    });
    expect(cartCheckoutProblem([{ stock: 1 }])).toBeNull();
  });
});

describe("checkoutFormProblem", () => {
  it("asks for name and phone first, with the spec's texts", () => {
    expect(checkoutFormProblem({ ...form, name: " " })).toEqual(missingNameOrPhone);
    expect(checkoutFormProblem({ ...form, phone: "" })).toEqual(missingNameOrPhone);
  });

  it("needs an address and pincode for delivery only when no saved address is chosen", () => {
    expect(checkoutFormProblem({ ...form, address: "" })).toEqual(missingAddress);
    expect(checkoutFormProblem({ ...form, pincode: " " })).toEqual(missingAddress);
    expect(checkoutFormProblem({ ...form, address: "", pincode: "", savedAddressId: 4 })).toBeNull();
    expect(checkoutFormProblem(form)).toBeNull();
  });

  it("needs a pickup location for pickup, not an address", () => {
    expect(checkoutFormProblem({ ...form, deliveryMethod: "pickup", address: "", pickupLocation: "" })).toEqual(
      missingPickupLocation,
    );
    expect(checkoutFormProblem({ ...form, deliveryMethod: "pickup", address: "" })).toBeNull();
  });
});

describe("isProfileComplete", () => {
  it("is complete only with name, email and phone", () => {
    expect(isProfileComplete({ name: "A", email: "a@b.in", phone: "+919847012345" })).toBe(true);
    expect(isProfileComplete({ name: "A", email: "a@b.in", phone: null })).toBe(false);
    expect(isProfileComplete({ name: " ", email: "a@b.in", phone: "+91" })).toBe(false);
  });
});
