// Each page in its language (decision 084): /ml/… and /hi/… are served in Malayalam and Hindi, with their titles,
// hreflang alternates, canonical address and Open Graph locale; the sitemap lists every page in each language; the
// bare home sends a shopper to her language; kept pages stay apart per language. Over HTTP, with the built storefront.
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { webDistFolder, webRenderFolder } from "../src/paths";
import { catalogueOwner, productOf } from "./catalogue/catalogue-fixtures";
import { databaseKinds, useTestShop } from "./test-app";

/** The JSON-LD block of a page, parsed. */
function structuredData(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error("no JSON-LD");
  return JSON.parse(match[1]) as Record<string, unknown>;
}

/** hreflang → the path it points to. */
const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [
      m[1],
      new URL(m[2] ?? "").pathname,
    ]),
  );
const canonicalOf = (html: string) => {
  const href = /<link rel="canonical" href="([^"]+)" \/>/.exec(html)?.[1];
  return href ? new URL(href).pathname : null;
};
const metaOf = (html: string, property: string) =>
  [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)" />`, "g"))].map((m) => m[1]);

/** The built files the Vite manifest made of a source module (a message catalogue's JSON, say). */
function builtFileOf(sourceModule: string): string {
  const manifest = JSON.parse(readFileSync(path.join(webDistFolder, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    { file: string }
  >;
  const file = manifest[sourceModule]?.file;
  if (!file) throw new Error(`${sourceModule} is not in the build`);
  return `/${file}`;
}

describe.each(databaseKinds)("pages in each language (%s)", (kind) => {
  const shop = useTestShop(kind, { webDistDir: webDistFolder, webRenderDir: webRenderFolder });
  const page = async (pagePath: string, headers: Record<string, string> = {}) => {
    const response = await fetch(shop.url + pagePath, { headers, redirect: "manual" });
    return { status: response.status, headers: response.headers, html: await response.text() };
  };

  it("a Malayalam page says its language, its title with the brand, its three addresses and its own as canonical", async () => {
    const { status, html } = await page("/ml/products");
    expect(status).toBe(200);
    expect(html).toMatch(/<html[^>]* lang="ml-IN"/);
    expect(html).toContain("<title>എല്ലാ ആഭരണങ്ങളും | Mayil Jewels</title>");
    expect(html).toContain('<meta property="og:title" content="എല്ലാ ആഭരണങ്ങളും | Mayil Jewels" />');
    expect(canonicalOf(html)).toBe("/ml/products");
    expect(alternatesOf(html)).toEqual({
      "en-IN": "/products",
      "ml-IN": "/ml/products",
      "hi-IN": "/hi/products",
      "x-default": "/products",
    });
    expect(metaOf(html, "og:locale")).toEqual(["ml_IN"]);
    expect(metaOf(html, "og:locale:alternate").sort()).toEqual(["en_IN", "hi_IN"]);
    expect(metaOf(html, "og:url").map((u) => new URL(u ?? "").pathname)).toEqual(["/ml/products"]);
    // The description is in Malayalam too, not the English one.
    expect(html).toMatch(/<meta name="description" content="കടയിലെ ഓരോ ആഭരണവും/);
  });

  it("the Hindi About page and the English one each name themselves canonical and the other two as alternates", async () => {
    const hindi = await page("/hi/about");
    expect(hindi.html).toMatch(/<html[^>]* lang="hi-IN"/);
    expect(hindi.html).toContain("<title>हमारे बारे में | Mayil Jewels</title>");
    expect(canonicalOf(hindi.html)).toBe("/hi/about");
    expect(metaOf(hindi.html, "og:locale")).toEqual(["hi_IN"]);
    const english = await page("/about");
    expect(english.html).toMatch(/<html[^>]* lang="en-IN"/);
    expect(english.html).toContain("<title>About Us | Mayil Jewels</title>");
    expect(canonicalOf(english.html)).toBe("/about");
    expect(metaOf(english.html, "og:locale")).toEqual(["en_IN"]);
    expect(alternatesOf(english.html)).toEqual(alternatesOf(hindi.html));
    // The home in Malayalam is the brand alone, at /ml.
    const home = await page("/ml");
    expect(home.html).toContain("<title>Mayil Jewels</title>");
    expect(canonicalOf(home.html)).toBe("/ml");
    expect(alternatesOf(home.html)).toMatchObject({ "en-IN": "/", "ml-IN": "/ml", "x-default": "/" });
    expect(structuredData(home.html)).toMatchObject({
      "@type": "JewelryStore",
      mainEntityOfPage: { inLanguage: "ml-IN" },
      knowsLanguage: ["en-IN", "ml-IN", "hi-IN"],
    });
  });

  it("a product page in Malayalam is rendered at its own address, its schema.org data saying the page's language", async () => {
    const { status, html } = await page("/ml/product/temple-jhumka");
    expect(status).toBe(200);
    expect(html).toMatch(/<html[^>]* lang="ml-IN"/);
    expect(html).toContain('<div id="root"><');
    expect(canonicalOf(html)).toBe("/ml/product/temple-jhumka");
    const data = structuredData(html);
    expect(data["@type"]).toBe("Product");
    expect(data.mainEntityOfPage).toMatchObject({ "@type": "ItemPage", inLanguage: "ml-IN" });
    expect(new URL((data.offers as { url: string }).url).pathname).toBe("/ml/product/temple-jhumka");
    // A renamed piece's old address moves to its new one in the same language.
    const byId = await page("/hi/product/23");
    expect(canonicalOf(byId.html)).toBe("/hi/product/temple-jhumka");
  });

  it("a piece the owner named in Malayalam is titled, described and rendered with her words on its Malayalam page", async () => {
    const owner = await catalogueOwner(shop);
    const { id } = (await shop.get<{ product: { id: number } }>("/api/products/slug/kemp-stone-jhumka")).body.product;
    productOf(
      await owner.update(id, {
        name_ml: "കെമ്പ് കല്ല് ജിമിക്കി",
        description_ml: "ചുവന്ന കെമ്പ് കല്ലുകൾ പതിച്ച ക്ഷേത്ര ശൈലിയിലുള്ള ജിമിക്കി.",
        // No Hindi (the demo shop may give one): her Hindi page falls back to the English.
        name_hi: "",
        description_hi: "",
      }),
    );
    const malayalam = await page("/ml/product/kemp-stone-jhumka");
    expect(malayalam.status).toBe(200);
    expect(malayalam.html).toContain("<title>കെമ്പ് കല്ല് ജിമിക്കി | Mayil Jewels</title>");
    expect(malayalam.html).toContain(
      '<meta name="description" content="ചുവന്ന കെമ്പ് കല്ലുകൾ പതിച്ച ക്ഷേത്ര ശൈലിയിലുള്ള ജിമിക്കി." />',
    );
    expect(malayalam.html).toMatch(/<h1[^>]*>കെമ്പ് കല്ല് ജിമിക്കി<\/h1>/);
    expect(structuredData(malayalam.html)).toMatchObject({
      name: "കെമ്പ് കല്ല് ജിമിക്കി",
      description: "ചുവന്ന കെമ്പ് കല്ലുകൾ പതിച്ച ക്ഷേത്ര ശൈലിയിലുള്ള ജിമിക്കി.",
      mainEntityOfPage: { inLanguage: "ml-IN" },
    });
    // No Hindi: the Hindi page names it in English; the English page is as it was.
    expect((await page("/hi/product/kemp-stone-jhumka")).html).toMatch(
      /<title>Kemp Stone Jhumka \| Mayil Jewels<\/title>/i,
    );
    const english = await page("/product/kemp-stone-jhumka");
    expect(english.html).not.toContain("കെമ്പ്");
    expect(structuredData(english.html).name).not.toBe("കെമ്പ് കല്ല് ജിമിക്കി");
  });

  it("the sitemap lists every page in each language, each naming all three and English as the default", async () => {
    const xml = await (await fetch(`${shop.url}/sitemap.xml`)).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map((m) => ({
      loc: new URL(m[1] ?? "").pathname,
      alternates: Object.fromEntries(
        [...(m[2] ?? "").matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((a) => [
          a[1],
          new URL(a[2] ?? "").pathname,
        ]),
      ),
    }));
    const product = {
      "en-IN": "/product/temple-jhumka",
      "ml-IN": "/ml/product/temple-jhumka",
      "hi-IN": "/hi/product/temple-jhumka",
      "x-default": "/product/temple-jhumka",
    };
    for (const loc of Object.values(product).slice(0, 3))
      expect(urls.find((u) => u.loc === loc)?.alternates, loc).toEqual(product);
    expect(urls.find((u) => u.loc === "/ml")?.alternates).toMatchObject({ "en-IN": "/", "ml-IN": "/ml" });
    const products = urls.filter((u) => /^(\/ml|\/hi)?\/product\//.test(u.loc));
    expect(products).toHaveLength(63 * 3);
    const robots = await (await fetch(`${shop.url}/robots.txt`)).text();
    for (const privatePath of [
      "/cart",
      "/ml/cart",
      "/hi/cart",
      "/ml/orders",
      "/hi/settings",
      "/ml/sign-in",
      "/ml/auth/error",
    ])
      expect(robots).toContain(`Disallow: ${privatePath}\n`);
  });

  it("an address under a language's prefix that is no page is a 404 in that language; the desk and sign-in return are not there", async () => {
    for (const [missing, language, title] of [
      ["/ml/nonsense", "ml-IN", "പേജ് കണ്ടെത്തിയില്ല"],
      ["/hi/nonsense/deeper", "hi-IN", "पेज नहीं मिला"],
      ["/ml/owner", "ml-IN", "പേജ് കണ്ടെത്തിയില്ല"],
      ["/ml/owner/orders", "ml-IN", "പേജ് കണ്ടെത്തിയില്ല"],
      ["/ml/auth/callback", "ml-IN", "പേജ് കണ്ടെത്തിയില്ല"],
      ["/hi/product/no-such-piece", "hi-IN", "गहना नहीं मिला"],
      ["/ml/category/999", "ml-IN", "വിഭാഗം കണ്ടെത്തിയില്ല"],
    ] as const) {
      const { status, html, headers } = await page(missing);
      expect(status, missing).toBe(404);
      expect(html, missing).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
      expect(html, missing).toContain(`<title>${title} | Mayil Jewels</title>`);
      expect(html, missing).toContain('<meta name="robots" content="noindex" />');
      expect(html, missing).not.toContain('rel="alternate"');
      if (!missing.includes("product/") && !missing.includes("category/"))
        expect(headers.get("x-robots-tag"), missing).toBe("noindex");
    }
    expect((await page("/owner")).status).toBe(200);
    expect((await page("/auth/callback")).status).toBe(200);
    // The sign-in's error page is in the language of the page she signed in from: the callback sends her there.
    const error = await page("/ml/auth/error");
    expect(error.status).toBe(200);
    expect(error.html).toMatch(/<html[^>]* lang="ml-IN"/);
    expect(error.html).toContain("<title>സൈൻ ഇൻ പിശക് | Mayil Jewels</title>");
  });

  it("a page the browser renders in Malayalam (the cart, My Orders) has its title and its words' code hinted with its own", async () => {
    for (const [pagePath, title, areas] of [
      ["/ml/cart", "കാർട്ട്", ["frame", "shopping", "catalogue"]],
      ["/ml/orders", "എന്റെ ഓർഡറുകൾ", ["frame", "shopping"]],
      ["/hi/settings", "सेटिंग्स", ["frame", "account"]],
    ] as const) {
      const { status, html } = await page(pagePath);
      expect(status, pagePath).toBe(200);
      expect(html, pagePath).toContain(`<title>${title} | Mayil Jewels</title>`);
      const pageCode = html.match(/<template id="page-code">(.*?)<\/template>/)?.[1] ?? "";
      const language = pagePath.slice(1, 3);
      for (const area of areas)
        expect(pageCode, `${pagePath}: ${area}`).toContain(builtFileOf(`src/messages/${language}/${area}.json`));
      expect(pageCode, pagePath).not.toContain(builtFileOf("src/messages/en/frame.json"));
    }
  });

  it("the rendered catalogue pages in Malayalam stay small: brotli sizes within the first round trip's reach", async () => {
    const sizes: Record<string, number> = {};
    for (const pagePath of ["/ml", "/ml/category/2", "/ml/product/temple-jhumka", "/ml/products", "/hi/products"]) {
      const { status, html } = await page(pagePath);
      expect(status, pagePath).toBe(200);
      expect(html, pagePath).toContain('<script type="application/json" id="shop-data">');
      sizes[pagePath] = brotliCompressSync(html).length;
    }
    console.info("brotli bytes of the rendered pages in Malayalam and Hindi:", sizes);
    // A new connection's first round trip carries about 14.6 KB, headers included (server-rendered-pages.test.ts).
    for (const [pagePath, bytes] of Object.entries(sizes)) expect(bytes, pagePath).toBeLessThan(14_000);
  });
});

describe.each(databaseKinds)("kept pages per language (%s)", (kind) => {
  // As the shop runs: rendered pages are kept with the catalogue's responses, and served without a look-up.
  const shop = useTestShop(kind, {
    webDistDir: webDistFolder,
    webRenderDir: webRenderFolder,
    env: { CATALOGUE_CACHE_SECONDS: "60" },
  });
  const visit = async (pagePath: string) => {
    const response = await fetch(shop.url + pagePath);
    const html = await response.text();
    return { status: response.status, cache: response.headers.get("cache-status"), html };
  };
  const page = async (pagePath: string, headers: Record<string, string> = {}) => {
    const response = await fetch(shop.url + pagePath, { headers, redirect: "manual" });
    return { status: response.status, headers: response.headers, html: await response.text() };
  };

  it("the bare home sends a shopper to her language: the cookie first, then her browser's languages; crawlers stay", async () => {
    const cases: [string, Record<string, string>, string | null][] = [
      // First, so that the English home is kept for every case after it.
      ["an English browser", { "accept-language": "en-IN,en;q=0.9,ml;q=0.5" }, null],
      ["a Malayalam browser", { "accept-language": "ml-IN,ml;q=0.9,en;q=0.8" }, "/ml"],
      ["a Hindi browser, English second", { "accept-language": "hi,en-IN;q=0.8" }, "/hi"],
      ["a crawler (no Accept-Language)", { "accept-language": "" }, null],
      ["English chosen, a Malayalam browser", { cookie: "mayil_language=en", "accept-language": "ml" }, null],
      ["Hindi chosen, an English browser", { cookie: "mayil_language=hi", "accept-language": "en" }, "/hi"],
      ["Malayalam chosen", { cookie: "mayil_language=ml" }, "/ml"],
      [
        "a cookie the shop does not know, a Hindi browser",
        { cookie: "mayil_language=fr", "accept-language": "hi" },
        "/hi",
      ],
      // English tapped on a Malayalam page before its code ran (no cookie set yet): she comes from the shop, and stays.
      ["a Malayalam browser coming from /ml", { "accept-language": "ml", referer: `${shop.url}/ml/products` }, null],
      ["a Malayalam browser from a chat's link", { "accept-language": "ml", referer: "https://wa.me/" }, "/ml"],
    ];
    for (const [who, headers, to] of cases) {
      // Twice: by then the English home is kept, and must still not be sent to whoever goes elsewhere.
      for (const visit of [1, 2]) {
        const home = await page("/", headers);
        expect(home.headers.get("vary")?.toLowerCase(), who).toContain("accept-language, cookie");
        if (to) {
          expect(home.status, `${who}, visit ${visit}`).toBe(302);
          expect(home.headers.get("location"), who).toBe(to);
          expect(home.headers.get("cache-control"), who).toBe("no-cache");
        } else {
          expect(home.status, `${who}, visit ${visit}`).toBe(200);
          expect(home.html, who).toMatch(/<html[^>]* lang="en-IN"/);
          if (visit === 2) expect(home.headers.get("cache-status"), who).toBe("MayilPages; hit");
        }
      }
    }
    // A query rides along; a deep link opens in the language it was shared in, whatever the browser prefers.
    expect((await page("/?utm_source=wa", { "accept-language": "ml" })).headers.get("location")).toBe(
      "/ml?utm_source=wa",
    );
    for (const deepLink of ["/product/temple-jhumka", "/products", "/about"])
      expect((await page(deepLink, { "accept-language": "ml", cookie: "mayil_language=ml" })).status, deepLink).toBe(
        200,
      );
    expect((await page("/ml", { cookie: "mayil_language=en" })).status).toBe(200);
  });

  it("keeps /ml/product/x and /product/x apart, and a catalogue change empties every language's", async () => {
    // A piece no other test here visits, so its first visit in each language is the one that renders it.
    const piece = "/product/kemp-stone-jhumka";
    const inEach = [piece, `/ml${piece}`, `/hi${piece}`];
    for (const pagePath of inEach) expect((await visit(pagePath)).cache, pagePath).toBe("MayilPages; fwd=miss");
    for (const [pagePath, language] of [
      [inEach[0], "en-IN"],
      [inEach[1], "ml-IN"],
      [inEach[2], "hi-IN"],
    ] as const) {
      const again = await visit(pagePath ?? "");
      expect(again.cache, pagePath).toBe("MayilPages; hit");
      expect(again.html, pagePath).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
    }
    await shop.database.db.execute(`update products set price = '777.00' where slug = 'kemp-stone-jhumka'`);
    await shop.app.clearCatalogueCache();
    // A page kept in any one language would still say the old price.
    for (const pagePath of inEach)
      await expect.poll(async () => (await visit(pagePath)).html, { message: pagePath }).toContain("₹777");
  });
});
