// The papers off the request thread (decision 063), on both databases: twenty invoices asked for at once leave the
// shop responding to its health check within 100 ms; the printer's queue has a bound (503, Retry-After, "the printer is
// busy"); each signed-in person may ask for so many PDFs a minute (429, Retry-After); an invoice's second download
// is the kept file, sent without a render; a month's PDF comes from the printer's thread too.
import { describe, expect, it } from "vitest";
import { invoicesOf, KERALA_GSTIN } from "../invoices/invoice-fixtures";
import { type Owner, rows, signInOwner, signInShopper } from "../orders/desk-fixtures";
import { plainProduct } from "../shop-fixtures";
import { databaseKinds, type TestShop, useTestShop } from "../test-app";
import { pdfText } from "./pdf-text";

interface Download {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

async function download(shop: TestShop, path: string, token: string): Promise<Download> {
  const response = await fetch(`${shop.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Walk-in sales paid and collected, each invoiced at once (decision 051); their invoices' ids. */
async function invoicedSales(shop: TestShop, owner: Owner, count: number): Promise<number[]> {
  const piece = await plainProduct(shop, { stock: count + 5 });
  const ids: number[] = [];
  for (let n = 0; n < count; n++) {
    const created = await owner.create({
      customer_name: `Walk-in ${n + 1}`,
      customer_phone: null,
      source: "walk_in",
      delivery_method: "pickup",
      pickup_location: "Peyad",
      items: [{ product_id: piece.id, variant_id: null, quantity: 1, unit_price: "250.50" }],
      paid_and_collected: { method: "cash" },
    });
    if (created.status !== 201)
      throw new Error(`the sale responded ${created.status}: ${JSON.stringify(created.body)}`);
    const [invoice] = await invoicesOf(shop, created.body.order.id);
    if (!invoice) throw new Error("the walk-in sale has no invoice");
    ids.push(invoice.id);
  }
  return ids;
}

const percentile = (samples: number[], share: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
};

/**
 * Asks for /api/health/live one request after another until stopped, timing each. The client runs in the shop's own
 * process, on its one main thread: a health check waits exactly as long as that thread is held by something else.
 */
function pollHealth(shop: TestShop) {
  const times: number[] = [];
  let polling = true;
  const running = (async () => {
    while (polling) {
      const started = performance.now();
      const response = await fetch(`${shop.url}/api/health/live`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      await new Promise((wake) => setTimeout(wake, 5));
    }
  })();
  return {
    async stop() {
      polling = false;
      await running;
      return times;
    },
  };
}

/**
 * Enough renders at once to keep the printer's thread busy for seconds (over a hundred health checks) on a quiet
 * machine; forty doubled this file's time in CI for no finding twenty do not make.
 */
const INVOICES = 20;

describe.each(databaseKinds)("printing off the request thread (%s)", (kind) => {
  describe("twenty invoices at once", () => {
    // Room for all twenty in the queue: this is about the health check, not the bound (tested below). On a busy
    // two-core machine one render takes over a second, so the last of twenty waits longer than the shop's idle
    // connection timeout (60 s) with no byte either way: it is raised here, the bound on the wait is PDF_QUEUE's.
    const shop = useTestShop(kind, {
      env: { GSTIN: KERALA_GSTIN, PDF_QUEUE: "64", CONNECTION_TIMEOUT_SECONDS: "600" },
    });

    it("keeps the health check under 100 ms (p99) while the printer renders them, and keeps each invoice", async () => {
      const owner = await signInOwner(shop);
      const invoiceIds = await invoicedSales(shop, owner, INVOICES);

      // The shop at rest first: what this machine, shared with other work, gives the health check with no printing.
      const quiet = pollHealth(shop);
      await new Promise((wake) => setTimeout(wake, 3000));
      const atRest = await quiet.stop();

      const rendersBefore = shop.app.printer.renders;
      const poll = pollHealth(shop);
      const started = performance.now();
      const downloads = await Promise.all(
        invoiceIds.map((id) => download(shop, `/api/owner/invoices/${id}.pdf`, owner.token)),
      );
      const seconds = (performance.now() - started) / 1000;
      const times = await poll.stop();

      const p99 = percentile(times, 0.99);
      console.info(
        `[${kind}] ${INVOICES} invoices in ${seconds.toFixed(1)} s; health p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms over ${times.length} checks (at rest: p99 ${percentile(atRest, 0.99).toFixed(1)} ms)`,
      );
      // Under 100 ms; on a machine so busy that the shop at rest already comes near that (seen: 80 ms p99 while four
      // other test runs shared the two cores), under twice its own p99 at rest. A render on the main thread holds
      // it 0.3 s to 3 s a time, for most of the seconds measured: its p99 is a render's time, far over either.
      expect(p99).toBeLessThan(Math.max(100, 2 * percentile(atRest, 0.99)));
      // Enough checks to have a 99th percentile at all: one every few ms over the seconds the renders took.
      expect(times.length).toBeGreaterThanOrEqual(100);
      expect(downloads.map((one) => one.status)).toEqual(invoiceIds.map(() => 200));
      for (const one of downloads) expect(one.bytes.subarray(0, 5).toString()).toBe("%PDF-");
      expect(shop.app.printer.renders - rendersBefore).toBe(INVOICES);

      // Kept: the second download of each is the same bytes, and nothing was rendered for them.
      const rendersAfterFirst = shop.app.printer.renders;
      const again = await download(shop, `/api/owner/invoices/${invoiceIds[7]}.pdf`, owner.token);
      expect(again.status).toBe(200);
      expect(again.bytes.equals(downloads[7]?.bytes ?? Buffer.alloc(0))).toBe(true);
      expect(shop.app.printer.renders).toBe(rendersAfterFirst);
    }, 600_000);

    it("sends a shopper her invoice's kept file on the second download, without a render", async () => {
      const owner = await signInOwner(shop);
      const shopper = await signInShopper(shop, "kept-invoice@example.com");
      const piece = await plainProduct(shop, { stock: 5, skip: 1 });
      const placed = await shopper.order([{ product_id: piece.id, quantity: 1 }]);
      expect(placed.status).toBe(201);
      const orderId = placed.body.order.id;
      for (const status of ["confirmed", "packed", "ready_for_pickup"])
        expect((await owner.move(orderId, status)).status).toBe(200);
      const [invoice] = (await shopper.myOrder(orderId)).body.order.invoices;
      if (!invoice) throw new Error("no invoice was issued");
      const path = `/api/orders/${orderId}/invoices/${invoice.id}.pdf`;

      const before = shop.app.printer.renders;
      const first = await download(shop, path, shopper.token);
      expect(first.status).toBe(200);
      expect(shop.app.printer.renders).toBe(before + 1);
      // Over a second later a new render would carry another creation time; the kept file is byte for byte the same.
      await new Promise((wake) => setTimeout(wake, 1100));
      const second = await download(shop, path, shopper.token);
      expect(second.status).toBe(200);
      expect(second.headers.get("content-type")).toBe("application/pdf");
      expect(second.bytes.equals(first.bytes)).toBe(true);
      expect(shop.app.printer.renders).toBe(before + 1);
      expect(await pdfText(second.bytes)).toContain(invoice.number);
      // The owner's download of the same document is the same kept file.
      const owners = await download(shop, `/api/owner/invoices/${invoice.id}.pdf`, owner.token);
      expect(owners.bytes.equals(first.bytes)).toBe(true);
      expect(shop.app.printer.renders).toBe(before + 1);
    });

    it("renders a month's invoices on the printer's thread and streams them", async () => {
      const owner = await signInOwner(shop);
      const [latest] = await rows<{ number: string; document: { issued_on: string } }>(
        shop,
        "select number, document from invoices order by id desc limit 1",
      );
      if (!latest) throw new Error("no invoice");
      const month = latest.document.issued_on.slice(0, 7);
      const before = shop.app.printer.renders;
      const whole = await download(shop, `/api/owner/invoices.pdf?month=${month}`, owner.token);
      expect(whole.status).toBe(200);
      expect(shop.app.printer.renders).toBe(before + 1);
      const text = await pdfText(whole.bytes);
      expect(text).toContain(latest.number);
      // Every invoice of the month, the twenty walk-in sales' among them, one after another.
      expect(text.match(/Tax Invoice/g)?.length ?? 0).toBeGreaterThanOrEqual(INVOICES);
    }, 600_000);
  });

  describe("a busy printer", () => {
    const shop = useTestShop(kind, { env: { GSTIN: KERALA_GSTIN, PDF_THREADS: "1", PDF_QUEUE: "1" } });

    it("refuses a paper beyond its queue at once with 503, Retry-After and why", async () => {
      const owner = await signInOwner(shop);
      const invoiceIds = await invoicedSales(shop, owner, 6);
      const downloads = await Promise.all(
        invoiceIds.map((id) => download(shop, `/api/owner/invoices/${id}.pdf`, owner.token)),
      );
      const refused = downloads.filter((one) => one.status === 503);
      const printed = downloads.filter((one) => one.status === 200);
      // One rendering and one waiting are taken; the others arrive while the first still renders (about 0.3 s).
      expect(printed.length + refused.length).toBe(6);
      expect(printed.length).toBeGreaterThanOrEqual(1);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      for (const one of refused) {
        expect(one.headers.get("retry-after")).toBe("5");
        expect(one.headers.get("content-type")).toContain("application/json");
        expect(JSON.parse(one.bytes.toString()).error).toBe(
          "The printer is busy with other papers just now. Please try again in a few seconds.",
        );
      }
      // Once the printer is free, the same paper comes.
      const retried = await download(shop, `/api/owner/invoices/${invoiceIds[5]}.pdf`, owner.token);
      expect(retried.status).toBe(200);
    }, 60_000);
  });

  describe("how often one person may ask", () => {
    const shop = useTestShop(kind, { env: { GSTIN: KERALA_GSTIN, PDF_RATE_LIMIT_PER_MINUTE: "3" } });

    it("gives each signed-in person three PDFs a minute here, then 429 with Retry-After", async () => {
      const owner = await signInOwner(shop);
      const [invoiceId] = await invoicedSales(shop, owner, 1);
      const path = `/api/owner/invoices/${invoiceId}.pdf`;
      for (let n = 0; n < 3; n++) expect((await download(shop, path, owner.token)).status).toBe(200);
      const refused = await download(shop, path, owner.token);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(JSON.parse(refused.bytes.toString()).error).toMatch(
        /^Too many PDFs asked for in a short time\. Please wait .+ and try again\.$/,
      );
      // One count for every paper: the month's PDF and a packing slip are refused too.
      expect((await download(shop, "/api/owner/invoices.pdf?month=2026-11", owner.token)).status).toBe(429);

      // Counted per account: a shopper has her own three.
      const shopper = await signInShopper(shop, "limited@example.com");
      const piece = await plainProduct(shop, { stock: 5, skip: 2 });
      const placed = await shopper.order([{ product_id: piece.id, quantity: 1 }]);
      const orderId = placed.body.order.id;
      for (const status of ["confirmed", "packed", "ready_for_pickup"])
        expect((await owner.move(orderId, status)).status).toBe(200);
      const [invoice] = (await shopper.myOrder(orderId)).body.order.invoices;
      const mine = `/api/orders/${orderId}/invoices/${invoice?.id}.pdf`;
      for (let n = 0; n < 3; n++) expect((await download(shop, mine, shopper.token)).status).toBe(200);
      expect((await download(shop, mine, shopper.token)).status).toBe(429);
    }, 60_000);
  });
});
