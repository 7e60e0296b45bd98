import { describe, expect, it } from "vitest";
import { counted } from "./counted";

describe("counted", () => {
  it("says one in the singular and every other count in the plural", () => {
    expect(counted(1, "photo")).toBe("1 photo");
    expect(counted(0, "photo")).toBe("0 photos");
    expect(counted(2, "stock change")).toBe("2 stock changes");
    expect(counted(3, "category", "categories")).toBe("3 categories");
  });
});
