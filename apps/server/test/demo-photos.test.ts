// The demo catalogue's pictures and their srcset copies are rendered once per machine, into the media folder, and
// served from there: a shopper's first product grid waits for nothing that could have been made ahead.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { demoArtworkPaths } from "@mayil/demo";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DemoPictures } from "../src/modules/media";
import { startTestShop, type TestShop } from "./test-app";

describe("demo photos made ahead", () => {
  let shop: TestShop;
  let mediaDir: string;
  const products = demoArtworkPaths().filter((key) => key.startsWith("products/"));
  const banner = "banners/hero-1.webp";
  const product = products[0] as string;

  beforeAll(async () => {
    shop = await startTestShop("pglite");
    mediaDir = path.join(shop.dataDir, "media");
  });
  afterAll(() => shop.close());

  it("renders each picture and its smaller copies once, and the shop serves those very files", async () => {
    // Another DemoPictures on the same folder stands for the background job of an earlier start (or another process).
    const ahead = new DemoPictures(mediaDir);
    // A 1600-wide banner has six srcset widths under it, an 800-wide product photo four.
    expect(await ahead.prepareAll([banner, product])).toEqual({ pictures: 2, copies: 10 });
    expect(await ahead.prepareAll([banner, product])).toEqual({ pictures: 0, copies: 0 });

    for (const width of [160, 320, 480, 640]) {
      const onDisk = readFileSync(path.join(mediaDir, `w${width}`, product));
      const served = await fetch(`${shop.url}/media/w/${width}/${product}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.equals(onDisk)).toBe(true);
      expect((await sharp(bytes).metadata()).width).toBe(width);
    }
    const original = await fetch(`${shop.url}/media/${product}`);
    expect(Buffer.from(await original.arrayBuffer()).equals(readFileSync(path.join(mediaDir, product)))).toBe(true);
  });

  it("makes a copy nobody prepared when a shopper asks, and keeps it on disk for the next start", async () => {
    const other = products[1] as string;
    expect(existsSync(path.join(mediaDir, "w480", other))).toBe(false);
    const served = await fetch(`${shop.url}/media/w/480/${other}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(existsSync(path.join(mediaDir, other))).toBe(true);
    expect(readFileSync(path.join(mediaDir, "w480", other)).equals(bytes)).toBe(true);
    // The next start's background job finds it made.
    expect(await new DemoPictures(mediaDir).prepareAll([other])).toEqual({ pictures: 0, copies: 3 });
  });

  it("never leaves a half-written file under a picture's name", async () => {
    const ahead = new DemoPictures(mediaDir);
    const key = products[2] as string;
    // Many requests for one picture at once share one rendering; no temporary file outlives it.
    await Promise.all(
      Array.from({ length: 8 }, () => fetch(`${shop.url}/media/w/320/${key}`).then((r) => r.arrayBuffer())),
    );
    expect(await ahead.prepareAll([key])).toEqual({ pictures: 0, copies: 3 });
    const leftovers = [mediaDir, path.join(mediaDir, "products"), path.join(mediaDir, "w320", "products")].flatMap(
      (folder) => (existsSync(folder) ? readdirSync(folder) : []),
    );
    expect(leftovers.filter((name) => name.endsWith(".partial"))).toEqual([]);
  });
});
