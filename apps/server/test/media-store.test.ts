// The media store in the database (decision 013): content-addressed keys, each photo kept once with its resized
// copies, served at /media/{key} and /media/w/{width}/{key}, and no key that could name anything but a stored photo.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DatabaseMediaStore } from "../src/modules/media/database-media-store";
import {
  isMediaKey,
  isOriginalMediaKey,
  MalformedMediaKey,
  resizedMediaKey,
  UnsupportedMediaType,
} from "../src/modules/media/media-store";
import { databaseKinds, rawGet, useTestShop } from "./test-app";

const hash = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe.each(databaseKinds)("the media store in the database (%s)", (kind) => {
  const shop = useTestShop(kind, { seed: false });
  const blobKeys = async () => {
    const result = (await shop.database.db.execute(sql`select key from media_blobs order by key`)) as unknown as {
      rows: { key: string }[];
    };
    return result.rows.map((row) => row.key);
  };

  it("gives back what was put, under the sha256 of the bytes and the type's extension, once however often put", async () => {
    const store = new DatabaseMediaStore(shop.database.db);
    const photo = Buffer.from(`not really a webp, but bytes are bytes (${kind})`);
    const key = await store.put(photo, "image/webp");
    expect(key).toBe(`${hash(photo)}.webp`);
    expect(await store.get(key)).toEqual({ bytes: photo, contentType: "image/webp" });
    expect(await store.put(Buffer.from(photo), "image/webp")).toBe(key);
    expect(await store.put(photo, "IMAGE/PNG; charset=binary")).toBe(`${hash(photo)}.png`);
    expect((await blobKeys()).filter((k) => k.startsWith(hash(photo)))).toEqual([key.replace("webp", "png"), key]);
    await expect(store.put(photo, "image/svg+xml")).rejects.toBeInstanceOf(UnsupportedMediaType);
    await expect(store.put(photo, "text/html")).rejects.toBeInstanceOf(UnsupportedMediaType);
    await store.delete(`${hash(photo)}.png`);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key); // deleting what is gone is not an error
  });

  it("keeps a photo's resized copies beside it and deletes them with it", async () => {
    const store = new DatabaseMediaStore(shop.database.db);
    const photo = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#c99a45" } })
      .webp()
      .toBuffer();
    const key = await store.put(photo, "image/webp");
    const small = await sharp(photo).resize({ width: 160 }).webp().toBuffer();
    expect(await store.putResized(key, 160, small)).toBe(`${key.slice(0, 64)}-w160.webp`);
    expect(resizedMediaKey(key, 160)).toBe(`${key.slice(0, 64)}-w160.webp`);
    expect(isMediaKey(resizedMediaKey(key, 160))).toBe(true);
    expect(isOriginalMediaKey(resizedMediaKey(key, 160))).toBe(false);
    expect(await store.get(resizedMediaKey(key, 160))).toEqual({ bytes: small, contentType: "image/webp" });

    // Served by the app (its own store, on the same database) at its key, and the stored copy at its width.
    const served = await fetch(`${shop.url}/media/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=604800, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
    const copy = await fetch(`${shop.url}/media/w/160/${key}`);
    expect(Buffer.from(await copy.arrayBuffer()).equals(small)).toBe(true);
    // A width with no stored copy is made from the original by the process that is asked.
    const made = await fetch(`${shop.url}/media/w/320/${key}`);
    expect(made.status).toBe(200);
    expect(await sharp(Buffer.from(await made.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 320 });

    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(await store.get(resizedMediaKey(key, 160))).toBeNull();
    expect((await blobKeys()).filter((k) => k.startsWith(key.slice(0, 64)))).toEqual([]);
    await expect(store.delete(resizedMediaKey(key, 160))).rejects.toBeInstanceOf(MalformedMediaKey);
  });

  it("serves from its memory what it read once, until the cache's time runs out", async () => {
    const store = new DatabaseMediaStore(shop.database.db, { ttlMs: 200 });
    const other = new DatabaseMediaStore(shop.database.db); // another process
    const key = await store.put(Buffer.from(`cached ${kind}`), "image/jpeg");
    expect(await store.get(key)).not.toBeNull();
    await other.delete(key);
    // This process has not heard of the delete: it serves its copy, at most for the cache's time.
    expect(await store.get(key)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await store.get(key)).toBeNull();
  });

  it("responds with 404 for keys that are not keys, without reading anything", async () => {
    const store = new DatabaseMediaStore(shop.database.db);
    const hostile = [
      "../secret.webp",
      `${"b".repeat(64)}.webp/../../secret.webp`,
      `${"b".repeat(64)}.svg`,
      `${"B".repeat(64)}.webp`,
      `${"b".repeat(64)}-w160.jpg`,
      `${"b".repeat(64)}-w0160.webp`,
      `${"b".repeat(64)}.webp\0`,
      "",
    ];
    for (const key of hostile) {
      expect(isMediaKey(key), key).toBe(false);
      expect(await store.get(key), key).toBeNull();
      await expect(store.delete(key), key).rejects.toBeInstanceOf(MalformedMediaKey);
    }
    for (const url of [
      `/media/${"a".repeat(64)}.webp`,
      "/media/..%2f..%2fpackage.json",
      `/media/${"a".repeat(64)}.svg`,
      `/media/w/320/${"a".repeat(64)}.webp`,
    ]) {
      const response = await rawGet(shop.url + url);
      expect(response.status, url).toBe(404);
      expect(response.body, url).not.toContain("dependencies");
    }
  });
});
