// The built shop started as `npm start` starts it (package.json's command, Node's --env-file-if-exists=.env), in
// production, from a folder holding a .env: the file's settings are read, a variable set in the environment wins
// over the file, no demo catalogue is seeded, and the demo package is not even loaded until a demo picture is asked
// for (docs/decisions/047-demo-package.md).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../test-app";
import { builtMain, type RunningProcess, run, startCommandArgs, waitFor } from "./deploy-helpers";

const DEMO_RESOLVED = "demo package resolved: ";

describe.skipIf(!existsSync(builtMain))("a production start with a .env file", () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "mayil-production-"));
  let shop: RunningProcess;
  let base = "";

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // Node's module hooks tell on the shop: a line on stderr whenever it resolves the demo package.
    writeFileSync(
      path.join(folder, "watch-demo.mjs"),
      `import { registerHooks } from "node:module";
registerHooks({
  resolve(specifier, context, next) {
    if (specifier.startsWith("@mayil/demo")) process.stderr.write(\`${DEMO_RESOLVED}\${specifier}\\n\`);
    return next(specifier, context);
  },
});
`,
    );
    writeFileSync(
      path.join(folder, ".env"),
      [
        "NODE_ENV=production",
        "HOST=127.0.0.1",
        // The environment's PORT below must win over this one, or the shop is not where the test looks for it.
        "PORT=9",
        `PUBLIC_URL=http://localhost:${port}`,
        `DATA_DIR=${path.join(folder, "data")}`,
        "GOOGLE_CLIENT_ID=shop.apps.googleusercontent.com",
        "GOOGLE_CLIENT_SECRET=not-a-real-secret",
        "AUTH_SECRET=a-production-secret-of-at-least-32-characters",
        "SHOP_NAME=Kasavu Test Jewels",
        "SHOP_ADDRESS=Written in the env file",
        "",
      ].join("\n"),
    );
    shop = run(
      process.execPath,
      startCommandArgs(),
      {
        PORT: String(port),
        SHOP_ADDRESS: "Set in the environment, Kochi",
        NODE_OPTIONS: `--import=${path.join(folder, "watch-demo.mjs")}`,
      },
      folder,
    );
    await waitFor("the shop", shop, async () => (await fetch(`${base}/api/health`)).ok);
  }, 180_000);

  afterAll(async () => {
    await shop?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it("reads the .env, and a variable set in the environment wins over it", async () => {
    const home = await (await fetch(`${base}/`)).text();
    expect(home).toContain("Kasavu Test Jewels");
    expect(home).toContain("Set in the environment, Kochi");
    expect(home).not.toContain("Written in the env file");
    expect(shop.output()).toContain(`Kasavu Test Jewels is open at http://localhost:`);
  });

  it("seeds no demo catalogue: the shop opens empty, ready for the owner's own pieces", async () => {
    const response = await (await fetch(`${base}/api/products?limit=1`)).text();
    expect(response).toMatch(/"total":0\b/);
    expect(shop.output()).not.toContain("Seeding the demo catalogue");
  });

  it("runs the real sign-in only: no development provider", async () => {
    const discovery = await fetch(`${base}/dev-oidc/.well-known/openid-configuration`);
    expect(await discovery.text()).not.toContain("authorization_endpoint");
  });

  it("never loads the demo package for its pages, its API or its own photos", async () => {
    for (const url of ["/", "/api/products?limit=1", "/api/categories", "/sitemap.xml"]) {
      expect((await fetch(`${base}${url}`)).status).toBe(200);
    }
    // An owner's photo is named by the hash of its bytes: a missing one is looked for in the database only.
    expect((await fetch(`${base}/media/${"a".repeat(64)}.webp`)).status).toBe(404);
    expect((await fetch(`${base}/media/w/320/${"b".repeat(64)}.webp`)).status).toBe(404);
    expect(shop.output()).not.toContain(DEMO_RESOLVED);
  });

  it("loads the demo's own build the first time a demo picture is asked for, and renders it", async () => {
    const banner = await fetch(`${base}/media/banners/hero-1.webp`);
    expect(banner.status).toBe(200);
    expect(banner.headers.get("content-type")).toBe("image/webp");
    expect(shop.output()).toContain(`${DEMO_RESOLVED}@mayil/demo/built`);
  });
});
