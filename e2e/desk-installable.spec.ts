// The installable desk (decision 054): Chromium finds /owner installable (its manifest's fields, icons that load as
// PNGs of their sizes, a worker whose scope is /owner); with the network cut, the desk opens from the worker's shell
// and shows the last Today counts, marked offline; a payment tried offline is refused where she tapped and nothing
// reaches the shop; the storefront has no service worker. The owner signs in through the development sign-in, as in
// the other desk specs.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserContext, type CDPSession, chromium, type Page } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./e2e-env";
import { accessToken, asShopper, freshEmail, OWNER, productsWhere, signIn } from "./support/account";
import { anotherPersonsPage, expect, test, visitsWaitForLife } from "./support/shop-test";

interface PlacedOrder {
  order: { id: number; order_number: string };
}

interface OwnerOrderBody {
  order: { id: number; payments: unknown[]; amount_due: string };
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

async function placeOrder(shopper: Page, productId: number): Promise<PlacedOrder["order"]> {
  const placed = await asShopper<PlacedOrder>(shopper, "POST", "/orders", {
    customer_name: "Revathi Installable",
    customer_phone: "+919876512377",
    order_items: [{ product_id: productId, quantity: 1 }],
    delivery_method: "pickup",
    pickup_location: "Technopark",
  });
  return placed.order;
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex"), "PNG signature").toBe("89504e470d0a1a0a");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The count on one of Today's cards. */
const countOn = (page: Page, card: string) => page.getByTestId(`today-${card}`).getByTestId("today-count");

/**
 * Cuts the network for the page and for the worker too: the context's offline mode covers the page's requests, and
 * each service worker's own DevTools target gets the same network conditions, so nothing the worker fetches can
 * reach the shop either (the test proves it below: an order placed meanwhile does not show).
 */
async function goOffline(context: BrowserContext, pageCdp: CDPSession, offline: boolean) {
  await context.setOffline(offline);
  const conditions = { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
  await pageCdp.send("Network.emulateNetworkConditions", conditions);
}

/**
 * Chromium's own verdict on the desk (DevTools' Page.getInstallabilityErrors and Page.getAppManifest), in a profile
 * of its own: Chromium never offers to install from an incognito window, which every other test context is.
 */
async function expectInstallable(baseURL: string | undefined) {
  const profile = mkdtempSync(path.join(tmpdir(), "desk-install-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumFlags,
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
  });
  try {
    const owner = visitsWaitForLife(context.pages()[0] ?? (await context.newPage()));
    await signIn(owner, OWNER);
    await owner.goto("/owner");
    await expect(owner.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
    const scope = await owner.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.scope));
    expect(new URL(scope).pathname).toBe("/owner");
    await owner.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const cdp = await context.newCDPSession(owner);
    const installability = await cdp.send("Page.getInstallabilityErrors");
    expect(installability.installabilityErrors).toEqual([]);
    const read = await cdp.send("Page.getAppManifest");
    expect(read.errors).toEqual([]);
    expect(new URL(read.url).pathname).toBe("/owner.webmanifest");
    const manifest = JSON.parse(read.data ?? "{}") as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      id: "/owner",
      start_url: "/owner",
      scope: "/owner",
      display: "standalone",
      theme_color: "#0f4c4a",
      background_color: "#faf6f0",
    });
    expect(manifest.name).toMatch(/ desk$/);
    expect(String(manifest.short_name).length).toBeLessThanOrEqual(12);
    expect(manifest.icons.map((icon) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ""}`)).toEqual(
      expect.arrayContaining(["192x192", "512x512", "512x512 maskable", "180x180"]),
    );
    for (const icon of manifest.icons) {
      const response = await owner.request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const [width] = icon.sizes.split("x").map(Number);
      expect(pngSize(await response.body()), icon.src).toEqual({ width, height: width });
    }
    // The worker's file: looked at afresh each time, so a new build's worker is found.
    const workerFile = await owner.request.get("/owner-sw.js");
    expect(workerFile.headers()["cache-control"]).toBe("no-cache");
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

test("the desk installs from /owner, opens offline with the last Today marked offline, and refuses a payment offline; the storefront has no worker", async ({
  page,
  browser,
  baseURL,
  snap,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  const [product] = await productsWhere(page, (p) => p.quantity >= 5);
  if (!product) throw new Error("no product with stock");
  const shopper = await anotherPersonsPage(browser, baseURL, {
    email: freshEmail("desk-install-shopper"),
    name: "Revathi Installable",
  });
  const order = await placeOrder(shopper, product.id);

  // The storefront: no manifest link, no worker registered or controlling, in a browser that never opened the desk.
  const home = await shopper.request.get("/");
  expect(await home.text()).not.toContain('rel="manifest"');
  await shopper.goto("/products");
  expect(await shopper.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);
  expect(await shopper.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  // Installable, as Chromium judges it in an ordinary (not incognito) profile.
  await expectInstallable(baseURL);

  // The owner opens the desk: its worker registers with scope /owner and takes the page.
  const owner = page;
  await signIn(owner, OWNER);
  await owner.goto("/owner");
  await expect(owner.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
  const scope = await owner.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.scope));
  expect(new URL(scope).pathname).toBe("/owner");
  await owner.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cdp = await owner.context().newCDPSession(owner);

  // Online, through the worker: the order's page, then Today, whose reads the worker keeps.
  await owner.goto(`/owner/orders/${order.id}`);
  await expect(owner.getByTestId("record-payment")).toBeVisible();
  await owner.goto("/owner");
  const awaiting = Number(await countOn(owner, "awaiting").textContent());
  expect(awaiting).toBeGreaterThanOrEqual(1);
  await expect(owner.getByTestId("desk-offline")).toHaveCount(0);

  // Offline. Meanwhile another order comes in: the desk cannot know, and shows what it read, marked offline.
  await goOffline(owner.context(), cdp, true);
  await placeOrder(shopper, product.id);
  await owner.reload();
  await expect(owner.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
  const notice = owner.getByTestId("desk-offline");
  await expect(notice).toContainText(/Offline — showing what was read at \d{2}:\d{2}/);
  await expect(countOn(owner, "awaiting")).toHaveText(String(awaiting));
  // Still signed in: the refresh and the reads that failed offline did not sign her out.
  await expect(owner.getByTestId("user-menu-button")).toBeVisible();
  await expect(owner.getByText("Please login to open the owner's desk.")).toHaveCount(0);
  await expectAccessible();
  await snap("desk-offline-today");
  await owner.setViewportSize({ width: 1280, height: 800 });
  await snap("desk-offline-today-1280");
  await owner.setViewportSize({ width: 390, height: 844 });

  // A payment tried offline: refused beside the button, in plain words.
  await owner.goto(`/owner/orders/${order.id}`);
  const payment = owner.getByTestId("record-payment");
  await expect(payment).toBeVisible();
  await expect(owner.getByTestId("desk-offline")).toBeVisible();
  await payment.getByLabel(/UTR/).fill(String(Date.now()).slice(-12).padStart(12, "7"));
  await payment.getByRole("button", { name: "Record payment" }).click();
  await expect(payment.getByRole("alert")).toHaveText(
    "You're offline: nothing was saved. Try again when you're connected.",
  );
  await snap("desk-offline-payment-refused");

  // Back online: the shop has no payment on the order, and the desk reads afresh, no longer marked offline.
  await goOffline(owner.context(), cdp, false);
  const token = await accessToken(owner);
  const fresh = await owner.request.get(`/api/owner/orders/${order.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(fresh.ok()).toBeTruthy();
  expect(((await fresh.json()) as OwnerOrderBody).order.payments).toEqual([]);
  await owner.goto("/owner");
  await expect(countOn(owner, "awaiting")).toHaveText(String(awaiting + 1));
  await expect(owner.getByTestId("desk-offline")).toHaveCount(0);

  // The storefront in the owner's own browser: the desk's worker does not reach it.
  await owner.goto("/");
  expect(await owner.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  // Signing out, from any page, empties what the worker kept of the owner's reads.
  const keptReads = () => owner.evaluate(() => caches.has("mayil-desk-reads"));
  expect(await keptReads()).toBe(true);
  await owner.getByTestId("user-menu-button").click();
  await owner.getByRole("button", { name: "Logout" }).click();
  await expect(owner.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await expect.poll(keptReads).toBe(false);
  await shopper.context().close();
});
