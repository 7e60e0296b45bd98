// deploy/Caddyfile, run as it is by Debian's caddy in front of the built shop in production: HTTPS (from Caddy's own
// local certificate authority here, chosen only through the file's environment placeholders), http sent on to
// https, pages, the API and photos passed through as the shop compressed them, the shopper's own address reaching
// the shop (TRUST_PROXY=loopback, as .env.example and docs/deploy.md set it) and a forged X-Forwarded-For ignored, an oversized body refused by the
// shop with its reason, and a request held while the shop restarts.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../test-app";
import {
  builtMain,
  deployDir,
  httpsRequest,
  type RunningProcess,
  repoRoot,
  run,
  startCommandArgs,
  waitFor,
} from "./deploy-helpers";

const caddy = spawnSync("caddy", ["version"], { encoding: "utf8" });
const hasCaddy = caddy.status === 0;
if (!hasCaddy) console.warn("caddy.test.ts skipped: no caddy on this machine (apt-get install caddy; .ci/run does)");

describe.skipIf(!hasCaddy || !existsSync(builtMain))("deploy/Caddyfile in front of the built shop", () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "mayil-caddy-"));
  let shop: RunningProcess;
  let proxy: RunningProcess;
  let ca = "";
  let site = "";
  let plainSite = "";
  let shopPort = 0;

  beforeAll(async () => {
    let httpPort: number;
    let httpsPort: number;
    let adminPort: number;
    [shopPort, httpPort, httpsPort, adminPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    site = `https://localhost:${httpsPort}`;
    plainSite = `http://127.0.0.1:${httpPort}`;
    shop = run(
      process.execPath,
      startCommandArgs(),
      {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        // As docs/deploy.md says behind Caddy on the same machine (unset, the shop believes nobody's header).
        TRUST_PROXY: "loopback",
        PORT: String(shopPort),
        PUBLIC_URL: site,
        DATA_DIR: path.join(folder, "data"),
        GOOGLE_CLIENT_ID: "shop.apps.googleusercontent.com",
        GOOGLE_CLIENT_SECRET: "not-a-real-secret",
        AUTH_SECRET: "a-production-secret-of-at-least-32-characters",
        AUTH_RATE_LIMIT_PER_MINUTE: "2",
        LOG_LEVEL: "warn",
      },
      folder,
    );
    proxy = run(
      "caddy",
      ["run", "--config", path.join(deployDir, "Caddyfile"), "--adapter", "caddyfile"],
      {
        HOME: folder,
        XDG_DATA_HOME: path.join(folder, "caddy-data"),
        XDG_CONFIG_HOME: path.join(folder, "caddy-config"),
        MAYIL_DOMAIN: "localhost",
        MAYIL_UPSTREAM: `127.0.0.1:${shopPort}`,
        MAYIL_HTTP_PORT: String(httpPort),
        MAYIL_HTTPS_PORT: String(httpsPort),
        MAYIL_CADDY_ADMIN: `127.0.0.1:${adminPort}`,
        MAYIL_CADDY_TEST_OPTIONS: "local_certs\nskip_install_trust\ndefault_bind 127.0.0.1",
      },
      folder,
    );
    await waitFor("the shop", shop, async () => (await fetch(`http://127.0.0.1:${shopPort}/api/health`)).ok);
    const rootCertificate = path.join(folder, "caddy-data/caddy/pki/authorities/local/root.crt");
    await waitFor("caddy", proxy, async () => {
      if (!existsSync(rootCertificate)) return false;
      ca = readFileSync(rootCertificate, "utf8");
      return (await httpsRequest(`${site}/api/health`, { ca })).status === 200;
    });
  }, 180_000);

  afterAll(async () => {
    await proxy?.stop();
    await shop?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it("serves the storefront over HTTPS with the shop's own security headers, once, and no Server header", async () => {
    const page = await httpsRequest(`${site}/`, { ca });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<div id="root">');
    expect(page.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(page.headers["content-security-policy"]).toBeTypeOf("string");
    expect(page.headers.server).toBeUndefined();
  });

  it("sends plain http on to https", async () => {
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${plainSite}/products?x=1`, { headers: { host: "localhost" } }, resolve).on("error", reject),
    );
    response.resume();
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toMatch(/^https:\/\/localhost(:\d+)?\/products\?x=1$/);
  });

  it("passes the API through", async () => {
    const response = await httpsRequest(`${site}/api/products?limit=1`, { ca });
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(response.body.toString())).toMatchObject({ products: [], pagination: { total: 0 } });
  });

  it("passes a photo (the home page's banner) through as the shop sent it, and the shop's brotli copy of a script unchanged", async () => {
    const photo = await httpsRequest(`${site}/media/banners/hero-1.webp`, { ca, headers: { "accept-encoding": "br" } });
    expect(photo.status).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");
    expect(photo.headers["content-encoding"]).toBeUndefined();
    expect(photo.body.subarray(8, 12).toString()).toBe("WEBP");

    const script = readdirSync(path.join(repoRoot, "apps/web/dist/assets")).find((name) => name.endsWith(".js.br"));
    const name = (script ?? "").replace(/\.br$/, "");
    const sent = await httpsRequest(`${site}/assets/${name}`, { ca, headers: { "accept-encoding": "br" } });
    expect(sent.status).toBe(200);
    expect(sent.headers["content-encoding"]).toBe("br");
    expect(sent.body.equals(readFileSync(path.join(repoRoot, "apps/web/dist/assets", `${name}.br`)))).toBe(true);
  });

  it("hands the shop each shopper's own address: her own sign-in limit, which a forged X-Forwarded-For cannot dodge", async () => {
    // AUTH_RATE_LIMIT_PER_MINUTE=2. Were the shop to see Caddy's address, every shopper would share one count; were
    // it to believe the shopper's X-Forwarded-For, a new one each time would never be limited.
    const refresh = (from: string, forged: string) =>
      httpsRequest(`${site}/api/auth/refresh`, {
        ca,
        from,
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": forged },
        body: JSON.stringify({ refresh_token: "x".repeat(43) }),
      }).then((response) => response.status);
    const first: number[] = [];
    for (let i = 0; i < 4; i++) first.push(await refresh("127.0.0.2", `203.0.113.${i}`));
    expect(first).toEqual([401, 401, 429, 429]);
    expect(await refresh("127.0.0.3", "127.0.0.2")).toBe(401);
  });

  it("lets the shop refuse a body over its limit itself, with its reason", async () => {
    const response = await httpsRequest(`${site}/api/auth/refresh`, {
      ca,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refresh_token: "x".repeat(1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body.toString())).toMatchObject({ error: expect.any(String) });
  });

  it("holds a request while the shop restarts, and serves it once the shop is back (no 502)", async () => {
    await shop.stop();
    const asked = httpsRequest(`${site}/api/health`, { ca });
    // The shop's port stays closed for 2 s, then something responds on it as the restarted shop would.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const standIn = http.createServer((_request, response) => response.end("back"));
    await new Promise<void>((resolve) => standIn.listen(shopPort, "127.0.0.1", resolve));
    try {
      const response = await asked;
      expect(response.status).toBe(200);
      expect(response.body.toString()).toBe("back");
    } finally {
      await new Promise((resolve) => standIn.close(resolve));
    }
  });
});
