// The owner adds and changes products: a new piece shows in the shop at once (lists, its category, search), its slug
// is the spec's rule made unique, a rename keeps old links working, stock she enters or counts is in the ledger, her
// list finds what to restock, and her featured choice is the home page's.
import { catalogueApiPaths } from "@mayil/core/catalogue/catalogue-api-paths";
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { rows } from "../orders/desk-fixtures";
import { databaseKinds, rawGet, useTestShop } from "../test-app";
import {
  type CatalogueOwner,
  catalogueOwner,
  ledgerOf,
  newProduct,
  placeInShop,
  productOf,
  publicListIds,
  publicProduct,
} from "./catalogue-fixtures";

describe.each(databaseKinds)("owner products (%s)", (kind) => {
  const shop = useTestShop(kind);
  let owner: CatalogueOwner;
  let place: Awaited<ReturnType<typeof placeInShop>>;
  beforeAll(async () => {
    owner = await catalogueOwner(shop);
    place = await placeInShop(shop);
  });

  it("starts with the seeded shop's four featured pieces on the home page", async () => {
    const featured = await rows<{ id: number }>(shop, "select id from products where featured order by id");
    expect(featured).toHaveLength(4);
    const home = await shop.get<{ products: Product[] }>(`/api${catalogueApiPaths.featuredProducts()}`);
    expect(home.body.products.map((p) => p.id)).toEqual(featured.map((row) => Number(row.id)));
  });

  it("adds a product that shows at once in the shop's list, its category, its subcategory and search", async () => {
    // Warm the public cache first: the new piece must show anyway (the catalogue-changed signal).
    await shop.get("/api/products?limit=100");
    const created = await owner.create(
      newProduct(place, {
        name: "Peacock Kasu Mala",
        price: 2499.5,
        videos: ["https://www.youtube.com/watch?v=abc123"],
        featured: true,
      }),
    );
    expect(created.status).toBe(201);
    const product = productOf(created, 201);
    expect(product).toMatchObject({
      name: "Peacock Kasu Mala",
      slug: "peacock-kasu-mala",
      old_slugs: [],
      price: "2499.50",
      stock: 5,
      category_id: place.category.id,
      subcategory_id: place.subcategory.id,
      featured: true,
      archived: false,
      draft: false,
      videos: ["https://www.youtube.com/watch?v=abc123"],
      images: [],
      variants: [],
    });
    expect(await owner.product(product.id)).toEqual({ status: 200, body: { product } });

    expect(await publicListIds(shop)).toContain(product.id);
    const inCategory = await shop.get<{ products: Product[] }>(
      `/api/products/category/${place.category.id}?limit=100&sort_order=desc`,
    );
    expect(inCategory.body.products.map((p) => p.id)).toContain(product.id);
    const inSub = await shop.get<{ products: Product[] }>(
      `/api/products/subcategory/${place.subcategory.id}?limit=100`,
    );
    expect(inSub.body.products.map((p) => p.id)).toContain(product.id);
    const found = await shop.get<{ products: Product[] }>("/api/products/search/peacock%20kasu");
    expect(found.body.products.map((p) => p.id)).toEqual([product.id]);
    const page = await publicProduct(shop, "peacock-kasu-mala");
    expect(page.status).toBe(200);
    expect(page.body.product).toMatchObject({
      id: product.id,
      price: "2499.50",
      quantity: 5,
      videos: ["https://www.youtube.com/watch?v=abc123"],
    });
  });

  it("enters the opening stock in the ledger, by the owner; no row for an opening of 0", async () => {
    const product = productOf(await owner.create(newProduct(place, { stock: 7 })), 201);
    expect(await ledgerOf(shop, product.id)).toEqual([
      { change: 7, reason: "opening", stock_after: 7, by_user_id: owner.user.id },
    ]);
    const empty = productOf(await owner.create(newProduct(place, { stock: 0 })), 201);
    expect(empty.stock).toBe(0);
    expect(await ledgerOf(shop, empty.id)).toEqual([]);
  });

  it("sets a counted stock through the ledger as a correction of the difference", async () => {
    const product = productOf(await owner.create(newProduct(place, { stock: 7 })), 201);
    expect(productOf(await owner.update(product.id, { stock: 4 })).stock).toBe(4);
    expect(productOf(await owner.update(product.id, { stock: 4 })).stock).toBe(4);
    expect(productOf(await owner.update(product.id, { stock: 10 })).stock).toBe(10);
    expect(await ledgerOf(shop, product.id)).toEqual([
      { change: 7, reason: "opening", stock_after: 7, by_user_id: owner.user.id },
      { change: -3, reason: "correction", stock_after: 4, by_user_id: owner.user.id },
      { change: 6, reason: "correction", stock_after: 10, by_user_id: owner.user.id },
    ]);
    expect((await publicProduct(shop, product.slug)).body.product.quantity).toBe(10);
  });

  it("makes slugs unique with -2, -3, and gives a Malayalam or emoji-only name a link", async () => {
    const names = ["Chandrakala Mala", "Chandrakala  Mala!", "chandrakala-mala"];
    const slugs = [];
    for (const name of names) slugs.push(productOf(await owner.create(newProduct(place, { name })), 201).slug);
    expect(slugs).toEqual(["chandrakala-mala", "chandrakala-mala-2", "chandrakala-mala-3"]);

    const malayalam = productOf(await owner.create(newProduct(place, { name: "മാങ്ങ മാല" })), 201);
    const emoji = productOf(await owner.create(newProduct(place, { name: "💎✨" })), 201);
    expect(malayalam.slug).toMatch(/^piece(-\d+)?$/);
    expect(emoji.slug).toMatch(/^piece-\d+$/);
    expect(emoji.slug).not.toBe(malayalam.slug);
    expect(malayalam.name).toBe("മാങ്ങ മാല");
    const page = await publicProduct(shop, malayalam.slug);
    expect(page.body.product).toMatchObject({ id: malayalam.id, name: "മാങ്ങ മാല" });
    expect((await publicProduct(shop, emoji.slug)).body.product.id).toBe(emoji.id);
  });

  it("gives pieces added at the same moment under one name each their own slug", async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => owner.create(newProduct(place, { name: "Simultaneous Mullamottu" }))),
    );
    expect(responses.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(responses.map((a) => a.body.product.slug).sort()).toEqual([
      "simultaneous-mullamottu",
      "simultaneous-mullamottu-2",
      "simultaneous-mullamottu-3",
      "simultaneous-mullamottu-4",
      "simultaneous-mullamottu-5",
    ]);
  });

  it("gives a renamed product a new slug and keeps the old link finding it, page and API alike", async () => {
    const product = productOf(await owner.create(newProduct(place, { name: "Lotus Jhumka" })), 201);
    // Cached under its old slug before the rename: the rename must not leave that response standing.
    expect((await publicProduct(shop, "lotus-jhumka")).status).toBe(200);
    const renamed = productOf(await owner.update(product.id, { name: "Golden Lotus Jhumka" }));
    expect(renamed).toMatchObject({ slug: "golden-lotus-jhumka", old_slugs: ["lotus-jhumka"] });

    const byOld = await publicProduct(shop, "lotus-jhumka");
    expect(byOld.status).toBe(200);
    expect(byOld.body.product).toMatchObject({
      id: product.id,
      name: "Golden Lotus Jhumka",
      slug: "golden-lotus-jhumka",
    });
    expect((await publicProduct(shop, "golden-lotus-jhumka")).body.product.id).toBe(product.id);

    // The page at the old address moves for good to the new one (the query goes along).
    const moved = await rawGet(`${shop.url}/product/lotus-jhumka?ref=whatsapp`);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe("/product/golden-lotus-jhumka?ref=whatsapp");

    // A new piece may not take the old slug: the old link must keep finding the renamed one.
    const newcomer = productOf(await owner.create(newProduct(place, { name: "Lotus Jhumka" })), 201);
    expect(newcomer.slug).toBe("lotus-jhumka-2");
    expect((await publicProduct(shop, "lotus-jhumka")).body.product.id).toBe(product.id);

    // Renamed again, and back: every old link works, and a slug taken again is current, not old.
    const again = productOf(await owner.update(product.id, { name: "Lotus Drop" }));
    expect(again).toMatchObject({ slug: "lotus-drop", old_slugs: ["lotus-jhumka", "golden-lotus-jhumka"] });
    const back = productOf(await owner.update(product.id, { name: "Lotus Jhumka" }));
    expect(back.slug).toBe("lotus-jhumka");
    expect(back.old_slugs.sort()).toEqual(["golden-lotus-jhumka", "lotus-drop"]);
    for (const slug of ["lotus-jhumka", "golden-lotus-jhumka", "lotus-drop"]) {
      expect((await publicProduct(shop, slug)).body.product).toMatchObject({ id: product.id, slug: "lotus-jhumka" });
    }
    // A change of name that keeps the slug records no old one.
    const sameSlug = productOf(await owner.update(product.id, { name: "Lotus  Jhumka!" }));
    expect(sameSlug.slug).toBe("lotus-jhumka");
    expect(sameSlug.old_slugs.sort()).toEqual(["golden-lotus-jhumka", "lotus-drop"]);
    // Unknown is still 404.
    expect(await publicProduct(shop, "no-such-piece")).toMatchObject({
      status: 404,
      body: { code: "not_found", error: "Product not found" },
    });
  });

  it("changes price, description, videos and featured, and the storefront shows them at once", async () => {
    const product = productOf(await owner.create(newProduct(place, { videos: ["https://youtu.be/one"] })), 201);
    await publicProduct(shop, product.slug);
    const changed = productOf(
      await owner.update(product.id, {
        price: "999",
        description: "Lighter now.\nStill gold-plated.",
        videos: ["https://youtu.be/two", "https://youtu.be/three"],
        featured: true,
      }),
    );
    expect(changed).toMatchObject({
      price: "999.00",
      description: "Lighter now.\nStill gold-plated.",
      videos: ["https://youtu.be/two", "https://youtu.be/three"],
      featured: true,
    });
    const page = await publicProduct(shop, product.slug);
    expect(page.body.product).toMatchObject({
      price: "999.00",
      description: "Lighter now.\nStill gold-plated.",
      videos: ["https://youtu.be/two", "https://youtu.be/three"],
    });
    // An empty change changes nothing.
    expect(productOf(await owner.update(product.id, {}))).toEqual(changed);
  });

  it("lists products newest first with search, category, status, low and out of stock, and pages", async () => {
    const tag = "Vanki Listing";
    const a = productOf(await owner.create(newProduct(place, { name: `${tag} Plenty`, stock: 50 })), 201);
    const b = productOf(await owner.create(newProduct(place, { name: `${tag} Low`, stock: 3 })), 201);
    const c = productOf(await owner.create(newProduct(place, { name: `${tag} Out`, stock: 0 })), 201);
    // A product with colours is counted as the shop shows it: own count plus colours (0 + 2 + 1 here), so its own 0
    // does not make it "out", and 3 in all is low.
    const d = productOf(
      await owner.create(newProduct(place, { name: `${tag} Colours`, stock: 0, subcategory_id: null })),
      201,
    );
    productOf(await owner.addColour(d.id, { color_name: "Ruby", color_code: "#aa0011", stock: 2 }), 201);
    productOf(await owner.addColour(d.id, { color_name: "Emerald", color_code: "#00aa44", stock: 1 }), 201);
    const e = productOf(await owner.create(newProduct(place, { name: `${tag} Archived`, stock: 50 })), 201);
    productOf(await owner.update(e.id, { archived: true }));

    const names = async (query: string) => {
      const response = await owner.list(`?q=${encodeURIComponent(tag)}${query}`);
      expect(response.status).toBe(200);
      return response.body.products.map((p) => p.name.replace(`${tag} `, ""));
    };
    expect(await names("")).toEqual(["Colours", "Out", "Low", "Plenty"]);
    expect(await names("&status=archived")).toEqual(["Archived"]);
    expect(await names("&status=all")).toEqual(["Archived", "Colours", "Out", "Low", "Plenty"]);
    expect(await names("&stock=low")).toEqual(["Colours", "Out", "Low"]);
    expect(await names("&stock=out")).toEqual(["Out"]);
    expect(await names(`&category_id=${place.elsewhere.category_id}`)).toEqual([]);
    expect(await names(`&category_id=${place.category.id}`)).toEqual(["Colours", "Out", "Low", "Plenty"]);
    expect((await owner.list("?q=nothing-like-it")).body.products).toEqual([]);
    // Search ignores case.
    expect((await owner.list("?q=vanki%20listing%20plenty")).body.products.map((p) => p.id)).toEqual([a.id]);

    const list = await owner.list(`?q=${encodeURIComponent(tag)}&limit=2&page=2`);
    expect(list.body.pagination).toEqual({ total: 4, hasMore: false, page: 2, limit: 2 });
    expect(list.body.low_stock_threshold).toBe(3);
    expect(list.body.products.map((p) => p.id)).toEqual([b.id, a.id]);

    const summary = (await owner.list(`?q=${encodeURIComponent(`${tag} Colours`)}`)).body.products[0];
    expect(summary).toMatchObject({
      id: d.id,
      stock: 3,
      colour_count: 2,
      low_stock: true,
      archived: false,
      price: "1499.00",
      image: null,
    });
    // Restocking a colour takes the product off the low list: 0 + 2 + 9.
    const emerald = productOf(await owner.product(d.id)).variants.find((v) => v.color_name === "Emerald");
    productOf(await owner.updateColour(d.id, emerald?.id ?? 0, { stock: 9 }));
    expect(await names("&stock=low")).toEqual(["Out", "Low"]);
    expect(c.stock).toBe(0);
  });

  it("shows the owner's featured pieces on the home page, and the home page preloads that same call", async () => {
    const featuredIds = await publicListIds(shop, "&featured=true");
    const picked = productOf(await owner.create(newProduct(place, { name: "Featured Choice" })), 201);
    expect(featuredIds).not.toContain(picked.id);
    // The home page's call, as the storefront makes it.
    const homeCall = catalogueApiPaths.featuredProducts();
    expect(homeCall).toContain("featured=true");
    const before = await shop.get<{ products: Product[] }>(`/api${homeCall}`);
    for (const id of featuredIds) {
      productOf(await owner.update(id, { featured: false }));
    }
    productOf(await owner.update(picked.id, { featured: true }));
    const after = await shop.get<{ products: Product[] }>(`/api${homeCall}`);
    expect(after.body.products.map((p) => p.id)).toEqual([picked.id]);
    expect(before.body.products.map((p) => p.id)).not.toContain(picked.id);
    expect(await publicListIds(shop, "&featured=false")).not.toContain(picked.id);
    const bad = await shop.get<{ error: string }>("/api/products?featured=maybe");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/featured must be true or false/);
  });
});
