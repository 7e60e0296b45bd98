import { describe, expect, it } from "vitest";
import { listInWords } from "./list-in-words";

describe("listInWords", () => {
  it("joins one, two and three things as a sentence says them", () => {
    expect(listInWords([])).toBe("");
    expect(listInWords(["MJ-000001"])).toBe("MJ-000001");
    expect(listInWords(["MJ-000001", "MJ-000006"])).toBe("MJ-000001 and MJ-000006");
    expect(listInWords(["A", "B", "C"])).toBe("A, B and C");
  });
});
