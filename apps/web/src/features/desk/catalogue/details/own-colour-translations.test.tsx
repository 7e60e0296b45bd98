// The piece's own colour in Malayalam and Hindi (decision 084): the product editor's "Malayalam and Hindi names"
// section opens with her own colour's names when she gave one, each field says its language, and only what she
// changed is sent (an emptied one as none, so the English shows again).
import { catalogueEndpoints } from "@mayil/core/api/catalogue-endpoints";
import { ownerProductEndpoints } from "@mayil/core/api/catalogue-owner-endpoints";
import type { OwnerProduct } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { fakeApi } from "../../../../../test/fake-api";
import { renderInShop, signIn } from "../../../../../test/render-in-shop";
import { ProductDetailsForm } from "./product-details-form";

const jhumka: OwnerProduct = {
  id: 7,
  name: "Temple Jhumka",
  slug: "temple-jhumka",
  old_slugs: [],
  description: "Gold-plated temple jhumkas.",
  name_ml: null,
  name_hi: null,
  description_ml: null,
  description_hi: null,
  color_name: "Antique Gold",
  color_name_ml: "ആന്റിക് ഗോൾഡ്",
  color_name_hi: null,
  price: "1299.00",
  stock: 4,
  total_stock: 4,
  category_id: 1,
  subcategory_id: null,
  featured: false,
  archived: false,
  draft: false,
  videos: [],
  images: [],
  variants: [],
  removed_variants: [],
  created_at: "2026-12-01T10:00:00.000Z",
};

beforeEach(() => {
  signIn();
  fakeApi.respond(catalogueEndpoints.categories, {
    categories: [
      {
        id: 1,
        name: "Earrings",
        slug: "earrings",
        description: "",
        image: null,
        position: 0,
        product_count: 1,
      } as never,
    ],
  });
  fakeApi.respond(catalogueEndpoints.allSubcategories, { subcategories: [] });
});

describe("the piece's own colour in Malayalam and Hindi", () => {
  it("opens with her Malayalam own colour, says each field's language, and sends only what she changed", async () => {
    fakeApi.respond(ownerProductEndpoints.update, {
      product: { ...jhumka, color_name_ml: null, color_name_hi: "पुराना सोना" },
    });
    renderInShop(<ProductDetailsForm product={jhumka} />, { path: "/owner/products/7" });

    const malayalam = await screen.findByLabelText("Own colour name in Malayalam");
    // Open because she already gave one.
    expect(malayalam).toBeVisible();
    expect(malayalam).toHaveValue("ആന്റിക് ഗോൾഡ്");
    expect(malayalam).toHaveAttribute("lang", "ml");
    const hindi = screen.getByLabelText("Own colour name in Hindi");
    expect(hindi).toHaveAttribute("lang", "hi");

    await userEvent.clear(malayalam);
    await userEvent.fill(hindi, " पुराना सोना ");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await vi.waitFor(() => expect(fakeApi.sent(ownerProductEndpoints.update)).toHaveLength(1));
    expect(fakeApi.sent(ownerProductEndpoints.update)[0]?.body).toEqual({
      color_name_ml: null,
      color_name_hi: "पुराना सोना",
    });
  });
});
