import { describe, expect, it } from "vitest";
import { indianDate, indianDateTime, indianLongDate } from "./indian-dates";

// 1 December 2026, 4:05 pm in Trivandrum: still 30 November in some of the world, so the shop's clock shows.
const placed = "2026-12-01T10:35:00Z";
const lateEvening = "2026-11-30T20:00:00Z"; // 1:30 am on 1 December in India

describe("dates in the page's language", () => {
  it("writes English as it always has, on India's clock", () => {
    expect(indianLongDate(placed)).toBe("1 December 2026");
    expect(indianDate(placed, "en")).toBe("1 Dec 2026");
    expect(indianDateTime(placed, "en")).toBe("1 Dec 2026, 4:05 pm");
    expect(indianDate(lateEvening, "en")).toBe("1 Dec 2026");
  });

  it("writes Malayalam's month names with Western digits", () => {
    expect(indianLongDate(placed, "ml")).toBe("2026 ഡിസംബർ 1");
    expect(indianDate(placed, "ml")).toBe("2026 ഡിസം 1");
    expect(indianDateTime(placed, "ml")).toMatch(/^2026 ഡിസം 1, 4:05/);
  });

  it("writes Hindi's month names with Western digits, not Devanagari ones", () => {
    expect(indianLongDate(placed, "hi")).toBe("1 दिसंबर 2026");
    expect(indianDateTime(placed, "hi")).toMatch(/^1 दिस॰ 2026, 4:05/);
    expect(indianLongDate(placed, "hi")).not.toMatch(/[०-९]/);
  });
});
