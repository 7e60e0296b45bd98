// What the storefront really ships (decision 032): React and react-dom run in the browser, and no other
// runtime stands in for them; the home page's JavaScript stays within its budget. Read from the build (vitest's
// global set-up builds the storefront if it is not built): dist/.vite/shipped-packages.json lists the packages
// bundled into each file (shipped-packages-plugin.ts), the manifest which files a page loads.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { packageOf } from "../shipped-packages-plugin";

const dist = path.resolve(import.meta.dirname, "../dist");
const readJson = (file: string) => JSON.parse(readFileSync(path.join(dist, file), "utf8"));

/** Home JS budget (docs/benchmarks.md): every file the home page loads, compressed with gzip -9. */
const HOME_JS_BUDGET_BYTES = 130 * 1024;

/**
 * The home page's JavaScript before it is live, in KB (1024 bytes) of gzip -9: the entry, the bundler's loader, the
 * app and the home page's own chunk with everything they import statically, i.e. what a phone must fetch, parse and run
 * before a tap on the home page does anything. 127.4 KB when first measured; 122.7 KB once each icon went with the code
 * that uses it (icon-imports-plugin.ts), of which React itself (react, react-dom, scheduler) is 65.9 KB. 128.2 KB once
 * the shop spoke Malayalam and Hindi (decision 084): Lingui's runtime (3.2 KB, `npm run bench:i18n`), the language
 * switch and the words' look-ups; the words themselves are files of their own, loaded beside these (1.6–2.5 KB for the
 * frame's and the home page's, by language), counted by bench:web's figure of what the browser asked for. This is that
 * rounded up plus 2 KB. Whoever shrinks it lowers this to the new figure, so it cannot creep back.
 */
export const HOME_JS_BEFORE_LIVE_KB = 130;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The app's file: the one the HTML's entry asks for (shop-chunks.ts names it "shop"). Found through the entry, not by
 * its name alone: a lazily loaded module of the contract, shop-schemas.ts, is a file named "shop-schemas-…" too.
 */
function appKey(manifest: Record<string, ManifestChunk>): string | undefined {
  const entry = manifest["index.html"] as ManifestChunk;
  return entry.dynamicImports?.find((key) => manifest[key]?.file.includes("/shop-"));
}

/** The files a page loads: the HTML's entry, the app it asks for, the page's own chunk, and what each imports. */
function filesOfPage(manifest: Record<string, ManifestChunk>, page: string): string[] {
  const app = appKey(manifest);
  const files = new Set<string>();
  const waiting = ["index.html", page, ...(app ? [app] : [])];
  for (let key = waiting.pop(); key !== undefined; key = waiting.pop()) {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) continue;
    files.add(chunk.file);
    waiting.push(...(chunk.imports ?? []));
  }
  return [...files];
}

/** The manifest's key of the chunk holding `source` (a path under src/, as shipped-sources.json names it). */
function chunkHolding(
  manifest: Record<string, ManifestChunk>,
  sources: Record<string, string[]>,
  source: string,
): string | undefined {
  const file = Object.keys(sources).find((name) => sources[name]?.includes(source));
  return Object.keys(manifest).find((key) => manifest[key]?.file === file);
}

/**
 * The home page's JavaScript before it is live, file by file: the HTML's entry (entry-browser.ts), the app it loads
 * (main.tsx) and the home page's chunk, which main.tsx loads before it hydrates (routes.tsx, loadPageAt), each with
 * what it imports statically. Their other dynamic imports (the sign-in dialog, the API's schemas, the toaster) come
 * only when used, after the page is live. Found through the manifest and the sources each file holds, never by a
 * file's name, so it follows however the bundle is cut.
 */
function homeJsBeforeLive(): { file: string; bytes: number }[] {
  const manifest: Record<string, ManifestChunk & { isEntry?: boolean }> = readJson(".vite/manifest.json");
  const sources: Record<string, string[]> = readJson(".vite/shipped-sources.json");
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const app = chunkHolding(manifest, sources, "main.tsx");
  const home = chunkHolding(manifest, sources, "features/home/home-page.tsx");
  expect({ entries, app, home }, "the entry, the app and the home page in the manifest").toEqual({
    entries: ["index.html"],
    app: expect.any(String),
    home: expect.any(String),
  });
  const files = new Set<string>();
  const waiting = [...entries, app as string, home as string];
  for (let key = waiting.pop(); key !== undefined; key = waiting.pop()) {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) continue;
    files.add(chunk.file);
    waiting.push(...(chunk.imports ?? []));
  }
  return [...files]
    .map((file) => ({ file, bytes: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length }))
    .sort((a, b) => b.bytes - a.bytes);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe("the home page's JavaScript before it is live", () => {
  it(`stays within HOME_JS_BEFORE_LIVE_KB (${HOME_JS_BEFORE_LIVE_KB} KB gzipped)`, () => {
    const files = homeJsBeforeLive();
    const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
    const report = [
      `home JavaScript before live: ${kb(bytes)} (${bytes} bytes, gzip -9), budget ${HOME_JS_BEFORE_LIVE_KB} KB:`,
      ...files.map(({ file, bytes }) => `  ${kb(bytes).padStart(9)}  ${file}`),
    ].join("\n");
    expect(bytes, report).toBeLessThanOrEqual(HOME_JS_BEFORE_LIVE_KB * 1024);
  });
});

