// A page kept in the public cache is sent once. Before, every visit served from the cache went through Fastify's send
// twice (the handler's promise settled before the first send had left its hooks), so each visit logged
// ERR_HTTP_HEADERS_SENT, FST_ERR_REP_ALREADY_SENT and a 500 — about 2 KB of error log per visit, even at
// LOG_LEVEL=warn — while the visitor saw a 200: the log, and any alerting on it, drowned.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { webDistFolder, webRenderFolder } from "../../src/paths";
import { databaseKinds, useTestShop } from "../test-app";

/** How a browser, an old client and a bot ask: brotli, gzip, and nothing compressed. */
const encodings = ["br, gzip, deflate", "gzip", "identity", ""] as const;
/** The fixed pages, and a product's, a category's and a subcategory's (found in the catalogue below). */
const fixedPages = ["/", "/products", "/products?category=1", "/sign-in"];

interface LogLine {
  level: number;
  msg?: string;
  err?: { code?: string };
  res?: { statusCode?: number };
}

describe.each(databaseKinds)("cached pages are sent once (%s)", (kind) => {
  let log = "";
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  // Info, so that a response logged with a 500 status shows too, not only the warnings and errors.
  const shop = useTestShop(kind, {
    logStream,
    webDistDir: webDistFolder,
    webRenderDir: webRenderFolder,
    env: { LOG_LEVEL: "info", CATALOGUE_CACHE_SECONDS: "600" },
  });

  it("serves every kind of page from the cache in every encoding with no error or warning in the log", async () => {
    const { body: list } = await shop.get<{ products: { slug: string }[] }>("/api/products?limit=1");
    const { body: categories } = await shop.get<{ categories: { id: number }[] }>("/api/categories");
    const { body: subcategories } = await shop.get<{ subcategories: { slug: string }[] }>(
      "/api/categories/subcategories/all",
    );
    const pages = [
      ...fixedPages,
      `/product/${list.products[0]?.slug}`,
      `/category/${categories.categories[0]?.id}`,
      `/subcategory/${subcategories.subcategories[0]?.slug}`,
    ];
    for (const page of pages) {
      const first = await fetch(shop.url + page);
      expect(first.status, page).toBe(200);
      await first.text();
    }
    log = "";
    for (let round = 0; round < 3; round++) {
      for (const page of pages) {
        for (const encoding of encodings) {
          const response = await fetch(shop.url + page, { headers: { "accept-encoding": encoding } });
          expect(response.status).toBe(200);
          expect(response.headers.get("cache-status")).toBe("MayilPages; hit");
          expect(await response.text()).toContain('<div id="root">');
        }
      }
    }
    // The log is written as the responses finish: give the last one's lines time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = log
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
    const troubled = lines.filter((line) => line.level >= 40 || (line.res?.statusCode ?? 0) >= 500);
    expect(troubled.map((line) => `${line.level} ${line.msg ?? ""} ${line.err?.code ?? ""}`)).toEqual([]);
  });
});
