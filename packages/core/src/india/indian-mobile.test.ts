import { describe, expect, it } from "vitest";
import {
  checkIndianMobile,
  formatIndianMobile,
  indianMobileMessages as messages,
  phoneShapeMessages,
  phoneShapeProblem,
  toE164,
} from "./indian-mobile";

describe("checkIndianMobile", () => {
  it.each([
    ["+919847012345", "+919847012345"],
    ["919847012345", "+919847012345"],
    ["+91 98470 12345", "+919847012345"],
    ["91-98470-12345", "+919847012345"],
    ["+91 (6000) 000-000", "+916000000000"],
    ["  +917012345678 ", "+917012345678"],
    // What checkout once refused while the profile took it: a plain number is an Indian one.
    ["9847044444", "+919847044444"],
    ["98470 44444", "+919847044444"],
    ["09847044444", "+919847044444"],
    ["0091 9847012345", "+919847012345"],
  ])("accepts %s as %s", (input, e164) => {
    expect(checkIndianMobile(input)).toEqual({ ok: true, e164 });
  });

  it.each([
    ["", messages.required],
    ["   ", messages.required],
    ["+1 202 555 0143", messages.noPrefix],
    ["+44 7700 900123", messages.noPrefix],
    ["12345", messages.length],
    ["+12345", phoneShapeMessages.tooShort],
    ["+1234567890123456", phoneShapeMessages.tooLong],
    ["98470abcde", phoneShapeMessages.format],
    ["+91984701234", messages.length],
    ["+9198470123456", messages.length],
    ["91984701234", messages.length],
    ["+915847012345", messages.format],
    ["+910847012345", messages.format],
    ["+91984701234x", phoneShapeMessages.format],
    ["+91+9847012345", phoneShapeMessages.format],
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

describe("the phone's shape and display", () => {
  it("makes India the default country and keeps E.164", () => {
    expect(toE164("+91 98765 43210")).toBe("+919876543210");
    expect(toE164("98765 43210")).toBe("+919876543210");
    expect(toE164("919876543210")).toBe("+919876543210");
    expect(toE164("")).toBe("");
  });

  it("says when a number is too short, too long or not digits, with the spec's texts", () => {
    expect(phoneShapeProblem("+12345")).toBe("Phone number is too short");
    expect(phoneShapeProblem("+1234567890123456")).toBe("Phone number is too long");
    expect(phoneShapeProblem("+91abc")).toBe("Invalid phone number format");
    expect(phoneShapeProblem("+919876543210")).toBeNull();
  });

  it("shows an Indian mobile the way it is read aloud, and anything else unchanged", () => {
    expect(formatIndianMobile("+919847011111")).toBe("+91 98470 11111");
    expect(formatIndianMobile("+14155550123")).toBe("+14155550123");
  });
});
