import { ApiError } from "@mayil/core/api/api-client";
import { describe, expect, it } from "vitest";
import { productProblem, renamedSlug } from "./product-address";

describe("productProblem", () => {
  it("says an archived piece is no longer available, in the shop's one sentence for it", () => {
    expect(productProblem(new ApiError("This piece is no longer available.", 410, [], "gone"))).toEqual({
      kind: "gone",
      message: "catalogue.product.noLongerAvailable",
    });
    expect(productProblem(new ApiError("HTTP error! status: 410", 410)).message).toBe(
      "catalogue.product.noLongerAvailable",
    );
  });

  it("keeps 'Product not found' for a piece that never was, and a retry message for the rest", () => {
    expect(productProblem(new ApiError("Product not found", 404, [], "not_found"))).toEqual({
      kind: "not-found",
      message: "catalogue.product.notFound",
    });
    expect(productProblem(new ApiError("HTTP error! status: 500", 500)).kind).toBe("failed");
    expect(productProblem(new TypeError("Failed to fetch")).kind).toBe("failed");
  });
});

describe("renamedSlug", () => {
  it("names the current slug when the address has an old one", () => {
    expect(renamedSlug("gold-jhumka", "temple-gold-jhumka")).toBe("temple-gold-jhumka");
  });

  it("leaves the current slug, and links by id, where they are", () => {
    expect(renamedSlug("temple-gold-jhumka", "temple-gold-jhumka")).toBeNull();
    expect(renamedSlug("42", "temple-gold-jhumka")).toBeNull();
  });

  it("treats an encoded and a plain slug as the same address (no endless replace)", () => {
    const malayalam = "മയിൽ-കമ്മൽ";
    expect(renamedSlug(encodeURIComponent(malayalam), malayalam)).toBeNull();
    expect(renamedSlug(malayalam, encodeURIComponent(malayalam))).toBeNull();
    expect(renamedSlug(encodeURIComponent(malayalam), "mayil-kammal")).toBe("mayil-kammal");
    expect(renamedSlug("bad%E0%A4", "bad%E0%A4")).toBeNull();
  });
});
