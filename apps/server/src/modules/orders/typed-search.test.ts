import { describe, expect, it } from "vitest";
import { containing, phoneDigits } from "./typed-search";

describe("what the owner types into a desk search", () => {
  it("finds a name's text as written: % and _ are letters, not wildcards", () => {
    expect(containing("Lakshmi")).toBe("%Lakshmi%");
    expect(containing("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });

  it("reads a phone number however it was written, without its dialling prefix", () => {
    for (const typed of ["98470 12345", "+91 98470-12345", "098470 12345", "0091 98470 12345", "(98470) 12345"]) {
      expect(phoneDigits(typed)).toMatch(/9847012345$/);
    }
    expect(phoneDigits("098470 12345")).toBe("9847012345");
    expect(phoneDigits("0091 98470 12345")).toBe("919847012345");
  });

  it("is not a phone number when it holds letters or too few digits", () => {
    expect(phoneDigits("Lakshmi 98470")).toBeNull();
    expect(phoneDigits("123")).toBeNull();
    expect(phoneDigits("0 0 1 2")).toBeNull();
  });
});
