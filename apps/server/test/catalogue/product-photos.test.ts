// Photos from the owner's phone (decision 013): uploaded as multipart, checked by their content, turned upright,
// stripped of EXIF (the GPS position included), stored with the sizes the storefront's srcset asks for, put in order
// and removed, on PGlite and on the PostgreSQL server.
import { createApiClient } from "@mayil/core/api/api-client";
import { ownerProductImageEndpoints } from "@mayil/core/api/catalogue-owner-endpoints";
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import { MEDIA_WIDTHS } from "@mayil/core/catalogue/media-srcset";
import type { OwnerProduct } from "@mayil/core/catalogue/owner-catalogue-schemas";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { OWNER } from "../orders/desk-fixtures";
import { plainProduct, productWithColours } from "../shop-fixtures";
import { newShopper } from "../sign-in";
import { databaseKinds, useTestShop } from "../test-app";
import {
  fetchImage,
  hasGpsPointer,
  keyOf,
  phoneJpeg,
  plainPhoto,
  storedKeys,
  type UploadOptions,
  upload,
} from "./photo-fixtures";

type ProductResponse = { product: OwnerProduct; error?: string };

describe.each(databaseKinds)("the owner's product photos (%s)", (kind) => {
  // A public cache that would hold a stale product for a minute: what the owner changes shows at once all the same.
  const shop = useTestShop(kind, { env: { CATALOGUE_CACHE_SECONDS: "60" } });
  let owner: Awaited<ReturnType<typeof newShopper>>;
  let product: Product;
  const imagesPath = () => `/api/owner/products/${product.id}/images`;
  const send = (bytes: Buffer | null, options: UploadOptions = {}) =>
    upload(shop, imagesPath(), bytes, { token: owner.token, ...options }) as Promise<{
      status: number;
      body: ProductResponse;
    }>;
  const publicProduct = async (id = product.id) =>
    (await shop.get<{ product: Product }>(`/api/products/${id}`)).body.product;

  beforeAll(async () => {
    owner = await newShopper(shop.url, OWNER);
    product = await plainProduct(shop);
  });

  it("turns a phone's JPEG upright, removes its EXIF and GPS, and stores it with every srcset width", async () => {
    const jpeg = await phoneJpeg({ width: 1200, height: 900 });
    const sent = await sharp(jpeg).metadata();
    expect(sent).toMatchObject({ format: "jpeg", width: 1200, height: 900, orientation: 6 });
    expect(hasGpsPointer(sent.exif)).toBe(true);
    const before = (await publicProduct()).images;

    const { status, body } = await send(jpeg, { filename: "IMG_2041.JPG" });
    expect(status).toBe(201);
    const added = body.product.images.at(-1);
    expect(body.product.images).toHaveLength(before.length + 1);
    expect(added).toMatchObject({
      variant_id: null,
      position: before.length,
      url: expect.stringMatching(/^\/media\//),
    });
    if (!added) throw new Error("no photo added");

    const stored = await fetchImage(shop.url, added.url);
    expect(stored.status).toBe(200);
    expect(stored.type).toBe("image/webp");
    // Upright: the sensor's landscape pixels became a portrait photo, the red corner turned to the top right.
    expect(stored.metadata).toMatchObject({ format: "webp", width: 900, height: 1200 });
    expect(stored.metadata?.orientation).toBeUndefined();
    expect(stored.metadata?.exif).toBeUndefined();
    expect(stored.metadata?.xmp).toBeUndefined();
    const { data, info } = await sharp(stored.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(pixel(info.width - 20, 20)[0]).toBeGreaterThan(180); // red
    expect(pixel(info.width - 20, 20)[1]).toBeLessThan(80);
    expect(pixel(20, 20)[1]).toBeGreaterThan(180); // the backdrop, not red

    // Every width the storefront's srcset names below the photo's own was made, stored, and is served.
    const widths = MEDIA_WIDTHS.filter((w) => w < 900);
    const keys = await storedKeys(shop);
    for (const width of widths) {
      expect(keys).toContain(`${keyOf(added.url).slice(0, 64)}-w${width}.webp`);
      const copy = await fetchImage(shop.url, `/media/w/${width}/${keyOf(added.url)}`);
      expect({ width, status: copy.status, type: copy.type }).toEqual({ width, status: 200, type: "image/webp" });
      expect(copy.metadata).toMatchObject({ width, height: Math.round((width * 1200) / 900) });
      expect(copy.metadata?.exif).toBeUndefined();
    }

    // The shop shows it at once, although its responses are cached for a minute.
    expect((await publicProduct()).images.at(-1)).toBe(added.url);
  });

  it("takes PNG, WebP and AVIF as they are, and keeps a photo's GPS out of a PNG's EXIF too", async () => {
    const png = await sharp(await plainPhoto("#1f8a5b"))
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "8/1 31/1 27/1" } })
      .png()
      .toBuffer();
    const webp = await plainPhoto("#2950a8", { format: "webp" });
    const avif = await sharp(await plainPhoto("#9e1b32"))
      .avif()
      .toBuffer();
    for (const [name, bytes, type] of [
      ["a.png", png, "image/png"],
      ["b.webp", webp, "image/webp"],
      ["c.avif", avif, "image/avif"],
    ] as const) {
      const { status, body } = await send(bytes, { filename: name, type });
      expect({ name, status }).toEqual({ name, status: 201 });
      const stored = await fetchImage(shop.url, body.product.images.at(-1)?.url ?? "");
      expect({ name, ...stored.metadata }).toMatchObject({ name, format: "webp", width: 800, height: 600 });
      expect(stored.metadata?.exif).toBeUndefined();
    }
  });

  it("refuses what is not a photo by its content, whatever its name or type: 400 Not an image, nothing stored", async () => {
    const before = await storedKeys(shop);
    const imagesBefore = (await publicProduct()).images;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script/></svg>');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    const cutOff = (await phoneJpeg()).subarray(0, 2000);
    for (const [name, bytes] of [
      ["notes.jpg", Buffer.from("Remember: restock the jhumkas on Friday.\n")],
      ["empty.jpg", Buffer.alloc(0)],
      ["rendering.jpg", svg],
      ["animation.jpg", gif],
      ["cut-off.jpg", cutOff],
    ] as const) {
      const { status, body } = await send(bytes, { filename: name, type: "image/jpeg" });
      expect({ name, status, error: body.error }).toEqual({
        name,
        status: 400,
        error: expect.stringMatching(/^Not an image/),
      });
    }
    // An iPhone's HEIC (sharp here has no HEVC decoder): refused with what to do instead.
    const heic = Buffer.concat([Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic", "latin1"), Buffer.alloc(64)]);
    const refused = await send(heic, { filename: "IMG_0001.HEIC", type: "image/heic" });
    expect(refused).toMatchObject({
      status: 400,
      body: { code: "invalid_input", error: expect.stringMatching(/HEIC.*JPEG/) },
    });
    expect(await storedKeys(shop)).toEqual(before);
    expect((await publicProduct()).images).toEqual(imagesBefore);
  });

  it("refuses a 16 MB file with 413, and stores nothing", async () => {
    const before = await storedKeys(shop);
    // A real JPEG at the start, then padding: the size is refused before anything looks at the content.
    const big = Buffer.concat([await phoneJpeg(), Buffer.alloc(16 * 1024 * 1024, 7)]);
    const { status, body } = await send(big);
    expect({ status, body }).toEqual({
      status: 413,
      body: { code: "too_large", error: "The photo is larger than 15 MB" },
    });
    expect(await storedKeys(shop)).toEqual(before);
    // The connection is still good for the next upload.
    expect((await send(await plainPhoto("#3bb3b0"))).status).toBe(201);
  });

  it("refuses uploads without a photo in `file`, with two photos, or with a bad colour, naming the field", async () => {
    const photo = await plainPhoto("#e9efe6");
    const noFile = await send(null, { fields: { variant_id: "1" } });
    expect(noFile).toMatchObject({
      status: 400,
      body: { code: "invalid_input", error: expect.stringMatching(/^File is required/) },
    });
    const misnamed = await send(photo, { field: "photo" });
    expect(misnamed).toMatchObject({
      status: 400,
      body: { code: "invalid_input", error: expect.stringContaining('named "photo"') },
    });
    const json = await owner.call("POST", imagesPath(), { file: "x" });
    expect(json).toMatchObject({
      status: 400,
      body: { code: "invalid_input", error: expect.stringMatching(/^File is required/) },
    });

    const two = new FormData();
    two.append("file", new Blob([photo], { type: "image/png" }), "a.png");
    two.append("file", new Blob([photo], { type: "image/png" }), "b.png");
    const twice = await fetch(shop.url + imagesPath(), {
      method: "POST",
      headers: { authorization: `Bearer ${owner.token}` },
      body: two,
    });
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({
      error: "Send one photo at a time, in the field named file",
      code: "invalid_input",
      field: "file",
    });

    for (const variant of ["0", "abc", "99999999999", "2147483647"]) {
      const { status, body } = await send(photo, { fields: { variant_id: variant } });
      expect({ variant, status, error: body.error }).toEqual({
        variant,
        status: 400,
        error: expect.stringMatching(/^Variant_id/),
      });
    }
    const missing = await upload(shop, "/api/owner/products/2147483647/images", photo, { token: owner.token });
    expect(missing).toEqual({ status: 404, body: { code: "not_found", error: "Product not found" } });
  });

  it("responds with 401 without a token and 403 to a shopper, storing nothing", async () => {
    const before = await storedKeys(shop);
    const shopper = await newShopper(shop.url, { email: "photo-shopper@example.com", name: "Shopper" });
    const photo = await plainPhoto("#b3203a");
    expect(await upload(shop, imagesPath(), photo)).toEqual({
      status: 401,
      body: { code: "unauthenticated", error: "Please login" },
    });
    const refused = await upload(shop, imagesPath(), photo, { token: shopper.token });
    expect(refused).toEqual({ status: 403, body: { code: "forbidden", error: "This page is for the shop's owner." } });
    expect((await shopper.call("PUT", imagesPath(), { image_ids: [1] })).status).toBe(403);
    expect((await shopper.call("DELETE", `${imagesPath()}/1`)).status).toBe(403);
    const categoryPhoto = await upload(shop, "/api/owner/categories/1/image", photo, { token: shopper.token });
    expect(categoryPhoto.status).toBe(403);
    expect(await storedKeys(shop)).toEqual(before);
  });

  it("puts a colour's photo with the colour", async () => {
    const coloured = await productWithColours(shop);
    const [colour] = coloured.variants;
    if (!colour) throw new Error("no colour");
    const path = `/api/owner/products/${coloured.id}/images`;
    const photo = await plainPhoto("#d4a44c");
    const { status, body } = await upload(shop, path, photo, {
      token: owner.token,
      fields: { variant_id: String(colour.id) },
    });
    expect(status).toBe(201);
    const response = body as unknown as ProductResponse;
    const shown = response.product.variants.find((v) => v.id === colour.id)?.images.at(-1);
    expect(shown).toMatchObject({ variant_id: colour.id, position: colour.images.length });
    expect(response.product.images.map((i) => i.url)).toEqual(coloured.images);
    const seen = await publicProduct(coloured.id);
    expect(seen.variants.find((v) => v.id === colour.id)?.images.at(-1)).toBe(shown?.url);
    // Another product's colour is not this product's.
    const other = await upload(shop, imagesPath(), photo, {
      token: owner.token,
      fields: { variant_id: String(colour.id) },
    });
    expect(other).toEqual({
      status: 400,
      body: {
        code: "invalid_input",
        error: `Variant_id ${colour.id} is not a colour of this product`,
        field: "variant_id",
      },
    });
  });

  it("puts the photos in a new order: the first is the main photo the shop shows first", async () => {
    const photos = (await send(await plainPhoto("#f0b7c0"))).body.product.images;
    expect(photos.length).toBeGreaterThanOrEqual(3);
    const last = photos.at(-1);
    if (!last) throw new Error("no photos");
    const order = [last.id, ...photos.slice(0, -1).map((p) => p.id)];
    const { status, body } = await owner.call<ProductResponse>("PUT", imagesPath(), { image_ids: order });
    expect(status).toBe(200);
    expect(body.product.images.map((p) => [p.id, p.position])).toEqual(order.map((id, i) => [id, i]));
    const shown = await publicProduct();
    expect(shown.image).toBe(last.url);
    expect(shown.images[0]).toBe(last.url);

    for (const [ids, error] of [
      [order.slice(1), `Image_ids must list all ${order.length} photos of the product, in their new order`],
      [[...order, order[0]], "Image_ids must name each photo once"],
      [[2147483647, ...order.slice(1)], "Image_ids: 2147483647 is not a photo of this product"],
    ] as const) {
      expect(await owner.call("PUT", imagesPath(), { image_ids: ids })).toEqual({
        status: 400,
        body: { code: "invalid_input", error, field: "image_ids" },
      });
    }
    expect((await owner.call("PUT", imagesPath(), { image_ids: [] })).status).toBe(400);
    expect((await publicProduct()).images[0]).toBe(last.url);
  });

  it("removes a photo from the product, and from the store once nothing shows it", async () => {
    // The same photo on two products is stored once; removing it from one leaves it for the other.
    const shared = await plainPhoto("#4b1320");
    const second = await plainProduct(shop, { skip: 1 });
    const onFirst = (await send(shared)).body.product.images.at(-1);
    const onSecondResponse = await upload(shop, `/api/owner/products/${second.id}/images`, shared, {
      token: owner.token,
    });
    const onSecond = (onSecondResponse.body as unknown as ProductResponse).product.images.at(-1);
    if (!onFirst || !onSecond) throw new Error("not uploaded");
    expect(onSecond.url).toBe(onFirst.url);

    // A width the photo is too small for is made by this process from the photo, and kept in its memory.
    const key = keyOf(onFirst.url);
    expect((await fetchImage(shop.url, `/media/w/1600/${key}`)).metadata?.width).toBe(800);

    const removed = await owner.call<ProductResponse>("DELETE", `${imagesPath()}/${onFirst.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.product.images.map((p) => p.id)).not.toContain(onFirst.id);
    expect(removed.body.product.images.map((p) => p.position)).toEqual(removed.body.product.images.map((_p, i) => i));
    expect((await publicProduct()).images).not.toContain(onFirst.url);
    expect((await fetchImage(shop.url, onFirst.url)).status).toBe(200); // still the second product's

    const gone = await owner.call<ProductResponse>("DELETE", `/api/owner/products/${second.id}/images/${onSecond.id}`);
    expect(gone.status).toBe(200);
    expect((await storedKeys(shop)).filter((k) => k.startsWith(key.slice(0, 64)))).toEqual([]);
    expect((await fetchImage(shop.url, onFirst.url)).status).toBe(404);
    expect((await fetchImage(shop.url, `/media/w/320/${key}`)).status).toBe(404);
    expect((await fetchImage(shop.url, `/media/w/1600/${key}`)).status).toBe(404);

    expect(await owner.call("DELETE", `${imagesPath()}/${onFirst.id}`)).toEqual({
      status: 404,
      body: { code: "not_found", error: "Photo not found" },
    });
    // A photo of another product is not removed through this one.
    const ofSecond = await upload(shop, `/api/owner/products/${second.id}/images`, await plainPhoto("#123456"), {
      token: owner.token,
    });
    const otherPhoto = (ofSecond.body as unknown as ProductResponse).product.images.at(-1);
    expect(await owner.call("DELETE", `${imagesPath()}/${otherPhoto?.id}`)).toEqual({
      status: 404,
      body: { code: "not_found", error: "Photo not found" },
    });
    expect((await publicProduct(second.id)).images).toContain(otherPhoto?.url);
  });
});

describe("the photo upload in the API document and the typed client", () => {
  const shop = useTestShop("pglite");

  it("documents the upload as multipart form data: the file and the colour beside it", async () => {
    const document = (await shop.get<OpenApiDocument>("/api/docs/json")).body;
    const operation = document.paths["/api/owner/products/{id}/images"]?.post;
    const schema = operation?.requestBody?.content?.["multipart/form-data"]?.schema;
    expect(Object.keys(operation?.requestBody?.content ?? {})).toEqual(["multipart/form-data"]);
    expect(schema?.properties?.file).toMatchObject({ type: "string", format: "binary" });
    expect(schema?.properties?.variant_id).toBeDefined();
    expect(schema?.required).toEqual(["file"]);
    const category = document.paths["/api/owner/categories/{id}/image"]?.post?.requestBody?.content;
    expect(category?.["multipart/form-data"]?.schema?.required).toEqual(["file"]);
  });

  it("uploads a FormData through the typed API client", async () => {
    const owner = await newShopper(shop.url, OWNER);
    const product = await plainProduct(shop);
    const api = createApiClient({
      origin: shop.url,
      fetch,
      shopperFetch: (href, init) =>
        fetch(href, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${owner.token}` },
        }),
    });
    const form = new FormData();
    form.set("file", new Blob([await plainPhoto("#2f6b3a")], { type: "image/png" }), "from-the-desk.png");
    const { product: changed } = await api(ownerProductImageEndpoints.uploadImage, {
      params: { id: product.id },
      body: form,
    });
    expect(changed.images.at(-1)?.url).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
  });
});

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: {
          content?: Record<
            string,
            { schema?: { properties?: Record<string, Record<string, unknown>>; required?: string[] } }
          >;
        };
      }
    >
  >;
}
