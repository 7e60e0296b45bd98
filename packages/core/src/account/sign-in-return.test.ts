// A sign-in comes back only to a page of this site: what the sign-in page, the server and the callback accept.
import { describe, expect, it } from "vitest";
import { RETURN_PATH_MAX_LENGTH, sameSiteReturnPath } from "./sign-in-return";

describe("sameSiteReturnPath", () => {
  it("keeps a path on this site, query and all", () => {
    for (const path of ["/", "/product/temple-jhumka", "/products?q=gold%20jhumka&price=under-500", "/about#team"])
      expect(sameSiteReturnPath(path)).toBe(path);
  });

  it("refuses anything that could leave the site", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "javascript:alert(1)",
      "evil.example",
      "",
      null,
      undefined,
      42,
    ])
      expect(sameSiteReturnPath(value), String(value)).toBeNull();
  });

  it("refuses the sign-in pages themselves, which would start or finish a sign-in again", () => {
    for (const path of ["/sign-in", "/sign-in?return=/", "/auth/callback?token=x", "/auth/error"])
      expect(sameSiteReturnPath(path), path).toBeNull();
    expect(sameSiteReturnPath("/sign-insights")).toBe("/sign-insights");
  });

  it("refuses a path longer than any of the shop's own", () => {
    expect(sameSiteReturnPath(`/${"a".repeat(RETURN_PATH_MAX_LENGTH - 1)}`)).not.toBeNull();
    expect(sameSiteReturnPath(`/${"a".repeat(RETURN_PATH_MAX_LENGTH)}`)).toBeNull();
  });
});
