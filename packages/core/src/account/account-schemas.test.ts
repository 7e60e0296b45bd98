import { describe, expect, it } from "vitest";
import { hiddenCharacterMessage } from "../text/single-line-text";
import { addressBodySchema, profileBodySchema } from "./account-schemas";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const goodAddress = {
  name: "Anjali Nair",
  phone: "+91 98470 12345",
  address: "TC 12/345, Pattom\nNear the post office",
  pincode: "695004",
  city: "Thiruvananthapuram",
  state: "Kerala",
};

describe("profileBodySchema", () => {
  it("trims the name and email and turns the phone into E.164", () => {
    expect(profileBodySchema.parse({ name: "  Anjali ", email: " a@b.in ", phone: "919847012345" })).toEqual({
      name: "Anjali",
      email: "a@b.in",
      phone: "+919847012345",
    });
  });

  it.each([
    [{ email: "a@b.in", phone: "+919847012345" }, "Name is required"],
    [{ name: "  ", email: "a@b.in", phone: "+919847012345" }, "Name is required"],
    [{ name: "A", phone: "+919847012345" }, "Email is required"],
    [{ name: "A", email: "not-an-email", phone: "+919847012345" }, "Please enter a valid email address"],
    [{ name: "A", email: "a@b.in" }, "Phone number is required"],
    [{ name: "A", email: "a@b.in", phone: "" }, "Phone number is required"],
    [{ name: "A", email: "a@b.in", phone: "+1 415 555 2671" }, "Please enter a valid Indian mobile number"],
    [{ name: "A", email: "a@b.in", phone: "+91984701" }, "Indian mobile number must be 10 digits"],
    [{ name: "A", email: "a@b.in", phone: "+912847012345" }, "Invalid Indian mobile number format"],
    [{ name: "x".repeat(101), email: "a@b.in", phone: "+919847012345" }, "Name must be at most 100 characters"],
    [{ name: "A\u0007", email: "a@b.in", phone: "+919847012345" }, hiddenCharacterMessage("Name")],
  ])("refuses %j with %j", (body, message) => {
    expect(firstMessage(profileBodySchema.safeParse(body))).toBe(message);
  });
});

describe("addressBodySchema", () => {
  it("accepts a full address, keeping its line breaks", () => {
    const parsed = addressBodySchema.parse(goodAddress);
    expect(parsed.phone).toBe("+919847012345");
    expect(parsed.address).toContain("\n");
    expect(parsed.is_default).toBeUndefined();
  });

  it.each([
    ["name", "Name is required"],
    ["phone", "Phone number is required"],
    ["address", "Address is required"],
    ["pincode", "Pincode is required"],
    ["city", "City is required"],
    ["state", "State is required"],
  ] as const)("a missing %s says %j", (field, message) => {
    const { [field]: _left, ...rest } = goodAddress;
    expect(firstMessage(addressBodySchema.safeParse(rest))).toBe(message);
    expect(firstMessage(addressBodySchema.safeParse({ ...goodAddress, [field]: " " }))).toBe(message);
  });

  it.each(["69500", "6950041", "69500a", "695 004"])("refuses the pincode %j", (pincode) => {
    expect(firstMessage(addressBodySchema.safeParse({ ...goodAddress, pincode }))).toBe("Pincode must be 6 digits");
  });

  it("refuses a non-boolean is_default and a control character in the city", () => {
    expect(firstMessage(addressBodySchema.safeParse({ ...goodAddress, is_default: "yes" }))).toBe(
      "is_default must be true or false",
    );
    expect(addressBodySchema.parse({ ...goodAddress, city: "Kochi\n" }).city).toBe("Kochi");
    expect(firstMessage(addressBodySchema.safeParse({ ...goodAddress, city: "Ko\nchi" }))).toBe(
      hiddenCharacterMessage("City"),
    );
    // A right-to-left override would make the address read differently in the shop's order summary.
    expect(firstMessage(addressBodySchema.safeParse({ ...goodAddress, address: "Flat 4\u202E21 ,teertS" }))).toBe(
      hiddenCharacterMessage("Address", true),
    );
  });
});
