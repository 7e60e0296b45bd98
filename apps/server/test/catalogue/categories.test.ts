// The owner's categories and subcategories (docs/shop/owner-desk.md#categories): add, rename, move and order them and
// set their photos, and the shop's public category lists follow at once although they are cached; on PGlite and the
// PostgreSQL server.
import type { Category, Product, Subcategory } from "@mayil/core/catalogue/catalogue-schemas";
import type { OwnerCategory } from "@mayil/core/catalogue/owner-category-schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { OWNER } from "../orders/desk-fixtures";
import { newShopper } from "../sign-in";
import { databaseKinds, useTestShop } from "../test-app";
import { fetchImage, keyOf, plainPhoto, storedKeys, upload } from "./photo-fixtures";

type One = { category: OwnerCategory; error?: string };
type All = { categories: OwnerCategory[]; error?: string };

describe.each(databaseKinds)("the owner's categories (%s)", (kind) => {
  // Public responses cached for a minute: only the catalogue-changed signal can make them show a change at once.
  const shop = useTestShop(kind, { env: { CATALOGUE_CACHE_SECONDS: "60" } });
  let owner: Awaited<ReturnType<typeof newShopper>>;
  const publicCategories = async () => (await shop.get<{ categories: Category[] }>("/api/categories")).body.categories;
  const publicSubcategories = async (categoryId: number) =>
    (await shop.get<{ subcategories: Subcategory[] }>(`/api/categories/${categoryId}/subcategories`)).body
      .subcategories;
  const ownerList = async () => (await owner.call<All>("GET", "/api/owner/categories")).body.categories;

  beforeAll(async () => {
    owner = await newShopper(shop.url, OWNER);
    await publicCategories(); // cached from here on
  });

  it("lists every category in order with its subcategories and the products on sale in each", async () => {
    const categories = await ownerList();
    expect(categories.map((c) => c.id)).toEqual((await publicCategories()).map((c) => c.id));
    expect(categories.map((c) => c.position)).toEqual(categories.map((_c, i) => i));
    const products = (await shop.get<{ products: Product[] }>("/api/products?limit=100")).body.products;
    for (const category of categories) {
      expect(category.product_count).toBe(products.filter((p) => p.category_id === category.id).length);
      const subs = await publicSubcategories(category.id);
      expect(category.subcategories.map((s) => s.id)).toEqual(subs.map((s) => s.id));
      for (const sub of category.subcategories) {
        expect(sub.product_count).toBe(products.filter((p) => p.subcategory_id === sub.id).length);
      }
    }
  });

  it("deletes an empty category or subcategory, and refuses one that still holds a product (archived too)", async () => {
    const made = (await owner.call<One>("POST", "/api/owner/categories", { name: "Nose Pins To Delete" })).body
      .category;
    const withSub = (
      await owner.call<One>("POST", "/api/owner/subcategories", { category_id: made.id, name: "Septum Rings" })
    ).body.category;
    const [sub] = withSub.subcategories;
    expect(withSub).toMatchObject({ product_total: 0, subcategories: [{ product_total: 0 }] });

    // A product in the subcategory (then archived): both are refused with a 409 naming what holds them.
    const piece = await owner.call<{ product: { id: number } }>("POST", "/api/owner/products", {
      name: "Septum Ring To Move",
      price: "199",
      category_id: made.id,
      subcategory_id: sub?.id,
      draft: false,
    });
    await owner.call("PATCH", `/api/owner/products/${piece.body.product.id}`, { archived: true });
    const subRefused = await owner.call<One>("DELETE", `/api/owner/subcategories/${sub?.id}`);
    expect(subRefused).toEqual({
      status: 409,
      body: {
        code: "conflict",
        error:
          "Septum Rings still holds 1 product (archived pieces and drafts count too): move it to another subcategory before deleting it",
      },
    });
    const refused = await owner.call<All>("DELETE", `/api/owner/categories/${made.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^Nose Pins To Delete still holds 1 product/);
    expect((await ownerList()).map((c) => c.id)).toContain(made.id);

    // Moved out, the subcategory goes, then the category; the shop's cached lists follow at once.
    const others = (await ownerList()).filter((c) => c.id !== made.id);
    await owner.call("PATCH", `/api/owner/products/${piece.body.product.id}`, { category_id: others[0]?.id });
    const afterSub = await owner.call<One>("DELETE", `/api/owner/subcategories/${sub?.id}`);
    expect(afterSub.status).toBe(200);
    expect(afterSub.body.category.subcategories).toEqual([]);
    const deleted = await owner.call<All>("DELETE", `/api/owner/categories/${made.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.categories.map((c) => c.id)).not.toContain(made.id);
    expect(deleted.body.categories.map((c) => c.position)).toEqual(deleted.body.categories.map((_c, i) => i));
    expect((await publicCategories()).map((c) => c.id)).not.toContain(made.id);
    expect((await owner.call("DELETE", `/api/owner/categories/${made.id}`)).status).toBe(404);
  });

  it("adds a category last, with a slug by the spec's rule made unique, and the shop shows it at once", async () => {
    const created = await owner.call<One>("POST", "/api/owner/categories", {
      name: "  Toe Rings & Metti ",
      description: "Silver toe rings",
    });
    expect(created.status).toBe(201);
    expect(created.body.category).toMatchObject({
      name: "Toe Rings & Metti",
      slug: "toe-rings-metti",
      description: "Silver toe rings",
      image: null,
      product_count: 0,
      subcategories: [],
    });
    const shown = await publicCategories();
    expect(shown.at(-1)).toMatchObject({ id: created.body.category.id, name: "Toe Rings & Metti" });
    expect(created.body.category.position).toBe(shown.length - 1);

    // Another name with the same slug gets -2; a name with no latin letters still gets a link.
    const again = await owner.call<One>("POST", "/api/owner/categories", { name: "Toe-Rings / Metti!" });
    expect(again.body.category.slug).toBe("toe-rings-metti-2");
    const malayalam = await owner.call<One>("POST", "/api/owner/categories", { name: "മൂക്കുത്തി" });
    expect(malayalam.status).toBe(201);
    expect(malayalam.body.category.slug).toMatch(/^category(-\d+)?$/);
    expect(malayalam.body.category.description).toBe("");
  });

  it("refuses a second category of the same name (409) and a missing or bad name (400)", async () => {
    const taken = await owner.call("POST", "/api/owner/categories", { name: "toe rings & METTI" });
    expect(taken).toEqual({
      status: 409,
      body: { code: "conflict", error: "There is already a category called toe rings & METTI" },
    });
    for (const body of [{}, { name: "   " }, { name: "x".repeat(61) }, { name: "a\u0000b" }, { name: 5 }]) {
      const refused = await owner.call<{ error: string }>("POST", "/api/owner/categories", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error).toMatch(/name/i);
    }
  });

  it("renames a category, keeping its link, and the shop shows the new name at once", async () => {
    const [first] = await ownerList();
    if (!first) throw new Error("no categories");
    const renamed = await owner.call<One>("PATCH", `/api/owner/categories/${first.id}`, {
      name: "Earrings & Jhumkas",
      description: "Studs, drops and temple jhumkas",
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.category).toMatchObject({ id: first.id, name: "Earrings & Jhumkas", slug: first.slug });
    expect((await publicCategories()).find((c) => c.id === first.id)).toMatchObject({
      name: "Earrings & Jhumkas",
      description: "Studs, drops and temple jhumkas",
      slug: first.slug,
    });
    const [, second] = await ownerList();
    const clash = await owner.call("PATCH", `/api/owner/categories/${second?.id}`, { name: "EARRINGS & jhumkas" });
    expect(clash.status).toBe(409);
    // Its own name again (in another case) is no clash.
    const same = await owner.call("PATCH", `/api/owner/categories/${first.id}`, { name: "earrings & jhumkas" });
    expect(same.status).toBe(200);
    expect((await owner.call("PATCH", "/api/owner/categories/2147483647", { name: "Nowhere" })).status).toBe(404);
  });

  it("puts the categories in a new order, and the shop lists them so at once", async () => {
    const ids = (await ownerList()).map((c) => c.id);
    const reversed = [...ids].reverse();
    const response = await owner.call<All>("PUT", "/api/owner/categories/order", { ids: reversed });
    expect(response.status).toBe(200);
    expect(response.body.categories.map((c) => [c.id, c.position])).toEqual(reversed.map((id, i) => [id, i]));
    expect((await publicCategories()).map((c) => c.id)).toEqual(reversed);

    // One moved by its position: the last to the front.
    const last = reversed.at(-1);
    const moved = await owner.call<One>("PATCH", `/api/owner/categories/${last}`, { position: 0 });
    expect(moved.body.category.position).toBe(0);
    expect((await publicCategories()).map((c) => c.id)).toEqual([last, ...reversed.slice(0, -1)]);

    for (const bad of [reversed.slice(1), [...reversed, reversed[0]], [2147483647, ...reversed.slice(1)]]) {
      const refused = await owner.call("PUT", "/api/owner/categories/order", { ids: bad });
      expect(refused).toEqual({
        status: 400,
        body: {
          code: "invalid_input",
          error: `Ids must list every category once (${ids.length} in all)`,
          field: "ids",
        },
      });
    }
    expect((await publicCategories()).map((c) => c.id)).toEqual([last, ...reversed.slice(0, -1)]);
  });

  it("adds, renames and orders subcategories, and the shop's links and lists follow", async () => {
    const [category] = await ownerList();
    if (!category) throw new Error("no categories");
    const added = await owner.call<One>("POST", "/api/owner/subcategories", {
      category_id: category.id,
      name: "Kids' Studs",
    });
    expect(added.status).toBe(201);
    const sub = added.body.category.subcategories.at(-1);
    expect(sub).toMatchObject({ name: "Kids' Studs", slug: "kids-studs", product_count: 0 });
    if (!sub) throw new Error("not added");
    expect((await publicSubcategories(category.id)).at(-1)).toMatchObject({ id: sub.id, slug: "kids-studs" });
    expect((await shop.get(`/api/products/subcategory/slug/kids-studs`)).status).toBe(200);

    const clash = await owner.call("POST", "/api/owner/subcategories", {
      category_id: category.id,
      name: "KIDS' STUDS",
    });
    expect(clash.status).toBe(409);
    const missing = await owner.call("POST", "/api/owner/subcategories", { category_id: 2147483647, name: "X" });
    expect(missing).toEqual({ status: 404, body: { code: "not_found", error: "Category not found" } });

    const renamed = await owner.call<One>("PATCH", `/api/owner/subcategories/${sub.id}`, { name: "Studs for Kids" });
    expect(renamed.body.category.subcategories.find((s) => s.id === sub.id)).toMatchObject({
      name: "Studs for Kids",
      slug: "kids-studs",
    });
    expect((await publicSubcategories(category.id)).find((s) => s.id === sub.id)?.name).toBe("Studs for Kids");

    const ids = renamed.body.category.subcategories.map((s) => s.id);
    const reversed = [...ids].reverse();
    const ordered = await owner.call<One>("PUT", `/api/owner/categories/${category.id}/subcategories/order`, {
      ids: reversed,
    });
    expect(ordered.body.category.subcategories.map((s) => s.id)).toEqual(reversed);
    expect((await publicSubcategories(category.id)).map((s) => s.id)).toEqual(reversed);
    const refused = await owner.call("PUT", `/api/owner/categories/${category.id}/subcategories/order`, {
      ids: reversed.slice(1),
    });
    expect(refused.status).toBe(400);
  });

  it("moves a subcategory to another category with its products", async () => {
    const [from, to] = (await ownerList()).filter((c) => c.subcategories.some((s) => s.product_count > 0));
    const sub = from?.subcategories.find((s) => s.product_count > 0);
    if (!from || !to || !sub) throw new Error("no subcategory with products");
    const moved = await owner.call<One>("PATCH", `/api/owner/subcategories/${sub.id}`, { category_id: to.id });
    expect(moved.status).toBe(200);
    expect(moved.body.category.id).toBe(to.id);
    expect(moved.body.category.subcategories.at(-1)).toMatchObject({ id: sub.id, product_count: sub.product_count });
    expect(moved.body.category.product_count).toBe(to.product_count + sub.product_count);
    const after = await ownerList();
    const left = after.find((c) => c.id === from.id);
    expect(left?.subcategories.map((s) => s.id)).not.toContain(sub.id);
    expect(left?.subcategories.map((s) => s.position)).toEqual(left?.subcategories.map((_s, i) => i));
    const products = (await shop.get<{ products: Product[] }>(`/api/products/subcategory/${sub.id}?limit=100`)).body
      .products;
    expect(products.length).toBe(sub.product_count);
    expect(products.every((p) => p.category_id === to.id)).toBe(true);
    expect((await publicSubcategories(to.id)).map((s) => s.id)).toContain(sub.id);
  });

  it("sets a category's and a subcategory's photo; the shop shows them, the replaced one leaves the store", async () => {
    const [category] = await ownerList();
    const sub = category?.subcategories[0];
    if (!category || !sub) throw new Error("no subcategory");
    const first = await upload(shop, `/api/owner/categories/${category.id}/image`, await plainPhoto("#e9efe6"), {
      token: owner.token,
      type: "image/png",
    });
    expect(first.status).toBe(200);
    const image = (first.body as unknown as One).category.image;
    expect(image).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
    expect((await publicCategories()).find((c) => c.id === category.id)?.image).toBe(image);
    expect(await fetchImage(shop.url, image ?? "")).toMatchObject({ status: 200, type: "image/webp" });

    const subPhoto = await upload(shop, `/api/owner/subcategories/${sub.id}/image`, await plainPhoto("#1f8a5b"), {
      token: owner.token,
      type: "image/png",
    });
    expect(subPhoto.status).toBe(200);
    const subImage = (subPhoto.body as unknown as One).category.subcategories.find((s) => s.id === sub.id)?.image;
    expect((await publicSubcategories(category.id)).find((s) => s.id === sub.id)?.image).toBe(subImage);

    // A new photo replaces the first, which nothing else shows: it leaves the store with its sizes.
    const second = await upload(shop, `/api/owner/categories/${category.id}/image`, await plainPhoto("#f6ece4"), {
      token: owner.token,
      type: "image/png",
    });
    const replaced = (second.body as unknown as One).category.image;
    expect(replaced).not.toBe(image);
    expect((await storedKeys(shop)).filter((k) => k.startsWith(keyOf(image ?? "").slice(0, 64)))).toEqual([]);
    expect((await fetchImage(shop.url, image ?? "")).status).toBe(404);

    const notAPhoto = await upload(shop, `/api/owner/categories/${category.id}/image`, Buffer.from("hello"), {
      token: owner.token,
    });
    expect(notAPhoto).toMatchObject({
      status: 400,
      body: { code: "invalid_input", error: expect.stringMatching(/^Not an image/) },
    });
    const nowhere = await upload(shop, "/api/owner/subcategories/2147483647/image", await plainPhoto("#fff"), {
      token: owner.token,
    });
    expect(nowhere).toEqual({ status: 404, body: { code: "not_found", error: "Subcategory not found" } });
  });

  it("responds 403 to a shopper on every category route and changes nothing", async () => {
    const shopper = await newShopper(shop.url, { email: "category-shopper@example.com", name: "Shopper" });
    const before = await ownerList();
    for (const [method, path, body] of [
      ["GET", "/api/owner/categories", undefined],
      ["POST", "/api/owner/categories", { name: "Shopper's own" }],
      ["PATCH", `/api/owner/categories/${before[0]?.id}`, { name: "Mine now" }],
      ["PUT", "/api/owner/categories/order", { ids: before.map((c) => c.id).reverse() }],
      ["POST", "/api/owner/subcategories", { category_id: before[0]?.id, name: "Mine" }],
      ["PATCH", `/api/owner/subcategories/${before[0]?.subcategories[0]?.id}`, { name: "Mine" }],
      ["PUT", `/api/owner/categories/${before[0]?.id}/subcategories/order`, { ids: [1] }],
    ] as const) {
      const response = await shopper.call(method, path, body);
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 403 });
    }
    const photo = await upload(shop, `/api/owner/subcategories/1/image`, await plainPhoto("#000"), {
      token: shopper.token,
    });
    expect(photo.status).toBe(403);
    expect(await ownerList()).toEqual(before);
  });
});
