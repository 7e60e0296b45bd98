import { describe, expect, it } from "vitest";
import { checkPhone, phoneShapeProblem, toE164 } from "./phone-input";

describe("phone input", () => {
  it("keeps E.164 and makes India the default country", () => {
    expect(toE164("+91 98765 43210")).toBe("+919876543210");
    expect(toE164("98765 43210")).toBe("+919876543210");
    expect(toE164("919876543210")).toBe("+919876543210");
    expect(toE164("")).toBe("");
  });

  it("says when a number is too short, too long or not digits", () => {
    expect(phoneShapeProblem("+12345")).toBe("Phone number is too short");
    expect(phoneShapeProblem("+1234567890123456")).toBe("Phone number is too long");
    expect(phoneShapeProblem("+91abc")).toBe("Invalid phone number format");
    expect(phoneShapeProblem("+919876543210")).toBeNull();
  });

  it("then applies the profile's Indian mobile rule with the spec's messages", () => {
    expect(checkPhone("")).toEqual({ ok: false, message: "Phone number is required" });
    expect(checkPhone("+1 415 555 2671")).toEqual({ ok: false, message: "Please enter a valid Indian mobile number" });
    expect(checkPhone("+91 98765 4321")).toEqual({ ok: false, message: "Indian mobile number must be 10 digits" });
    expect(checkPhone("+91 58765 43210")).toEqual({ ok: false, message: "Invalid Indian mobile number format" });
    expect(checkPhone("98765 43210")).toEqual({ ok: true, e164: "+919876543210" });
  });
});
