// The open desk with the built shop as two operating-system processes on one PostgreSQL database, as behind a balancer
// (decision 055): a shopper's order placed on one process reaches the desk streaming from the other within 2 s (the
// alert travels by NOTIFY); a logout on one process ends that device's stream on the other within a second; and a
// process with an open desk still stops at once on SIGTERM: the stream is ended with `closing` (the desk reconnects
// elsewhere) instead of holding the shutdown until its deadline.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import type { Order } from "@mayil/core/shopping/shopping-schemas";
import { afterAll, describe, expect, it } from "vitest";
import { checkout, OWNER } from "../orders/desk-fixtures";
import { errorLines, requireBuiltShop, type ShopProcess, shopProcess } from "../processes/shop-process";
import { newShopper } from "../sign-in";
import { freePort } from "../test-app";
import { testDatabaseUrl } from "../test-env";
import { createThrowawayDatabase, type ThrowawayDatabase } from "../throwaway-database";
import { openDeskStream, untilReady } from "./desk-stream";

describe.runIf(testDatabaseUrl)("the open desk across two processes of the built shop (postgres)", () => {
  let database: ThrowawayDatabase | undefined;
  const processes: ShopProcess[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "mayil-desk-alerts-"));
  afterAll(async () => {
    await Promise.all(processes.map((shop) => shop.stop("SIGKILL")));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("an order on one process reaches the desk on the other within 2 s; a logout on one ends its stream on the other within 1 s; SIGTERM with the desk open exits 0 at once", {
    timeout: 240_000,
  }, async () => {
    requireBuiltShop();
    database = await createThrowawayDatabase("postgres");
    if (database.target.kind !== "postgres") throw new Error("not PostgreSQL");
    const [firstPort, secondPort] = [await freePort(), await freePort()];
    const env = {
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      DATABASE_URL: database.target.url,
      DATA_DIR: dataDir,
      // One shop behind one address: a token signed in on one process is good on the other.
      PUBLIC_URL: `http://127.0.0.1:${firstPort}`,
      AUTH_SECRET: "a-secret-the-two-processes-share-0123456789",
      AUTH_RATE_LIMIT_PER_MINUTE: "10000",
      SHUTDOWN_DEADLINE_SECONDS: "20",
    };
    const first = shopProcess("first", firstPort, env);
    const second = shopProcess("second", secondPort, env);
    processes.push(first, second);
    await first.start();
    await second.start();

    const owner = await newShopper(first.url, OWNER);
    const desk = await openDeskStream(second.url, owner.token);
    expect(desk.status).toBe(200);
    await untilReady(desk);

    const shopper = await newShopper(first.url, { email: "two-processes@example.com", name: "Lakshmi Iyer" });
    const products = (await (await fetch(`${first.url}/api/products?limit=100`)).json()) as { products: Product[] };
    const product = products.products.find((p) => !p.has_variants && p.quantity >= 2);
    if (!product) throw new Error("no plain product with 2 in stock");
    const started = Date.now();
    const placed = await shopper.call<{ order: Order }>(
      "POST",
      "/api/orders",
      checkout([{ product_id: product.id, quantity: 1 }]),
    );
    expect(placed.status).toBe(201);
    const alert = await desk.waitFor((a) => a.kind === "order_placed" && a.order_id === placed.body.order.id, 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(alert.title).toBe(`New order ${placed.body.order.order_number}`);

    // A logout on the first process ends that device's stream on the second within a second (the announcement that
    // the session ended travels by NOTIFY too), and the next order reaches only the desk still signed in.
    const leaving = await newShopper(first.url, OWNER);
    const leavingDesk = await openDeskStream(second.url, leaving.token);
    await untilReady(leavingDesk);
    const loggingOut = Date.now();
    expect((await leaving.call("POST", "/api/auth/logout", { refresh_token: leaving.refreshToken })).status).toBe(200);
    const ended = await Promise.race([
      leavingDesk.ended.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 1000)),
    ]);
    expect(ended, JSON.stringify(leavingDesk.events)).toBe(true);
    expect(Date.now() - loggingOut).toBeLessThan(1000);
    expect(leavingDesk.events.at(-1)).toEqual({ event: "closing", data: JSON.stringify({ reason: "signed-out" }) });
    const next = await shopper.call<{ order: Order }>(
      "POST",
      "/api/orders",
      checkout([{ product_id: product.id, quantity: 1 }]),
    );
    expect(next.status).toBe(201);
    await desk.waitFor((a) => a.kind === "order_placed" && a.order_id === next.body.order.id, 2000);
    expect(leavingDesk.alerts()).toEqual([]);

    const stopping = Date.now();
    expect(await second.stop("SIGTERM")).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(5000);
    await desk.ended;
    expect(desk.events.at(-1)).toEqual({ event: "closing", data: JSON.stringify({ reason: "restarting" }) });
    expect(second.output()).toMatch(/Closed cleanly/);
    expect(errorLines(second.output())).toEqual([]);
  });
});
