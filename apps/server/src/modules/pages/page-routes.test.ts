// Page URLs carry their own meta tags and schema.org data in the served HTML; robots.txt and sitemap.xml.
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestShop } from "../../../test/test-app";

const webDistDir = mkdtempSync(path.join(os.tmpdir(), "mayil-pages-web-"));
writeFileSync(
  path.join(webDistDir, "index.html"),
  `<!doctype html><html><head><!--seo--><title>Mayil Jewels</title><!--/seo--></head><body><div id="root"></div></body></html>`,
);

/** The JSON-LD block of a page, parsed. */
function structuredData(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error("no JSON-LD");
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe.each(databaseKinds)("search engine pages (%s)", (kind) => {
  const shop = useTestShop(kind, { webDistDir });
  const page = async (pagePath: string) => {
    const response = await fetch(shop.url + pagePath);
    return { status: response.status, type: response.headers.get("content-type"), html: await response.text() };
  };

  it("a product page has its title, description, Open Graph tags and Product data in rupees", async () => {
    const { status, type, html } = await page("/product/temple-jhumka");
    expect(status).toBe(200);
    expect(type).toContain("text/html");
    expect(html).toContain("<title>Temple Jhumka | Mayil Jewels</title>");
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('<meta property="og:title" content="Temple Jhumka | Mayil Jewels" />');
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/media\/products\/temple-jhumka-1\.webp" \/>/,
    );
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/product\/temple-jhumka" \/>/);
    expect(html).toContain('<div id="root">');
    const data = structuredData(html);
    expect(data["@type"]).toBe("Product");
    expect(data.name).toBe("Temple Jhumka");
    expect(data.offers).toMatchObject({
      "@type": "Offer",
      priceCurrency: "INR",
      price: "549.00",
      availability: "https://schema.org/InStock",
    });
  });

  it("an out-of-stock product says so; a product opened by id has the same canonical address", async () => {
    const { html } = await page("/product/kemp-stone-jhumka");
    expect(structuredData(html).offers).toMatchObject({ availability: "https://schema.org/OutOfStock" });
    const byId = await page("/product/23");
    expect(byId.html).toMatch(/<link rel="canonical" href="[^"]+\/product\/temple-jhumka" \/>/);
  });

  it("category and subcategory pages have their own titles and descriptions", async () => {
    const category = await page("/category/2");
    expect(category.html).toContain("<title>Traditional | Mayil Jewels</title>");
    expect(category.html).toContain("Temple, kemp and antique finishes");
    const subcategory = await page("/subcategory/jhumkas");
    expect(subcategory.html).toContain("<title>Jhumkas | Mayil Jewels</title>");
    expect(subcategory.html).toContain('property="og:image"');
  });

  it("missing pages respond with 404 with noindex, and the app shell still renders its own message", async () => {
    for (const missing of ["/product/no-such-piece", "/category/999", "/category/abc", "/subcategory/none"]) {
      const { status, html } = await page(missing);
      expect(status, missing).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain('<div id="root">');
    }
  });

  it("My Orders and an order's page are served the app, never indexed (only the shopper can see them)", async () => {
    for (const shopperPage of ["/orders", "/orders/12"]) {
      const { status, html } = await page(shopperPage);
      expect(status, shopperPage).toBe(200);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('rel="canonical"');
      expect(html).toContain('<div id="root">');
    }
    const robots = await (await fetch(`${shop.url}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /orders");
  });

  it("the sign-in page is served with its title, never indexed, kept out by robots.txt and the sitemap", async () => {
    const { status, html } = await page("/sign-in?return=%2Fabout");
    expect(status).toBe(200);
    expect(html).toContain("<title>Sign in | Mayil Jewels</title>");
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    const robots = await (await fetch(`${shop.url}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /sign-in");
    const sitemap = await (await fetch(`${shop.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain("/sign-in");
  });

  it("the home page is the brand alone, with the store's schema.org data; an About page has its title", async () => {
    const home = await page("/");
    expect(home.html).toContain("<title>Mayil Jewels</title>");
    expect(structuredData(home.html)).toMatchObject({ "@type": "JewelryStore", telephone: "+919847012345" });
    expect((await page("/about")).html).toContain("<title>About Us | Mayil Jewels</title>");
  });

  it("the desk's pages link its web app manifest, named after the shop and scoped to /owner; the storefront's do not (decision 054)", async () => {
    for (const deskPath of ["/owner", "/owner/orders/12"]) {
      const { html } = await page(deskPath);
      expect(html).toContain('<link rel="manifest" href="/owner.webmanifest" />');
      expect(html).toContain('<meta name="theme-color" content="#0f4c4a" />');
      expect(html).toContain('<link rel="apple-touch-icon" href="/desk-icons/apple-touch-180.png" />');
    }
    for (const shopPath of ["/", "/product/temple-jhumka", "/cart", "/sign-in", "/orders", "/nowhere"]) {
      expect((await page(shopPath)).html, shopPath).not.toContain('rel="manifest"');
    }
    const response = await fetch(`${shop.url}/owner.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/manifest+json");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.json()).toMatchObject({
      id: "/owner",
      name: "Mayil Jewels desk",
      short_name: "Mayil desk",
      start_url: "/owner",
      scope: "/owner",
      display: "standalone",
      icons: expect.arrayContaining([
        { src: "/desk-icons/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/desk-icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ]),
    });
  });

  it("robots.txt allows the shop, keeps private pages out and names the sitemap", async () => {
    const response = await fetch(`${shop.url}/robots.txt`);
    const text = await response.text();
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(text).toContain("User-agent: *\nAllow: /");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Disallow: /cart");
    expect(text).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  });

  it("sitemap.xml lists the shop's pages, every category, subcategory and product", async () => {
    const response = await fetch(`${shop.url}/sitemap.xml`);
    const xml = await response.text();
    expect(response.headers.get("content-type")).toContain("application/xml");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
    expect(locs).toContain("/");
    expect(locs).toContain("/about");
    expect(locs).toContain("/category/4");
    expect(locs).toContain("/subcategory/jhumkas");
    expect(locs).toContain("/product/temple-jhumka");
    expect(locs.filter((l) => l.startsWith("/product/"))).toHaveLength(63);
  });
});
