// The media store on disk: content-addressed keys, a put/get/delete round trip, and no key that leaves its folder.
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalMediaStore } from "./local-media-store";
import { isMediaKey, MalformedMediaKey, UnsupportedMediaType } from "./media-store";

describe("LocalMediaStore", () => {
  let root: string;
  let folder: string;
  let store: LocalMediaStore;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "mayil-media-"));
    folder = path.join(root, "media");
    store = new LocalMediaStore(folder);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const photo = Buffer.from("not really a webp, but bytes are bytes");

  it("gives back what was put, under the sha256 of the bytes and the type's extension, until deleted", async () => {
    const key = await store.put(photo, "image/webp");
    expect(key).toBe(`${createHash("sha256").update(photo).digest("hex")}.webp`);
    expect(key).toMatch(/^[0-9a-f]{64}\.webp$/);
    expect(isMediaKey(key)).toBe(true);
    expect(await store.get(key)).toEqual({ bytes: photo, contentType: "image/webp" });
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key); // deleting what is gone is not an error
  });

  it("keeps the same bytes once, under one key; other bytes or another type get another key", async () => {
    const first = await store.put(photo, "image/webp");
    expect(await store.put(Buffer.from(photo), "image/webp")).toBe(first);
    expect(readdirSync(folder)).toEqual([first]); // no temporary files left behind either
    expect(await store.put(Buffer.from("other bytes"), "image/webp")).not.toBe(first);
    expect(await store.put(photo, "image/jpeg")).toBe(`${first.slice(0, 64)}.jpg`);
    expect(await store.put(photo, "IMAGE/PNG; charset=binary")).toBe(`${first.slice(0, 64)}.png`);
  });

  it("answers null for a key it does not have", async () => {
    expect(await store.get(`${"a".repeat(64)}.webp`)).toBeNull();
  });

  it("refuses types the shop does not serve (SVG can carry script)", async () => {
    await expect(store.put(photo, "image/svg+xml")).rejects.toBeInstanceOf(UnsupportedMediaType);
    await expect(store.put(photo, "text/html")).rejects.toBeInstanceOf(UnsupportedMediaType);
  });

  it("never reads or deletes outside its folder, whatever the key", async () => {
    writeFileSync(path.join(root, "secret.webp"), "outside");
    const hash = "b".repeat(64);
    writeFileSync(path.join(root, `${hash}.webp`), "outside too");
    const hostile = [
      "../secret.webp",
      `../${hash}.webp`,
      `media/../../${hash}.webp`,
      "/etc/passwd",
      `${hash}.webp/../../secret.webp`,
      `${hash}.svg`,
      `${hash.toUpperCase()}.webp`,
      `${hash}.webp\0`,
      "",
    ];
    for (const key of hostile) {
      expect(isMediaKey(key), key).toBe(false);
      expect(await store.get(key), key).toBeNull();
      await expect(store.delete(key), key).rejects.toBeInstanceOf(MalformedMediaKey);
    }
    expect(existsSync(path.join(root, "secret.webp"))).toBe(true);
    expect(existsSync(path.join(root, `${hash}.webp`))).toBe(true);
  });
});
