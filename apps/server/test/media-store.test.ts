// Media put in the shop's media store are served at /media/{key}, and resized for srcset, like the demo art.
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { LocalMediaStore } from "../src/modules/media/local-media-store";
import { rawGet, useTestShop } from "./test-app";

describe("media from the media store", () => {
  const shop = useTestShop("pglite", { seed: false });

  it("serves a stored photo by its key with its type and a long cache, and a resized copy; 404 once deleted", async () => {
    const store = new LocalMediaStore(path.join(shop.dataDir, "media"));
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#c99a45" } })
      .jpeg()
      .toBuffer();
    const key = await store.put(photo, "image/jpeg");

    const served = await fetch(`${shop.url}/media/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("public, max-age=604800, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);

    const small = await fetch(`${shop.url}/media/w/320/${key}`);
    expect(small.status).toBe(200);
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({
      format: "webp",
      width: 320,
    });

    await store.delete(key);
    expect((await fetch(`${shop.url}/media/${key}`)).status).toBe(404);
  });

  it("answers 404 for keys that are not keys, without reading anything", async () => {
    for (const url of [
      `/media/${"a".repeat(64)}.webp`,
      "/media/..%2f..%2fpackage.json",
      `/media/${"a".repeat(64)}.svg`,
    ]) {
      const response = await rawGet(shop.url + url);
      expect(response.status, url).toBe(404);
      expect(response.body, url).not.toContain("dependencies");
    }
  });
});
