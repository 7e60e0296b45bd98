import { describe, expect, it } from "vitest";
import { dayProblem, monthProblem } from "../calendar/calendar";
import { LONGEST_PERIOD, longestPeriodEnd, longPeriodProblem, periodCount, periodStarts } from "./report-periods";

describe("the days and months the API takes", () => {
  it("takes real days from 2020-01-01 to 2099-12-31 and names the field of any other", () => {
    expect(dayProblem("2020-01-01", "from")).toBeNull();
    expect(dayProblem("2099-12-31", "to")).toBeNull();
    expect(dayProblem("2024-02-29", "to")).toBeNull();
    expect(dayProblem("2019-12-31", "from")).toBe("from must be a date from 2020-01-01 to 2099-12-31");
    expect(dayProblem("9999-12-31", "to")).toBe("to must be a date from 2020-01-01 to 2099-12-31");
    expect(dayProblem("0000-01-01", "from")).toBe("from must be a date from 2020-01-01 to 2099-12-31");
    expect(dayProblem("10000-01-01", "from")).toBe("from must be a date like 2026-11-23");
    expect(dayProblem("2026-02-30", "from")).toBe("from is not a real date");
    expect(monthProblem("2026-11", "month")).toBeNull();
    expect(monthProblem("9999-12", "month")).toBe("month must be a month from 2020-01 to 2099-12");
    expect(monthProblem("2026-13", "month")).toBe("month must be a month as YYYY-MM, e.g. 2026-11");
  });
});

describe("a report's periods", () => {
  it("counts the days, weeks (Monday to Sunday) and months a period touches", () => {
    expect(periodCount("2026-03-29", "2026-04-01", "day")).toBe(4);
    // Sunday 29 March is in the week of 23 March; 1 April in the week of 30 March.
    expect(periodCount("2026-03-29", "2026-04-01", "week")).toBe(2);
    expect(periodCount("2026-03-31", "2026-04-01", "month")).toBe(2);
    expect(periodCount("2026-04-02", "2026-04-01", "day")).toBe(0);
    expect(periodCount("not a day", "2026-04-01", "day")).toBe(0);
  });

  it("lists each period's first day, oldest first, as many as it counts", () => {
    expect(periodStarts("2026-03-29", "2026-04-01", "week")).toEqual(["2026-03-23", "2026-03-30"]);
    expect(periodStarts("2099-11-15", "2099-12-31", "month")).toEqual(["2099-11-01", "2099-12-01"]);
    expect(periodStarts("2099-12-31", "2099-12-31", "day")).toEqual(["2099-12-31"]);
  });

  it("never walks past the longest, whatever it is given", () => {
    for (const by of ["day", "week", "month"] as const) {
      const end = longestPeriodEnd("2020-01-01", by);
      expect(periodStarts("2020-01-01", end, by)).toHaveLength(LONGEST_PERIOD[by]);
      expect(longPeriodProblem("2020-01-01", end, by)).toBeNull();
      expect(longPeriodProblem("2020-01-01", "2099-12-31", by)).toMatch(/^A period by \w+ can be at most \d+ \w+$/);
      // A day more than the longest, or a period far outside the years the API takes, is thrown, not walked.
      expect(() => periodStarts("2020-01-01", "2099-12-31", by)).toThrow(RangeError);
      expect(() => periodStarts("0001-01-01", "9999-12-31", by)).toThrow(RangeError);
    }
    expect(longestPeriodEnd("2099-06-01", "month")).toBe("2099-12-31");
    expect(longPeriodProblem("2020-01-01", "2029-12-31")).toBeNull();
    expect(longPeriodProblem("2020-01-01", "2030-01-01")).toBe("A period can be at most 120 months");
  });
});
