// Two processes of the built shop behind nginx, configured by deploy/nginx-busy-shop.conf used as it is (envsubst
// fills in the ports and the test's certificate, as docs/deploy.md says; the upstream lines come from
// deploy/nginx-shop-processes.conf with the test's ports), on PostgreSQL and Redis, under steady browsing and ordering
// by signed-in shoppers:
// - a rolling restart (each process sent SIGTERM, started again and waited for) fails no request;
// - `kill -9` of one process mid-storm loses no order that was served 201, and stock adds up afterwards: for every
//   product, what it had minus what the orders holding stock took, and the ledger agrees;
// - a photo uploaded through one process is served by the other;
// - the sign-in and order rate limits are counted once for the shop, in Redis, whichever process is asked.
// Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set and nginx is installed (.ci/run installs it).
import { execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import type { OwnerProduct } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { Agent, type Dispatcher, getGlobalDispatcher, setGlobalDispatcher } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/db/database";
import { fetchImage, phoneJpeg } from "../catalogue/photo-fixtures";
import { OWNER } from "../orders/desk-fixtures";
import { pickupOrder } from "../shop-fixtures";
import { asShopper, newShopper } from "../sign-in";
import { expectLedgerAddsUp } from "../stock/ledger-invariant";
import { freePort } from "../test-app";
import { testDatabaseUrl, testRedisUrl } from "../test-env";
import { createThrowawayDatabase, type ThrowawayDatabase } from "../throwaway-database";
import { errorLines, requireBuiltShop, type ShopProcess, shopProcess } from "./shop-process";

const nginxBinary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));
const deployFolder = path.resolve(import.meta.dirname, "../../../../deploy");
const ORDER_LIMIT = 20;
// Sign-ins straight at the first process all come from 127.0.0.1 here: room for the test's own few, each a handful of requests.
const SIGN_IN_LIMIT = 40;

/** The placeholders docs/deploy.md fills in with envsubst, filled in the same way. */
function installNginx(folder: string, ports: { http: number; https: number; processes: number[] }) {
  const tls = { cert: path.join(folder, "tls/cert.pem"), key: path.join(folder, "tls/key.pem") };
  mkdirSync(path.join(folder, "tls"));
  const subject = ["-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost"];
  const key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", tls.key];
  execFileSync("openssl", ["req", "-x509", "-days", "1", ...subject, ...key, "-out", tls.cert], { stdio: "ignore" });
  const site = execFileSync("envsubst", ["$SHOP_DOMAIN $HTTP_PORT $HTTPS_PORT $TLS_CERTIFICATE $TLS_CERTIFICATE_KEY"], {
    input: readFileSync(path.join(deployFolder, "nginx-busy-shop.conf")),
    env: {
      SHOP_DOMAIN: "localhost",
      HTTP_PORT: String(ports.http),
      HTTPS_PORT: String(ports.https),
      TLS_CERTIFICATE: tls.cert,
      TLS_CERTIFICATE_KEY: tls.key,
    },
  }).toString();
  mkdirSync(path.join(folder, "conf.d"));
  writeFileSync(path.join(folder, "conf.d/mayil.conf"), site);
  // The example list of processes, with the test's ports in place of 3001 and 3002.
  const processes = readFileSync(path.join(deployFolder, "nginx-shop-processes.conf"), "utf8")
    .replace("127.0.0.1:3001", `127.0.0.1:${ports.processes[0]}`)
    .replace("127.0.0.1:3002", `127.0.0.1:${ports.processes[1]}`);
  mkdirSync(path.join(folder, "mayil"));
  writeFileSync(path.join(folder, "mayil/shop-processes.conf"), processes);
  // The main file as Debian's nginx.conf has it, with this test's folder for everything nginx writes.
  writeFileSync(
    path.join(folder, "nginx.conf"),
    `daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  log_format upstreams '$request $status from $upstream_addr: $upstream_status';
  access_log ${folder}/access.log upstreams;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  include conf.d/mayil.conf;
}
`,
  );
  // nginx's workers run as nobody: they need to reach the folder.
  chmodSync(folder, 0o755);
  return tls;
}

interface Outcome {
  phase: string;
  what: string;
  status: number;
  error?: string;
}

