// The checkout's go/no-go rules, checked against the toast texts written out literally
// (docs/shop/rules.md#checkout-and-ordering), not against the module's own constants, so a changed text fails here
// instead of passing by comparing with itself.
import { describe, expect, it } from "vitest";
import { cartCheckoutProblem, checkoutFormProblems, isProfileComplete } from "./checkout-check";

/** docs/shop/rules.md#checkout-and-ordering: 'Missing information' / 'Please provide your name and phone number.' */
const missingNameOrPhone = { title: "Missing information", description: "Please provide your name and phone number." };
// The spec requires address, pincode and pickup location without giving their texts; these are the shop's own wording.
const missingAddress = {
  title: "Missing information",
  description: "Please provide your delivery address, pincode, city and state.",
};
const missingPickupLocation = { title: "Missing information", description: "Please choose a pickup location." };

const form = {
  name: "Anjali",
  phone: "+919847012345",
  deliveryMethod: "delivery" as const,
  savedAddressId: null,
  address: "Pattom",
  pincode: "695004",
  city: "Thiruvananthapuram",
  state: "Kerala",
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

describe("checkoutFormProblems", () => {
  it("asks for name and phone first, with the spec's toast, and marks each missing field", () => {
    expect(checkoutFormProblems({ ...form, name: " " })).toEqual({
      toast: missingNameOrPhone,
      fields: { name: "Please enter your name." },
    });
    expect(checkoutFormProblems({ ...form, name: "", phone: "", address: "" })).toEqual({
      toast: missingNameOrPhone,
      fields: {
        name: "Please enter your name.",
        phone: "Please enter your phone number.",
        address: "Please enter the delivery address.",
      },
    });
  });

  it("marks a phone that is not an Indian mobile with the shop's phone rule", () => {
    expect(checkoutFormProblems({ ...form, phone: "98470" })).toEqual({
      toast: { title: "Invalid phone number", description: "Indian mobile number must be 10 digits" },
      fields: { phone: "Indian mobile number must be 10 digits" },
    });
  });

  it("needs the whole address for delivery only when no saved address is chosen", () => {
    expect(checkoutFormProblems({ ...form, address: "", city: " ", state: "", pincode: "6950" })).toEqual({
      toast: missingAddress,
      fields: {
        address: "Please enter the delivery address.",
        pincode: "Pincode must be 6 digits",
        city: "Please enter the city.",
        state: "Please enter the state.",
      },
    });
    expect(checkoutFormProblems({ ...form, pincode: " " })?.fields).toEqual({ pincode: "Pincode is required" });
    expect(
      checkoutFormProblems({ ...form, address: "", pincode: "", city: "", state: "", savedAddressId: 4 }),
    ).toBeNull();
    expect(checkoutFormProblems(form)).toBeNull();
  });

  it("needs a pickup location for pickup, not an address", () => {
    expect(checkoutFormProblems({ ...form, deliveryMethod: "pickup", address: "", pickupLocation: "" })).toEqual({
      toast: missingPickupLocation,
      fields: { pickupLocation: "Please choose a pickup location." },
    });
    expect(checkoutFormProblems({ ...form, deliveryMethod: "pickup", address: "" })).toBeNull();
  });
});

describe("isProfileComplete", () => {
  it("is complete only with name, email and phone", () => {
    expect(isProfileComplete({ name: "A", email: "a@b.in", phone: "+919847012345" })).toBe(true);
    expect(isProfileComplete({ name: "A", email: "a@b.in", phone: null })).toBe(false);
    expect(isProfileComplete({ name: " ", email: "a@b.in", phone: "+91" })).toBe(false);
  });
});

describe("checkoutFormProblems and characters nobody types", () => {
  it.each([
    ["name", "Name", false],
    ["address", "Address", true],
    ["city", "City", false],
    ["state", "State", false],
  ] as const)("says so under %s, in the server's words", (field, label, multiline) => {
    const problems = checkoutFormProblems({ ...form, [field]: "Pattom\u2028your payment failed" });
    const message = `${label} has a character we can't accept (${multiline ? "an invisible character" : "an invisible character or a line break"}, often copied in with the text). Please type it again.`;
    expect(problems?.fields).toEqual({ [field]: message });
    expect(problems?.toast).toEqual({ title: "Please check your details", description: message });
  });

  it("keeps the line breaks of an address", () => {
    expect(checkoutFormProblems({ ...form, address: "TC 12/345\nPattom" })).toBeNull();
  });
});