describe("the storefront's runtime", () => {
  const shipped: Record<string, string[]> = readJson(".vite/shipped-packages.json");
  const everyPackage = new Set(Object.values(shipped).flat());

  it("is React: react and react-dom come with the app's file, and Preact is nowhere in the build", () => {
    const manifest: Record<string, ManifestChunk> = readJson(".vite/manifest.json");
    const app = manifest[appKey(manifest) ?? ""];
    // React is a file of its own that the app imports (shop-chunks.ts), evaluated in a task before the app's.
    const appFiles = [app?.file, ...(app?.imports ?? []).map((key) => manifest[key]?.file)];
    const withApp = appFiles.flatMap((file) => shipped[file ?? ""] ?? []);
    expect(withApp).toEqual(expect.arrayContaining(["react", "react-dom", "scheduler"]));
    expect([...everyPackage].filter((name) => name.includes("preact"))).toEqual([]);
  });

  it("has no Preact among the installed packages either (npm ls)", () => {
    const listed = spawnSync("npm", ["ls", "preact", "preact-render-to-string", "--all", "--json"], {
      cwd: path.resolve(import.meta.dirname, "../../.."),
      encoding: "utf8",
    });
    expect(JSON.parse(listed.stdout).dependencies ?? {}).toEqual({});
  });

  it("keeps the home page's JavaScript within 130 KB gzipped, React included", () => {
    const files = filesOfPage(readJson(".vite/manifest.json"), "src/features/home/home-page.tsx");
    expect(files.some((file) => file.includes("/home-page-"))).toBe(true);
    const bytes = files.reduce(
      (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
      0,
    );
    expect(bytes).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  });
});

/** The owner's desk: its route tree, its features, its shared kit and its words (src/app/owner-desk.tsx). */
const isDeskSource = (source: string) =>
  /^(app\/(owner-desk|desk-frame)\.tsx|features\/desk\/|components\/desk\/|lib\/desk\/|messages\/[a-z]+\/desk\.json)/.test(
    source,
  );

/**
 * The pages a shopper browses before she fills in a form: the checkout (with the address form it opens), Settings and
 * the profile dialog load react-hook-form when they open, and the cart asks for the checkout only once it has opened
 * (decision 046): none of it is in these pages' own files.
 */
const BROWSED_PAGES = [
  "src/features/home/home-page.tsx",
  "src/features/products/all-products-page.tsx",
  "src/features/product/product-page.tsx",
  "src/features/category/category-page.tsx",
  "src/features/subcategory/subcategory-page.tsx",
  "src/app/cart-route.tsx",
];

describe("the owner's desk", () => {
  const manifest: Record<string, ManifestChunk & { src?: string; isDynamicEntry?: boolean }> =
    readJson(".vite/manifest.json");
  const sources: Record<string, string[]> = readJson(".vite/shipped-sources.json");
  const shopperPages = Object.keys(manifest).filter(
    (key) => key.startsWith("src/") && key.endsWith(".tsx") && !isDeskSource(key.slice("src/".length)),
  );

  it("is in no file a shopper's page loads", () => {
    expect(shopperPages).toEqual(expect.arrayContaining(["src/features/home/home-page.tsx", "src/app/cart-route.tsx"]));
    for (const page of shopperPages) {
      const desk = filesOfPage(manifest, page)
        .flatMap((file) => sources[file] ?? [])
        .filter(isDeskSource);
      expect({ page, desk }).toEqual({ page, desk: [] });
    }
  });

  it("leaves the forms' library (react-hook-form) to the forms: none of it on the pages a shopper browses", () => {
    const shipped: Record<string, string[]> = readJson(".vite/shipped-packages.json");
    for (const page of BROWSED_PAGES) {
      const forms = filesOfPage(manifest, page).filter((file) => shipped[file]?.includes("react-hook-form"));
      expect({ page, forms }).toEqual({ page, forms: [] });
    }
  });

  it("is built: its route tree and each of its screens are files of their own", () => {
    const deskEntries = Object.keys(manifest).filter((key) => key.startsWith("src/") && isDeskSource(key.slice(4)));
    expect(deskEntries).toEqual(
      expect.arrayContaining([
        "src/app/owner-desk.tsx",
        "src/features/desk/sale/new-sale-page.tsx",
        "src/features/desk/catalogue/products-page.tsx",
      ]),
    );
    const deskFiles = filesOfPage(manifest, "src/app/owner-desk.tsx");
    expect(deskFiles.flatMap((file) => sources[file] ?? [])).toEqual(
      expect.arrayContaining(["features/desk/today/today-page.tsx", "features/desk/orders/order-page.tsx"]),
    );
  });
});

describe("packageOf", () => {
  it("names the package a bundled module comes from, scoped or not, and nothing for our own code", () => {
    expect(packageOf("/w/node_modules/react-dom/cjs/react-dom-client.production.js")).toBe("react-dom");
    expect(packageOf("/w/node_modules/@tanstack/query-core/build/modern/query.js")).toBe("@tanstack/query-core");
    expect(packageOf("/w/node_modules/a/node_modules/b/index.js")).toBe("b");
    expect(packageOf("/w/apps/web/src/main.tsx")).toBeNull();
  });
});
