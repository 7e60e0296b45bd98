// The product list's URL filters: what a link carries is what the list asks for, and a hand-typed URL cannot send
// the server anything it would refuse.
import { describe, expect, it } from "vitest";
import { productsHref, readProductFilters } from "./product-filters";

describe("product list filters", () => {
  it("reads back every filter a link was built with", () => {
    const filters = { q: "jhumka", category_id: 3, status: "archived", stock: "low" } as const;
    const href = productsHref(filters);
    expect(href).toBe("/owner/products?q=jhumka&category_id=3&status=archived&stock=low");
    expect(readProductFilters(new URL(href, "http://shop.test").searchParams)).toEqual(filters);
  });

  it("gives the plain list address without filters, and leaves out the default 'on sale'", () => {
    expect(productsHref()).toBe("/owner/products");
    expect(productsHref({ status: "on_sale", stock: "low" })).toBe("/owner/products?stock=low");
  });

  it("ignores unknown values and blank searches in a hand-typed address", () => {
    const search = new URLSearchParams("q=%20%20&category_id=abc&status=gone&stock=many");
    expect(readProductFilters(search)).toEqual({
      q: undefined,
      category_id: undefined,
      status: undefined,
      stock: undefined,
    });
    expect(readProductFilters(new URLSearchParams("category_id=-2&status=on_sale")).category_id).toBeUndefined();
  });
});
