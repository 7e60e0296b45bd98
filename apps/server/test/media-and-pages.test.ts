// Demo photos rendered on first request and served from the data folder; storefront pages get the app shell.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet, startTestShop, type TestShop } from "./test-app";

describe("media and storefront pages", () => {
  let shop: TestShop;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), "mayil-web-"));
    mkdirSync(path.join(webDist, "assets"));
    writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Mayil Jewels</title><div id=root></div>");
    writeFileSync(path.join(webDist, "assets", "app-abc123.js"), "console.log('shop')");
    shop = await startTestShop("pglite", { webDistDir: webDist });
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("serves every product's first photo as a real WebP image", async () => {
    const { body } = await shop.get<{ product: Product }>("/api/products/slug/temple-jhumka");
    const response = await fetch(shop.url + body.product.images[0]);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 800, height: 800 });
  });

  it("serves the hero banners and category tiles", async () => {
    const banner = await fetch(`${shop.url}/media/banners/hero-1.webp`);
    expect(banner.status).toBe(200);
    expect((await sharp(Buffer.from(await banner.arrayBuffer())).metadata()).width).toBe(1600);
    const tile = await fetch(`${shop.url}/media/categories/daily-wear.webp`);
    expect(tile.status).toBe(200);
  });

  it("responds with 404 for media that does not exist, and never leaves the media folder", async () => {
    const missing = await fetch(`${shop.url}/media/products/nothing.webp`);
    expect(missing.status).toBe(404);
    // Sent raw: fetch() would tidy the dots away before they reach the server.
    for (const url of [
      "/media/../package.json",
      "/media/%2e%2e/%2e%2e/package.json",
      "/media/..%2f..%2fpackage.json",
    ]) {
      const response = await rawGet(shop.url + url);
      expect(response.body, url).not.toContain("dependencies");
    }
  });

  it("responses storefront URLs with the app shell, and hashed assets with a long cache", async () => {
    for (const url of ["/", "/product/temple-jhumka", "/category/1", "/settings"]) {
      const response = await fetch(shop.url + url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(await response.text()).toContain("<div id=root>");
    }
    const asset = await fetch(`${shop.url}/assets/app-abc123.js`);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("responds 200 to every page of the shop and 404 to an address that is no page, still with the app's not-found page", async () => {
    const pages = [
      "/",
      "/products?q=jhumka",
      "/cart",
      "/wishlist",
      "/orders",
      "/orders/12",
      "/product/temple-jhumka/colors",
      "/auth/callback?token=x",
      "/auth/error",
      "/owner",
      "/owner/orders/new",
      "/owner/products/sheet",
      "/about",
      "/returns",
    ];
    for (const url of pages) expect((await fetch(shop.url + url)).status, url).toBe(200);
    for (const url of ["/no-such-page", "/product", "/products/earrings", "/category/1/extra", "/cart/old"]) {
      const response = await fetch(shop.url + url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get("content-type"), url).toContain("text/html");
      expect(await response.text(), url).toContain("<div id=root>");
    }
    // Pieces and categories that do not exist are not pages either; the API's own 404 stays JSON.
    expect((await fetch(`${shop.url}/product/no-such-piece`)).status).toBe(404);
    expect((await fetch(`${shop.url}/category/99999`)).status).toBe(404);
    const api = await fetch(`${shop.url}/api/no-such-thing`);
    expect([api.status, api.headers.get("content-type")]).toEqual([404, "application/json; charset=utf-8"]);
  });
});
