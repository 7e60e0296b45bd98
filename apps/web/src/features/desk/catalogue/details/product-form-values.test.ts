// What the product form sends: a new product's whole body, or only what changed on an existing one.
import { describe, expect, it } from "vitest";
import { emptyProduct, newProductBody, productChanges, typedCount, videoLinks } from "./product-form-values";

describe("the product form's values", () => {
  it("makes a new product's body with the price in rupees and paise, ids as numbers and the links one per line", () => {
    const body = newProductBody({
      ...emptyProduct,
      name: "  Peacock jhumka ",
      price: "1299",
      category_id: "2",
      subcategory_id: "",
      videos: "https://youtu.be/abc\n\n  https://youtu.be/def  \n",
      stock: "4",
      name_ml: " പീകോക്ക് ജിമിക്കി ",
    });
    expect(body).toEqual({
      name: "Peacock jhumka",
      description: "",
      price: "1299.00",
      category_id: 2,
      subcategory_id: null,
      featured: false,
      videos: ["https://youtu.be/abc", "https://youtu.be/def"],
      stock: 4,
      // Her Malayalam name as typed; the others left empty are none, so the shop shows the English.
      name_ml: "പീകോക്ക് ജിമിക്കി",
      name_hi: null,
      description_ml: null,
      description_hi: null,
      color_name_ml: null,
      color_name_hi: null,
    });
  });

  it("sends a price that is not an amount as typed, so the server names the field", () => {
    expect(newProductBody({ ...emptyProduct, price: "12.345", category_id: "1" }).price).toBe("12.345");
  });

  it("sends only the changed fields, and the subcategory whenever the category changed", () => {
    const values = { ...emptyProduct, name: "Ring", price: "499.5", category_id: "3", subcategory_id: "" };
    expect(productChanges(values, { price: true })).toEqual({ price: "499.50" });
    expect(productChanges(values, { category_id: true })).toEqual({ category_id: 3, subcategory_id: null });
    expect(productChanges(values, {})).toEqual({});
    // An emptied translation is sent as none, so the English shows again.
    expect(productChanges({ ...values, name_hi: " " }, { name_hi: true })).toEqual({ name_hi: null });
    // Her own colour's Malayalam, trimmed, and its Hindi emptied: the English (or "As shown") shows in Hindi.
    expect(
      productChanges(
        { ...values, color_name_ml: " പച്ച ", color_name_hi: "" },
        { color_name_ml: true, color_name_hi: true },
      ),
    ).toEqual({ color_name_ml: "പച്ച", color_name_hi: null });
  });

  it("reads whole counts only, up to the most a piece may hold", () => {
    expect(typedCount(" 12 ")).toBe(12);
    expect(typedCount("0")).toBe(0);
    expect(typedCount("-1")).toBeNull();
    expect(typedCount("2.5")).toBeNull();
    expect(typedCount("100001")).toBeNull();
    expect(videoLinks("")).toEqual([]);
  });
});
