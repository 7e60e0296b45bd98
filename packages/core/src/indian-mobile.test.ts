import { describe, expect, it } from "vitest";
import { checkIndianMobile, indianMobileMessages as messages } from "./indian-mobile";

describe("checkIndianMobile", () => {
  it.each([
    ["+919847012345", "+919847012345"],
    ["919847012345", "+919847012345"],
    ["+91 98470 12345", "+919847012345"],
    ["91-98470-12345", "+919847012345"],
    ["+91 (6000) 000-000", "+916000000000"],
    ["  +917012345678 ", "+917012345678"],
  ])("accepts %s as %s", (input, e164) => {
    expect(checkIndianMobile(input)).toEqual({ ok: true, e164 });
  });

  it.each([
    ["", messages.required],
    ["   ", messages.required],
    ["9847012345", messages.noPrefix],
    ["+1 202 555 0143", messages.noPrefix],
    ["0091 9847012345", messages.noPrefix],
    ["+91984701234", messages.length],
    ["+9198470123456", messages.length],
    ["91984701234", messages.length],
    ["+915847012345", messages.format],
    ["+910847012345", messages.format],
    ["+91984701234x", messages.format],
    ["+91+9847012345", messages.format],
  ])("refuses %j with %j", (input, message) => {
    expect(checkIndianMobile(input)).toEqual({ ok: false, message });
  });

  it("uses the spec's exact texts", () => {
    expect(Object.values(messages)).toEqual([
      "Phone number is required",
      "Please enter a valid Indian mobile number",
      "Indian mobile number must be 10 digits",
      "Invalid Indian mobile number format",
    ]);
  });
});
