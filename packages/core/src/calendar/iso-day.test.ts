import { describe, expect, it } from "vitest";
import { isoDay } from "./iso-day";

describe("isoDay", () => {
  it("gives the day in India, which starts five and a half hours before UTC's", () => {
    expect(isoDay(new Date("2026-11-23T18:29:59Z"))).toBe("2026-11-23");
    expect(isoDay(new Date("2026-11-23T18:30:00Z"))).toBe("2026-11-24");
    expect(isoDay(new Date("2026-01-05T00:00:00Z"))).toBe("2026-01-05");
  });

  it("gives the day in another time zone when asked", () => {
    expect(isoDay(new Date("2026-11-24T03:00:00Z"), "America/Los_Angeles")).toBe("2026-11-23");
    expect(isoDay(new Date("2026-11-24T03:00:00Z"), "UTC")).toBe("2026-11-24");
  });
});
