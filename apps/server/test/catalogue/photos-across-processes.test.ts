// A photo uploaded through one server process is served by another process of the same shop (decision 013): two real
// listening servers on one PostgreSQL database, the second a separate operating-system process with a data folder
// of its own, so nothing can be shared through a disk, only through the database.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Category, Product } from "@mayil/core/catalogue/catalogue-schemas";
import { MEDIA_WIDTHS } from "@mayil/core/catalogue/media-srcset";
import type { OwnerProduct } from "@mayil/core/catalogue/owner-catalogue-schemas";
import type { OwnerCategory } from "@mayil/core/catalogue/owner-category-schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWNER } from "../orders/desk-fixtures";
import { builtShop } from "../processes/shop-process";
import { plainProduct } from "../shop-fixtures";
import { newShopper } from "../sign-in";
import { freePort, startTestShop, type TestShop } from "../test-app";
import { childProcessEnv, testDatabaseUrl } from "../test-env";
import { fetchImage, keyOf, phoneJpeg, plainPhoto, upload } from "./photo-fixtures";

/** The built shop, run as `npm start` runs it, in a process of its own. */
async function startSecondProcess(databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "mayil-second-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [builtShop], {
    env: childProcessEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      CATALOGUE_CACHE_SECONDS: "60",
    }),
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the second process ended (${child.exitCode}): ${stderr}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() - started > 90_000) throw new Error(`the second process did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    dataDir,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.skipIf(!testDatabaseUrl)("photos across two server processes on one PostgreSQL database", () => {
  let first: TestShop;
  let second: Awaited<ReturnType<typeof startSecondProcess>>;

  beforeAll(async () => {
    first = await startTestShop("postgres", { env: { CATALOGUE_CACHE_SECONDS: "60" } });
    if (first.databaseTarget.kind !== "postgres") throw new Error("not on PostgreSQL");
    second = await startSecondProcess(first.databaseTarget.url);
  }, 120_000);
  afterAll(async () => {
    await second?.stop();
    await first?.close();
  });

  it("serves a product photo uploaded through the other process, with every size", { timeout: 60_000 }, async () => {
    const owner = await newShopper(first.url, OWNER);
    const product = await plainProduct(first);
    // The second process has read (and cached) the product before the photo exists.
    const productOnSecond = async () =>
      ((await fetch(`${second.url}/api/products/${product.id}`).then((r) => r.json())) as { product: Product }).product;
    const before = await productOnSecond();

    const sent = await upload(first, `/api/owner/products/${product.id}/images`, await phoneJpeg(), {
      token: owner.token,
    });
    expect(sent.status).toBe(201);
    const photo = (sent.body.product as OwnerProduct).images.at(-1);
    if (!photo) throw new Error("no photo");

    const here = await fetchImage(first.url, photo.url);
    const there = await fetchImage(second.url, photo.url);
    expect(there).toMatchObject({ status: 200, type: "image/webp" });
    expect(there.bytes.equals(here.bytes)).toBe(true);
    for (const width of MEDIA_WIDTHS.filter((w) => w < (here.metadata?.width ?? 0))) {
      const url = `/media/w/${width}/${keyOf(photo.url)}`;
      const [a, b] = [await fetchImage(first.url, url), await fetchImage(second.url, url)];
      expect({ width, status: b.status, metadataWidth: b.metadata?.width }).toEqual({
        width,
        status: 200,
        metadataWidth: width,
      });
      // The same stored copy, not one each process made for itself.
      expect(b.bytes.equals(a.bytes)).toBe(true);
    }
    // Its cached product page heard of the change (decision 009) and shows the photo.
    expect((await productOnSecond()).images).toEqual([...before.images, photo.url]);
  });

  it("serves a category photo uploaded through the other process", { timeout: 60_000 }, async () => {
    const owner = await newShopper(first.url, OWNER);
    const [category] = (await first.get<{ categories: { id: number }[] }>("/api/categories")).body.categories;
    if (!category) throw new Error("no category");
    const sent = await upload(first, `/api/owner/categories/${category.id}/image`, await plainPhoto("#9e1b32"), {
      token: owner.token,
      type: "image/png",
      filename: "tile.png",
    });
    expect(sent.status).toBe(200);
    const image = (sent.body.category as OwnerCategory).image;
    if (!image) throw new Error("no image");
    expect((await fetchImage(second.url, image)).status).toBe(200);
    const shown = (await fetch(`${second.url}/api/categories`).then((r) => r.json())) as { categories: Category[] };
    expect(shown.categories.find((c) => c.id === category.id)?.image).toBe(image);
  });
});
