import { describe, expect, it } from "vitest";
import { setSearchParam } from "./set-search-param";

describe("setSearchParam", () => {
  it("sets a value, replacing the one there, and keeps the other parameters", () => {
    const next = setSearchParam(new URLSearchParams("status=new&q=ring"), "q", "anklet");
    expect(next.toString()).toBe("status=new&q=anklet");
  });

  it("removes the parameter when the value is empty", () => {
    expect(setSearchParam(new URLSearchParams("status=new&q=ring"), "q", "").toString()).toBe("status=new");
    expect(setSearchParam(new URLSearchParams(""), "q", "").toString()).toBe("");
  });

  it("leaves the parameters it was given unchanged", () => {
    const params = new URLSearchParams("q=ring");
    setSearchParam(params, "q", "anklet");
    setSearchParam(params, "stock", "low");
    expect(params.toString()).toBe("q=ring");
  });
});
