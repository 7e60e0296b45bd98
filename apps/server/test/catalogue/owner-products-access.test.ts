// Who reaches the owner's products and colours: every route responds with 401 signed out and 403 to a shopper before it
// looks at the body, and lets the owner through; what the owner sends wrong is a 400 naming the field, an unknown
// category a 404.
import { ownerProductEndpoints } from "@mayil/core/api/catalogue-owner-endpoints";
import { beforeAll, describe, expect, it } from "vitest";
import {
  expectEveryRouteLetsOwnerThrough,
  expectEveryRouteRefusesShopper,
  expectEveryRouteRefusesSignedOut,
} from "../owner-route-access";
import { productWithColours } from "../shop-fixtures";
import { newShopper } from "../sign-in";
import { databaseKinds, useTestShop } from "../test-app";
import { type CatalogueOwner, catalogueOwner, newProduct, placeInShop, productOf } from "./catalogue-fixtures";

const endpoints = Object.values(ownerProductEndpoints);

describe.each(databaseKinds)("owner products: who may (%s)", (kind) => {
  const shop = useTestShop(kind);
  let ids = { id: 0, variantId: 0 };
  const pathOf = (path: string) =>
    `/api${path.replace(":variantId", String(ids.variantId)).replace(":id", String(ids.id))}`;
  // A body for the routes that take one: the owner may get a 400 for it, never a 401 or 403.
  const bodyOf = (method: string) => (method === "GET" || method === "DELETE" ? undefined : {});
  const target = { pathOf, bodyOf };

  beforeAll(async () => {
    const coloured = await productWithColours(shop);
    ids = { id: coloured.id, variantId: coloured.variants[0]?.id ?? 0 };
  });

  it("covers the whole group", () => {
    expect(Object.keys(ownerProductEndpoints).sort()).toEqual(
      ["addVariant", "create", "get", "list", "removeVariant", "update", "updateVariant"].sort(),
    );
  });

  it("responds with 401 {error} on every route without a token", { timeout: 60_000 }, async () => {
    await expectEveryRouteRefusesSignedOut(shop.url, endpoints, target);
  });

  it("responds with 403 {error} on every route to a signed-in shopper, whatever the body", {
    timeout: 60_000,
  }, async () => {
    const shopper = await newShopper(shop.url, { email: "curious@example.com", name: "Curious" });
    await expectEveryRouteRefusesShopper(shopper.call, endpoints, target);
    // Nothing was changed by her attempts: the product still has its name and colour.
    const archive = await shopper.call("PATCH", pathOf(ownerProductEndpoints.update.path), { archived: true });
    expect(archive.status).toBe(403);
    const still = await shop.get<{ product: { variants: { id: number }[] } }>(`/api/products/${ids.id}`);
    expect(still.status).toBe(200);
    expect(still.body.product.variants.map((v) => v.id)).toContain(ids.variantId);
  });

  it("lets the owner through every route", { timeout: 60_000 }, async () => {
    const owner = await catalogueOwner(shop);
    await expectEveryRouteLetsOwnerThrough(shop.url, owner.token, endpoints, target);
  });

  describe("what the owner sends wrong", () => {
    let owner: CatalogueOwner;
    let place: Awaited<ReturnType<typeof placeInShop>>;
    beforeAll(async () => {
      owner = await catalogueOwner(shop);
      place = await placeInShop(shop);
    });

    it("names the field of each bad value in a 400", { timeout: 60_000 }, async () => {
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ name: "" }, /name is required/i],
        [{ name: "   " }, /name is required/i],
        [{ name: "x".repeat(121) }, /name must be at most 120/i],
        [{ name: "Bell\u0007 Jhumka" }, /name has a character we can't accept/i],
        [{ price: "abc" }, /^Price must be an amount in rupees/],
        [{ price: "-5" }, /^Price must be an amount in rupees/],
        [{ price: "0" }, /^Price must be more than ₹0$/],
        [{ price: 0 }, /^Price must be more than ₹0$/],
        [{ price: "1000000000" }, /^Price is too large/],
        [{ stock: -1 }, /stock cannot be below 0/i],
        [{ stock: 2.5 }, /stock must be a whole number/i],
        [{ stock: "5" }, /stock must be a number/i],
        [{ category_id: "one" }, /category_id must be a number/i],
        [{ subcategory_id: 0 }, /subcategory_id must be a positive number/i],
        [{ videos: ["javascript:alert(1)"] }, /each video must be a link starting with https:/i],
        // Only players from the allow-list are framed on the product page (decision 039).
        [
          { videos: ["https://evil.example/player/42"] },
          /each video must be a YouTube, Vimeo or Instagram video link/i,
        ],
        [{ videos: ["https://www.tiktok.com/@shop/video/7234567890"] }, /each video must be a YouTube, Vimeo/i],
        [{ videos: ["https://vimeo.com.evil.example/76979871"] }, /each video must be a YouTube, Vimeo/i],
        [{ videos: ["https://www.youtube.com/redirect?q=https://evil.example"] }, /each video must be a YouTube/i],
        [{ featured: "yes" }, /featured must be true or false/i],
      ];
      for (const [fields, message] of cases) {
        const response = await owner.create(newProduct(place, fields));
        expect({ fields, status: response.status }).toEqual({ fields, status: 400 });
        expect(response.body.error).toMatch(message);
      }
      const elsewhere = await owner.create(
        newProduct(place, { videos: ["https://youtu.be/ok", "https://evil.example/"] }),
      );
      expect(elsewhere.body).toMatchObject({ field: "videos.1" });
      const missing = await owner.create({ name: "No price" });
      expect(missing.status).toBe(400);
      expect(missing.body.error).toMatch(/price|category_id/i);

      const made = productOf(await owner.create(newProduct(place)), 201);
      const updates: [Record<string, unknown>, RegExp][] = [
        [{ archived: "yes" }, /archived must be true or false/i],
        [{ stock: 100_001 }, /stock can be at most 100000/i],
        [{ name: "" }, /name is required/i],
        [{ description: "x".repeat(5001) }, /description must be at most 5000/i],
        [{ price: "0.00" }, /^Price must be more than ₹0$/],
      ];
      for (const [fields, message] of updates) {
        const response = await owner.update(made.id, fields);
        expect({ fields, status: response.status }).toEqual({ fields, status: 400 });
        expect(response.body.error).toMatch(message);
      }
      const colours: [Record<string, unknown>, RegExp][] = [
        [{ color_name: "Ruby", color_code: "red" }, /color_code must be a colour like/i],
        [{ color_code: "#aa0000" }, /color_name is required/i],
        [{ color_name: "Ruby", color_code: "#aa0000", stock: -3 }, /stock cannot be below 0/i],
        [{ color_name: "Ruby", color_code: "#aa0000", price: "0" }, /^Price must be more than ₹0$/],
      ];
      for (const [fields, message] of colours) {
        const response = await owner.addColour(made.id, fields);
        expect({ fields, status: response.status }).toEqual({ fields, status: 400 });
        expect(response.body.error).toMatch(message);
      }
      const badPath = await owner.call("PATCH", "/api/owner/products/abc", { name: "x" });
      expect(badPath.status).toBe(400);
      expect(badPath.body.error).toMatch(/id must be a whole number/);
      const badQuery = await owner.list("?status=gone");
      expect(badQuery.status).toBe(400);
      expect(badQuery.body.error).toMatch(/status must be one of on_sale, draft, archived, all/);
      // Nothing above changed the product.
      expect(productOf(await owner.product(made.id))).toEqual(made);

      // A colour's price set to ₹0 later is refused the same way, and the colour keeps its price.
      const other = productOf(await owner.create(newProduct(place)), 201);
      const coloured = productOf(await owner.addColour(other.id, { color_name: "Ruby", color_code: "#aa0000" }), 201);
      const ruby = coloured.variants.find((v) => v.color_name === "Ruby");
      const zero = await owner.updateColour(other.id, Number(ruby?.id), { price: "0" });
      expect(zero).toEqual({ status: 400, body: expect.objectContaining({ error: "Price must be more than ₹0" }) });
      expect(productOf(await owner.product(other.id))).toEqual(coloured);
    });

    it("responds with 404 naming an unknown category, 400 naming a subcategory of another category", async () => {
      const unknown = await owner.create(newProduct(place, { category_id: 999_999 }));
      expect(unknown).toEqual({
        status: 404,
        body: { code: "not_found", error: "Category 999999 not found (category_id)" },
      });
      const wrongSub = await owner.create(newProduct(place, { subcategory_id: place.elsewhere.id }));
      expect(wrongSub.status).toBe(400);
      expect(wrongSub.body.error).toBe(
        `Subcategory_id ${place.elsewhere.id} is not a subcategory of ${place.category.name}`,
      );
      const made = productOf(await owner.create(newProduct(place)), 201);
      expect((await owner.update(made.id, { category_id: 999_999 })).status).toBe(404);
      expect((await owner.update(made.id, { subcategory_id: place.elsewhere.id })).status).toBe(400);
      // Moved to another category without a subcategory named: the old one (of the old category) is let go.
      const moved = productOf(await owner.update(made.id, { category_id: place.elsewhere.category_id }));
      expect(moved).toMatchObject({ category_id: place.elsewhere.category_id, subcategory_id: null });
    });

    it("responds with 404 for an unknown product or colour", async () => {
      expect(await owner.product(999_999)).toEqual({
        status: 404,
        body: { code: "not_found", error: "Product not found" },
      });
      expect((await owner.update(999_999, { name: "Ghost" })).status).toBe(404);
      expect((await owner.addColour(999_999, { color_name: "Ruby", color_code: "#aa0000" })).status).toBe(404);
      const made = productOf(await owner.create(newProduct(place)), 201);
      expect(await owner.updateColour(made.id, 999_999, { price: "10" })).toEqual({
        status: 404,
        body: { code: "not_found", error: "Colour not found" },
      });
      expect((await owner.removeColour(made.id, 999_999)).status).toBe(404);
      // A colour of another product is not this product's.
      expect((await owner.updateColour(made.id, ids.variantId, { price: "10" })).status).toBe(404);
    });
  });
});