describe.runIf(testDatabaseUrl && testRedisUrl && nginxBinary)("two processes behind nginx (deploy/)", () => {
  let folder: string;
  let database: ThrowawayDatabase;
  let handle: DatabaseHandle;
  let nginx: ReturnType<typeof spawn> | undefined;
  let shopUrl: string;
  const processes: ShopProcess[] = [];
  let previousDispatcher: Dispatcher;
  type Shopper = Awaited<ReturnType<typeof newShopper>>;
  let shoppers: Shopper[];
  let owner: Shopper;
  let quick: Shopper;

  beforeAll(async () => {
    requireBuiltShop();
    folder = mkdtempSync(path.join(os.tmpdir(), "mayil-nginx-"));
    database = await createThrowawayDatabase("postgres");
    if (database.target.kind !== "postgres") throw new Error("not PostgreSQL");
    const ports = { http: await freePort(), https: await freePort(), processes: [await freePort(), await freePort()] };
    const tls = installNginx(folder, ports);
    shopUrl = `https://localhost:${ports.https}`;
    // The shoppers sign in with the development sign-in, which refuses any request a proxy passed on (nginx adds
    // X-Forwarded-For; decision 003), so it must be reached straight at a process: its issuer is <PUBLIC_URL>/dev-oidc,
    // and PUBLIC_URL is therefore the first process's own address, not nginx's. Production signs in with Google,
    // which the shop also reaches directly, not through nginx; everything else here goes through nginx.
    const signInUrl = `http://127.0.0.1:${ports.processes[0]}`;
    // The test trusts the test's certificate for its requests through nginx.
    previousDispatcher = getGlobalDispatcher();
    setGlobalDispatcher(new Agent({ connect: { ca: readFileSync(tls.cert) } }));
    for (const [index, port] of ports.processes.entries()) {
      const dataDir = path.join(folder, `data-${index + 1}`);
      processes.push(
        shopProcess(`process ${index + 1}`, port, {
          NODE_ENV: "test",
          LOG_LEVEL: "warn",
          DATABASE_URL: database.target.url,
          REDIS_URL: testRedisUrl ?? "",
          DATA_DIR: dataDir,
          PUBLIC_URL: signInUrl,
          // As docs/deploy.md says behind nginx on the same machine: each shopper's own address, as nginx names it.
          TRUST_PROXY: "loopback",
          AUTH_SECRET: "the-secret-both-processes-share-0123456789abc",
          // As docs/deploy.md advises behind nginx.
          SHUTDOWN_DRAIN_SECONDS: "2",
          MAX_OPEN_ORDERS: "1000",
          ORDER_HOLD_SHARE_PERCENT: "100",
          ORDER_RATE_LIMIT_PER_MINUTE: String(ORDER_LIMIT),
          AUTH_RATE_LIMIT_PER_MINUTE: String(SIGN_IN_LIMIT),
        }),
      );
    }
    // The first seeds the demo catalogue; the second starts on the prepared database, once the shoppers have signed in.
    await processes[0]?.start();
    nginx = spawn(nginxBinary ?? "nginx", ["-p", folder, "-c", path.join(folder, "nginx.conf")], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let nginxError = "";
    nginx.stderr?.on("data", (chunk: Buffer) => {
      nginxError += chunk.toString();
    });
    for (let tries = 0; ; tries++) {
      const up = await fetch(`${shopUrl}/api/health/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (tries > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${nginxError}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    handle = await openDatabase(database.target);
    // The development sign-in keeps a sign-in in progress in the memory of the process that began it, and responds to
    // only requests made straight to it: the shoppers sign in at the first process, before the second starts. Their
    // sessions then work on both processes and through nginx, as any session does.
    shoppers = await Promise.all(
      [1, 2, 3].map((n) => newShopper(signInUrl, { email: `storm${n}@example.com`, name: `Storm ${n}` })),
    );
    owner = await newShopper(signInUrl, OWNER);
    quick = await newShopper(signInUrl, { email: "quick@example.com", name: "Quick" });
    await processes[1]?.start();
  }, 240_000);

  afterAll(async () => {
    nginx?.kill("SIGQUIT");
    await Promise.all(processes.map((shop) => shop.stop("SIGKILL")));
    await handle?.close();
    await database?.drop();
    if (previousDispatcher) setGlobalDispatcher(previousDispatcher);
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const query = async <T>(sql: string): Promise<T[]> =>
    ((await handle.db.execute(sql)) as unknown as { rows: T[] }).rows;

  it("a rolling restart fails no request; kill -9 loses no order that got 201 and stock adds up", {
    timeout: 240_000,
  }, async () => {
    const products = (
      (await (await fetch(`${shopUrl}/api/products?limit=100`)).json()) as { products: Product[] }
    ).products.filter((product) => !product.has_variants && product.quantity >= 20);
    expect(products.length).toBeGreaterThanOrEqual(3);
    const stockBefore = new Map(
      (await query<{ id: number; stock: number }>("select id, stock from products")).map((row) => [
        Number(row.id),
        Number(row.stock),
      ]),
    );

    let phase = "steady";
    let storming = true;
    const outcomes: Outcome[] = [];
    const placed: { id: number; productId: number }[] = [];
    const record = async (what: string, run: () => Promise<Response>, expected: number[] = [200]) => {
      const at = phase;
      try {
        const response = await run();
        const body = await response.text();
        outcomes.push({
          phase: at,
          what,
          status: response.status,
          ...(expected.includes(response.status) ? {} : { error: body.slice(0, 200) }),
        });
        return { status: response.status, body };
      } catch (error) {
        outcomes.push({ phase: at, what, status: 0, error: String((error as Error).cause ?? error) });
        return { status: 0, body: "" };
      }
    };
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    const browse = async (n: number) => {
      for (let i = n; storming; i++) {
        const product = products[i % products.length] as Product;
        await record("GET /api/products", () => fetch(`${shopUrl}/api/products?limit=12&page=${(i % 3) + 1}`));
        await record("GET /api/products/:id", () => fetch(`${shopUrl}/api/products/${product.id}`));
        await record("GET /product/:slug", () => fetch(`${shopUrl}/product/${product.slug}`));
        await pause(50);
      }
    };
    const order = async (shopper: (typeof shoppers)[number], n: number) => {
      for (let i = n; storming; i++) {
        const product = products[i % products.length] as Product;
        const { status, body } = await record(
          "POST /api/orders",
          () =>
            fetch(`${shopUrl}/api/orders`, {
              method: "POST",
              headers: {
                authorization: `Bearer ${shopper.token}`,
                "content-type": "application/json",
                "idempotency-key": randomUUID(),
              },
              body: JSON.stringify(pickupOrder(product.id)),
            }),
          [201],
        );
        if (status === 201)
          placed.push({ id: (JSON.parse(body) as { order: { id: number } }).order.id, productId: product.id });
        // Under the shared limit of ORDER_LIMIT a minute per shopper.
        await pause(3500);
      }
    };
    const storm = Promise.all([browse(0), browse(1), ...shoppers.map((shopper, n) => order(shopper, n))]);

    await pause(2000);
    phase = "rolling restart";
    for (const shop of processes) {
      expect(await shop.stop("SIGTERM"), `${shop.name} exits 0 on SIGTERM`).toBe(0);
      await shop.start();
      // As docs/deploy.md's rolling restart: a moment for its first requests before the next one stops.
      await pause(2500);
    }
    phase = "kill -9";
    await pause(1000);
    await processes[0]?.stop("SIGKILL");
    await pause(3000);
    await processes[0]?.start();
    phase = "after";
    await pause(2500);
    storming = false;
    await storm;

    const rolling = outcomes.filter((outcome) => outcome.phase === "rolling restart");
    expect(rolling.length).toBeGreaterThan(50);
    // nginx's own account of a failure (which process, what it saw) says why better than the 502 page.
    const nginxSaw = () =>
      [
        ...readFileSync(path.join(folder, "error.log"), "utf8").split("\n").slice(-40),
        ...readFileSync(path.join(folder, "access.log"), "utf8")
          .split("\n")
          .filter((line) => !/ 20[01] from [^,]*: 20[01]$/.test(line)),
        ...processes.flatMap((shop) => [
          shop.name,
          ...shop
            .output()
            .split("\n")
            .filter((line) => line.startsWith("{")),
        ]),
      ].join("\n");
    expect(
      rolling.filter((outcome) => outcome.error !== undefined),
      nginxSaw(),
    ).toEqual([]);
    expect(outcomes.filter((o) => o.phase !== "kill -9" && o.error !== undefined)).toEqual([]);
    expect(rolling.filter((o) => o.what === "POST /api/orders" && o.status === 201).length).toBeGreaterThan(3);

    // Every order that got 201 is there, with its item.
    const ids = placed.map((order) => order.id);
    const kept = await query<{ id: number; product_id: number }>(
      `select o.id, i.product_id from orders o join order_items i on i.order_id = o.id where o.id in (${ids.join(",")})`,
    );
    expect(kept.map((row) => Number(row.id)).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    // Stock: what each product had, minus what the orders still holding stock took (an order the killed process
    // committed but could not respond counts too: it is a real order).
    const held = await query<{ product_id: number; units: number }>(
      `select i.product_id, sum(i.quantity)::int as units from order_items i join orders o on o.id = i.order_id
         where o.status not in ('cancelled', 'returned') group by i.product_id`,
    );
    const stockAfter = await query<{ id: number; stock: number }>("select id, stock from products");
    for (const row of stockAfter) {
      const units = Number(held.find((h) => Number(h.product_id) === Number(row.id))?.units ?? 0);
      expect(Number(row.stock), `product ${row.id}`).toBe((stockBefore.get(Number(row.id)) ?? 0) - units);
    }
    const ledger = await expectLedgerAddsUp(handle);
    expect(ledger.movements).toBeGreaterThan(0);
    for (const shop of processes) {
      expect(errorLines(shop.output()), `${shop.name}'s log`).toEqual([]);
    }
  });

  it("serves a photo uploaded through one process from the other", { timeout: 60_000 }, async () => {
    const [first, second] = processes as [ShopProcess, ShopProcess];
    const product = ((await (await fetch(`${first.url}/api/products?limit=1`)).json()) as { products: Product[] })
      .products[0] as Product;
    const form = new FormData();
    form.set("file", new Blob([await phoneJpeg()], { type: "image/jpeg" }), "IMG_0001.jpg");
    const sent = await fetch(`${first.url}/api/owner/products/${product.id}/images`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    expect(sent.status).toBe(201);
    const photo = ((await sent.json()) as { product: OwnerProduct }).product.images.at(-1)?.url ?? "";
    const there = await fetchImage(second.url, photo);
    expect(there).toMatchObject({ status: 200, type: "image/webp" });
    expect(there.bytes.equals((await fetchImage(first.url, photo)).bytes)).toBe(true);
  });

  it("counts the sign-in and order rate limits once for the shop, whichever process is asked", {
    timeout: 60_000,
  }, async () => {
    const [first, second] = processes as [ShopProcess, ShopProcess];
    // Straight to the processes, as from nginx (a loopback address the shop believes, TRUST_PROXY): a shopper's
    // address no run has used yet.
    const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const refresh = (url: string) =>
      fetch(`${url}/api/auth/refresh`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ refresh_token: "x".repeat(43) }),
      }).then((response) => response.status);
    const statuses: number[] = [];
    for (let i = 0; i < 3 * SIGN_IN_LIMIT; i++) {
      const status = await refresh(i % 2 === 0 ? first.url : second.url);
      statuses.push(status);
      if (status === 429) break;
    }
    // Alternating between the processes, the count goes on across both: each alone would allow twice as many.
    expect(statuses).toEqual([...Array(SIGN_IN_LIMIT).fill(401), 429]);

    const product = (
      (await (await fetch(`${first.url}/api/products?limit=100`)).json()) as { products: Product[] }
    ).products.find((p) => !p.has_variants && p.quantity >= ORDER_LIMIT) as Product;
    const orderAt = async (url: string) =>
      (await asShopper(url, quick.token, "POST", "/api/orders", pickupOrder(product.id))).status;
    const orders: number[] = [];
    for (let i = 0; i <= ORDER_LIMIT; i++) orders.push(await orderAt(i % 2 === 0 ? first.url : second.url));
    expect(orders).toEqual([...Array(ORDER_LIMIT).fill(201), 429]);
  });
});
