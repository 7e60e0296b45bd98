// The shared page table: every address a page builds is one its own route pattern matches, unchanged from before.
import { describe, expect, it } from "vitest";
import { pagePaths } from "./page-paths";

/** A route pattern as React Router and Fastify read it: ':name' matches one non-empty path segment. */
const matches = (pattern: string, href: string) =>
  new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, "[^/]+")}$`).test(href);

describe("pagePaths", () => {
  it("builds the spec's addresses, encoding slugs", () => {
    expect(pagePaths.product.getHref("temple-jhumka")).toBe("/product/temple-jhumka");
    expect(pagePaths.product.getHref(23)).toBe("/product/23");
    expect(pagePaths.productColors.getHref(23)).toBe("/product/23/colors");
    expect(pagePaths.category.getHref(2)).toBe("/category/2");
    expect(pagePaths.subcategory.getHref("nose pins/studs")).toBe("/subcategory/nose%20pins%2Fstuds");
    expect(pagePaths.authCallback.getHref()).toBe("/auth/callback");
    expect(pagePaths.signIn.getHref()).toBe("/sign-in");
    expect(pagePaths.signIn.getHref("/products?q=gold jhumka")).toBe("/sign-in?return=%2Fproducts%3Fq%3Dgold+jhumka");
  });

  it("matches each page's own addresses with its route pattern", () => {
    const samples: [string, string][] = [
      [pagePaths.product.path, pagePaths.product.getHref("a b")],
      [pagePaths.productColors.path, pagePaths.productColors.getHref(7)],
      [pagePaths.category.path, pagePaths.category.getHref(7)],
      [pagePaths.subcategory.path, pagePaths.subcategory.getHref("x/y")],
    ];
    for (const [pattern, href] of samples) expect(matches(pattern, href)).toBe(true);
    for (const page of Object.values(pagePaths)) {
      if (!page.path.includes(":")) expect((page.getHref as () => string)()).toBe(page.path);
    }
  });
});
