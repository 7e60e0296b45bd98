// The catalogue in Malayalam and Hindi (decision 084): the owner gives a piece, a colour, a category or a subcategory
// a name (and a description) in either; the public reads give them for `lang=ml` or `lang=hi`, the English where she
// gave none, and the English without `lang`; search finds a piece by any of its names in any script, and the shop's
// spelling groups know the words in Malayalam and Devanagari script. On both databases, with the response cache on.
import type { Category, Product, Subcategory } from "@mayil/core/catalogue/catalogue-schemas";
import type { OwnerCategory } from "@mayil/core/catalogue/owner-category-schemas";
import type { CartLine, WishlistEntry } from "@mayil/core/shopping/shopping-schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { signInShopper } from "../orders/desk-fixtures";
import { databaseKinds, useTestShop } from "../test-app";
import { type CatalogueOwner, catalogueOwner, newProduct, placeInShop, productOf } from "./catalogue-fixtures";

type ProductBody = { product: Product; error?: string; field?: string };

describe.each(databaseKinds)("the catalogue in Malayalam and Hindi, on %s", (kind) => {
  const shop = useTestShop(kind, { env: { CATALOGUE_CACHE_SECONDS: "60" } });
  let owner: CatalogueOwner;
  let place: Awaited<ReturnType<typeof placeInShop>>;
  const suggestions = async (term: string, lang = "") =>
    (await shop.get<{ products: Product[] }>(`/api/products/search/${encodeURIComponent(term)}?limit=10${lang}`)).body
      .products;
  const listed = async (term: string) =>
    (await shop.get<{ products: Product[] }>(`/api/products?limit=100&search=${encodeURIComponent(term)}`)).body
      .products;
  const names = (products: Product[]) => products.map((p) => p.name).sort();

  beforeAll(async () => {
    owner = await catalogueOwner(shop);
    place = await placeInShop(shop);
  });

  it("shows her Malayalam name and description for lang=ml, the English without it, and English where she gave none", async () => {
    const created = productOf(
      await owner.create(
        newProduct(place, {
          name: "Palakka Green Necklace",
          description: "Green stones set like the palakka bead.",
          name_ml: "പാലയ്ക്ക മാല",
          description_ml: "പച്ചക്കല്ലുകൾ പതിച്ച പാലയ്ക്ക മാല.",
        }),
      ),
      201,
    );
    expect(created).toMatchObject({ name_ml: "പാലയ്ക്ക മാല", name_hi: null, description_hi: null });
    const withColour = productOf(
      await owner.addColour(created.id, { color_name: "Ruby red", color_code: "#b0122b", color_name_ml: "ചുവപ്പ്" }),
      201,
    );
    expect(withColour.variants[0]).toMatchObject({ color_name: "Ruby red", color_name_ml: "ചുവപ്പ്" });

    const inMalayalam = await shop.get<ProductBody>(`/api/products/slug/${created.slug}?lang=ml`);
    expect(inMalayalam.status).toBe(200);
    expect(inMalayalam.body.product).toMatchObject({
      name: "പാലയ്ക്ക മാല",
      description: "പച്ചക്കല്ലുകൾ പതിച്ച പാലയ്ക്ക മാല.",
      slug: created.slug,
    });
    expect(inMalayalam.body.product.variants.map((v) => v.color_name)).toEqual(["ചുവപ്പ്"]);

    const inEnglish = (await shop.get<ProductBody>(`/api/products/slug/${created.slug}`)).body.product;
    expect(inEnglish).toMatchObject({
      name: "Palakka Green Necklace",
      description: "Green stones set like the palakka bead.",
    });
    expect(inEnglish.variants.map((v) => v.color_name)).toEqual(["Ruby red"]);

    // No Hindi given: the Hindi page shows the English.
    const inHindi = (await shop.get<ProductBody>(`/api/products/${created.id}?lang=hi`)).body.product;
    expect(inHindi).toMatchObject({
      name: "Palakka Green Necklace",
      description: "Green stones set like the palakka bead.",
    });

    // Lists and suggestions name it in the language asked for.
    const list = await shop.get<{ products: Product[] }>(`/api/products?limit=100&sort_order=desc&lang=ml`);
    expect(list.body.products.find((p) => p.id === created.id)?.name).toBe("പാലയ്ക്ക മാല");

    // She gives a Hindi name later and takes the Malayalam description away: the cached pages follow at once.
    productOf(await owner.update(created.id, { name_hi: "पालक्का हार", description_ml: "" }));
    expect((await shop.get<ProductBody>(`/api/products/${created.id}?lang=hi`)).body.product.name).toBe("पालक्का हार");
    expect((await shop.get<ProductBody>(`/api/products/slug/${created.slug}?lang=ml`)).body.product).toMatchObject({
      name: "പാലയ്ക്ക മാല",
      description: "Green stones set like the palakka bead.",
    });
    expect((await owner.product(created.id)).body.product).toMatchObject({
      description_ml: null,
      name_hi: "पालक्का हार",
    });
  });

  it("describes the demo's named pieces in Malayalam and Hindi, with the same care line as the English, and leaves the rest English", async () => {
    const read = async (slug: string, lang = "") =>
      (await shop.get<ProductBody>(`/api/products/slug/${slug}${lang}`)).body.product;
    const english = await read("temple-jhumka");
    expect(english.description).toMatch(/^Bell jhumkas with a goddess motif and drops: .* (Keep|Wipe|Nickel-free)/);
    const malayalam = await read("temple-jhumka", "?lang=ml");
    expect(malayalam.name).toBe("ടെമ്പിൾ ജിമിക്കി");
    expect(malayalam.description).toMatch(/^ദേവീരൂപം പതിച്ച, തുള്ളികൾ തൂങ്ങുന്ന മണി ജിമിക്കി: ആന്റിക് ഗോൾഡിൽ ചുവന്ന കെമ്പ്/);
    const hindi = await read("temple-jhumka", "?lang=hi");
    expect(hindi.description).toMatch(/^देवी की आकृति और लटकन वाले घंटी झुमके: /);
    // The care line the English ends with, in each language: the English one's counterpart, not any of the three.
    const care = ["Keep away", "Wipe gently", "Nickel-free"].findIndex((start) => english.description.includes(start));
    expect(malayalam.description).toContain(["തിളക്കം നിലനിൽക്കാൻ", "അണിഞ്ഞശേഷം", "നിക്കൽ ഇല്ലാത്തത്"][care]);
    expect(hindi.description).toContain(["चमक बनाए रखने", "पहनने के बाद", "निकल-फ़्री"][care]);
    expect(`${malayalam.description}${hindi.description}`).not.toMatch(/[A-Za-z]{3,}/);
    // A piece the demo has not named in Malayalam keeps its English description there.
    expect((await read("temple-choker", "?lang=ml")).description).toBe((await read("temple-choker")).description);
  });

  it("names the piece's own colour in her language beside its colours, on its page and in her cart", async () => {
    const created = productOf(
      await owner.create(newProduct(place, { name: "Manga Mala Own", color_name_ml: " മാമ്പഴ മഞ്ഞ " })),
      201,
    );
    // Trimmed as every name she gives; no Hindi yet.
    expect(created).toMatchObject({ color_name: null, color_name_ml: "മാമ്പഴ മഞ്ഞ", color_name_hi: null });
    const piece = productOf(
      await owner.addColour(created.id, {
        color_name: "Silver",
        color_code: "#c0c0c0",
        color_name_ml: "വെള്ളി",
        stock: 3,
      }),
      201,
    );
    const silver = piece.variants[0]?.id;

    const inMalayalam = (await shop.get<ProductBody>(`/api/products/${created.id}?lang=ml`)).body.product;
    expect(inMalayalam.color_name).toBe("മാമ്പഴ മഞ്ഞ");
    // No English own colour: the English and the Hindi pages say none, and the storefront shows "As shown".
    expect((await shop.get<ProductBody>(`/api/products/${created.id}`)).body.product.color_name).toBeNull();
    expect((await shop.get<ProductBody>(`/api/products/${created.id}?lang=hi`)).body.product.color_name).toBeNull();

    // She gives it a Hindi name and takes the Malayalam away: the cached pages follow.
    expect(productOf(await owner.update(created.id, { color_name_hi: "आम पीला", color_name_ml: "" }))).toMatchObject({
      color_name_ml: null,
      color_name_hi: "आम पीला",
    });
    expect((await shop.get<ProductBody>(`/api/products/${created.id}?lang=hi`)).body.product.color_name).toBe(
      "आम पीला",
    );
    expect((await shop.get<ProductBody>(`/api/products/slug/${created.slug}?lang=ml`)).body.product.color_name).toBe(
      null,
    );
    const inList = await shop.get<{ products: Product[] }>(`/api/products?limit=100&sort_order=desc&lang=hi`);
    expect(inList.body.products.find((p) => p.id === created.id)?.color_name).toBe("आम पीला");

    // Her cart names the piece, its own colour and the colour she chose in the language she reads.
    const shopper = await signInShopper(shop, "own-colour@example.com");
    for (const variant_id of [null, silver]) {
      const added = await shopper.call("POST", "/api/cart", { product_id: created.id, variant_id, quantity: 1 });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    const cartIn = async (lang: string) =>
      (await shopper.call<{ cart: CartLine[] }>("GET", `/api/cart${lang}`)).body.cart.filter(
        (line) => line.product_id === created.id,
      );
    const hindi = await cartIn("?lang=hi");
    expect(hindi.map((line) => [line.products.color_name, line.variant?.color_name ?? null])).toEqual([
      ["आम पीला", null],
      ["आम पीला", "Silver"],
    ]);
    const malayalam = await cartIn("?lang=ml");
    expect(malayalam.map((line) => line.variant?.color_name ?? null)).toEqual([null, "വെള്ളി"]);
    const english = await cartIn("");
    expect(english.map((line) => [line.products.color_name, line.variant?.color_name ?? null])).toEqual([
      [null, null],
      [null, "Silver"],
    ]);
    const refused = await shopper.call<{ error: string }>("GET", "/api/cart?lang=ta");
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain("lang");

    // Her wishlist names the piece and its own colour in her language too (its page in /hi lists them so).
    expect((await shopper.call("POST", "/api/wishlist", { product_id: created.id })).status).toBe(200);
    const wishlistIn = async (lang: string) =>
      (await shopper.call<{ wishlist: WishlistEntry[] }>("GET", `/api/wishlist${lang}`)).body.wishlist.find(
        (entry) => entry.product_id === created.id,
      )?.products;
    expect((await wishlistIn("?lang=hi"))?.color_name).toBe("आम पीला");
    expect((await wishlistIn(""))?.color_name).toBeNull();
    const wishlistRefused = await shopper.call<{ error: string }>("GET", "/api/wishlist?lang=ta");
    expect(wishlistRefused.status).toBe(400);
    expect(wishlistRefused.body.error).toContain("lang");
  });

  it("refuses her own colour's name too long or on two lines with a 400 naming the field", async () => {
    const long = await owner.create(newProduct(place, { color_name_ml: "മ".repeat(61) }));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ field: "color_name_ml" });
    expect((long.body as { error?: string }).error).toMatch(/color_name_ml must be at most 60 characters/i);
    const [product] = await listed("");
    const twoLines = await owner.update(product?.id ?? 0, { color_name_hi: "आम\nपीला" });
    expect(twoLines.status).toBe(400);
    expect(twoLines.body).toMatchObject({ field: "color_name_hi" });
    const notText = await owner.update(product?.id ?? 0, { color_name_ml: 5 });
    expect(notText.status).toBe(400);
    expect(notText.body).toMatchObject({ field: "color_name_ml" });
  });

  it("refuses a lang the shop does not speak with a 400 naming lang, on every public read", async () => {
    const [product] = await listed("");
    for (const path of [
      `/api/products/slug/${product?.slug}?lang=fr`,
      `/api/products/${product?.id}?lang=en`,
      "/api/products?lang=ML",
      "/api/categories?lang=ta",
      "/api/categories/subcategories/all?lang=x",
      `/api/products/search/ring?lang=malayalam`,
      `/api/products/${product?.id}/related?lang=`,
    ]) {
      const refused = await shop.get<{ field?: string; error: string }>(path);
      expect(refused.status, path).toBe(400);
      expect(refused.body.error, path).toContain("lang");
    }
  });

  it("names categories and subcategories in her language, English where she gave none", async () => {
    const category = place.category;
    const changed = await owner.call<{ category: OwnerCategory }>("PATCH", `/api/owner/categories/${category.id}`, {
      name_ml: "കമ്മലുകൾ",
      name_hi: "झुमके और बालियाँ",
      description_ml: "എല്ലാ ദിവസവും അണിയാൻ",
      // Emptied: the Hindi page shows the English description.
      description_hi: "",
    });
    expect(changed.status).toBe(200);
    expect(changed.body.category).toMatchObject({ name_ml: "കമ്മലുകൾ", name_hi: "झुमके और बालियाँ" });
    const sub = await owner.call<{ category: OwnerCategory }>(
      "PATCH",
      `/api/owner/subcategories/${place.subcategory.id}`,
      {
        name_ml: "ജിമിക്കി",
        // Emptied: the Hindi pages show the English name.
        name_hi: "",
      },
    );
    expect(sub.status).toBe(200);

    const ml = (await shop.get<{ categories: Category[] }>("/api/categories?lang=ml")).body.categories;
    expect(ml.find((c) => c.id === category.id)).toMatchObject({ name: "കമ്മലുകൾ", description: "എല്ലാ ദിവസവും അണിയാൻ" });
    const hi = (await shop.get<{ category: Category }>(`/api/categories/${category.id}?lang=hi`)).body.category;
    // No Hindi description: the English one.
    expect(hi).toMatchObject({ name: "झुमके और बालियाँ", description: category.description });
    const en = (await shop.get<{ categories: Category[] }>("/api/categories")).body.categories;
    expect(en.find((c) => c.id === category.id)?.name).toBe(category.name);

    const subs = (
      await shop.get<{ subcategories: Subcategory[] }>(`/api/categories/${category.id}/subcategories?lang=ml`)
    ).body.subcategories;
    expect(subs.find((s) => s.id === place.subcategory.id)?.name).toBe("ജിമിക്കി");
    const bySlug = await shop.get<{ subcategory: Subcategory; products: Product[] }>(
      `/api/products/subcategory/slug/${place.subcategory.slug}?lang=hi`,
    );
    expect(bySlug.body.subcategory.name).toBe(place.subcategory.name);
    const inCategory = await shop.get<{ category: Category }>(`/api/products/category/${category.id}?lang=ml`);
    expect(inCategory.body.category.name).toBe("കമ്മലുകൾ");
  });

  it("refuses a name in her language on two lines, or too long, naming the field", async () => {
    const twoLines = await owner.create(newProduct(place, { name_ml: "ജിമിക്കി\nകമ്മൽ" }));
    expect(twoLines.status).toBe(400);
    expect(twoLines.body).toMatchObject({ field: "name_ml" });
    const long = await owner.create(newProduct(place, { name_hi: "झ".repeat(121) }));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ field: "name_hi" });
  });

  it("finds the jhumkas for ജിമിക്കി, ജിമുക്കി, झुमका and झुमके, through the shop's spellings", async () => {
    const jhumkas = names(await listed("jhumka"));
    expect(jhumkas).toContain("Temple Jhumka");
    for (const word of ["ജിമിക്കി", "ജിമുക്കി", "झुमका", "झुमके"]) {
      expect(names(await listed(word)), word).toEqual(jhumkas);
      expect(names(await suggestions(word)), word).toEqual(jhumkas.slice(0, 10));
    }
    // And the other groups: anklets for പാദസരം and पायल, bangles for വള and चूड़ी (ड़ typed either way).
    const anklets = names(await listed("anklet"));
    expect(anklets.length).toBeGreaterThan(1);
    expect(names(await listed("പാദസരം"))).toEqual(anklets);
    expect(names(await listed("पायल"))).toEqual(anklets);
    const bangles = names(await listed("bangle"));
    expect(bangles.length).toBeGreaterThan(1);
    expect(names(await listed("വള"))).toEqual(bangles);
    expect(names(await listed("चू\u095cी"))).toEqual(bangles);
    expect(names(await listed("चू\u0921\u093cी"))).toEqual(bangles);
  });

  it("finds a piece by the Malayalam or Hindi name she gave it, whatever the page's language, typed either way", async () => {
    const piece = productOf(
      await owner.create(
        newProduct(place, {
          name: "Peacock Stud Pair",
          // The older chillu (ല് and a joiner), as some keyboards type it: kept as the one letter ൽ.
          name_ml: "മയി\u0d32\u0d4d\u200d കമ്മൽ",
          name_hi: "मोर टॉप्स",
        }),
      ),
      201,
    );
    expect(piece.name_ml).toBe("മയിൽ കമ്മൽ");
    for (const term of ["മയിൽ", "മയി\u0d32\u0d4d\u200d", "മയി", "मोर", "टॉप्स"]) {
      expect(
        (await suggestions(term)).map((p) => p.name),
        term,
      ).toContain("Peacock Stud Pair");
      expect(
        (await listed(term)).map((p) => p.id),
        term,
      ).toContain(piece.id);
    }
    // Shown in the language asked for, found by any name.
    expect((await suggestions("मोर", "&lang=ml")).map((p) => p.name)).toContain("മയിൽ കമ്മൽ");
    expect((await suggestions("peacock", "&lang=hi")).map((p) => p.name)).toContain("मोर टॉप्स");
  });
});
