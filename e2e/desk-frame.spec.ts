// The desk's own frame (decision 070), at each size: each main desk page's work starts within 120 px of the top, with
// no storefront header or footer; the phone's bar at the bottom says where she is (aria-current) and its More page
// leads to the rest; a toast sits above the bar, over neither it nor the page's heading; axe finds nothing serious.
// And the alerts page says why a browser cannot take alerts, the backups card takes one now.
import type { Locator, Page } from "@playwright/test";
import { asShopper, dismissToasts, OWNER, productsWhere, signIn, toastWith } from "./support/account";
import { expect, isPhone, test, visitsWaitForLife } from "./support/shop-test";

/** The top of the page's first piece of work, in CSS pixels from the top of the screen. */
async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return box.y;
}

/**
 * The page's heading is within 120 px of the top; its first control or list item is in the upper part of the first
 * screen, where the storefront's frame used to put the heading alone (about 470 px down on a phone).
 */
const HEADING_WITHIN = 120;
const FIRST_WORK_WITHIN = 320;

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The desk as the owner opens it, scrolled to its top. */
async function openDesk(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("main")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function expectDeskFrame(page: Page, heading: string, firstWork: Locator) {
  const title = page.getByRole("heading", { level: 1, name: heading });
  await expect(title).toBeVisible();
  await expect(firstWork).toBeVisible();
  expect(await topOf(title), `${heading}: the heading's top`).toBeLessThanOrEqual(HEADING_WITHIN);
  expect(await topOf(firstWork), `${heading}: the first piece of work's top`).toBeLessThanOrEqual(FIRST_WORK_WITHIN);
  // The storefront's footer (seller and grievance details) and its header are not part of the desk.
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
}

test("each main desk page starts at the top, in the desk's own frame, with the place she is in marked", async ({
  page,
  snap,
  expectAccessible,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, OWNER);
  const [product] = await productsWhere(page, (p) => p.quantity >= 3);
  if (!product) throw new Error("no product with stock");
  const placed = await asShopper<{ order: { id: number; order_number: string } }>(page, "POST", "/orders", {
    customer_name: `Devi ${testInfo.project.name}`,
    customer_phone: "+919876500070",
    order_items: [{ product_id: product.id, quantity: 1 }],
    delivery_method: "pickup",
    pickup_location: "Technopark",
  });
  const nav = page.getByRole("navigation", { name: "Owner's desk" });

  const screens: { path: string; heading: string; tab: string; first: (page: Page) => Locator; name: string }[] = [
    { path: "/owner", heading: "Today", tab: "Today", first: (p) => p.getByTestId("today-awaiting"), name: "today" },
    {
      path: "/owner/orders",
      heading: "Orders",
      tab: "Orders",
      first: (p) => p.getByRole("searchbox", { name: "Search orders" }),
      name: "orders",
    },
    {
      path: `/owner/orders/${placed.order.id}`,
      heading: placed.order.order_number,
      tab: "Orders",
      first: (p) => p.getByTestId("status-badge").first(),
      name: "order",
    },
    {
      path: "/owner/orders/new",
      heading: "New sale",
      tab: "New sale",
      first: (p) => p.getByRole("textbox").first(),
      name: "new-sale",
    },
    {
      path: "/owner/products",
      heading: "Products",
      tab: "Products",
      first: (p) => p.getByRole("searchbox").first(),
      name: "products",
    },
  ];
  for (const screen of screens) {
    await openDesk(page, screen.path);
    await expectDeskFrame(page, screen.heading, screen.first(page));
    await expect(nav.getByRole("link", { name: screen.tab, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expectAccessible();
    await snap(`desk-frame-${screen.name}`);
  }

  if (isPhone(page)) {
    // The bar is fixed at the foot of the screen, every tab in sight; More leads to the rest, and is marked there.
    const bar = page.getByTestId("desk-bar");
    const barBox = await bar.boundingBox();
    expect(barBox && Math.round(barBox.y + barBox.height)).toBe(844);
    for (const tab of await nav.getByRole("link").all()) {
      const box = await tab.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390 && box.height >= 44, await tab.innerText()).toBe(true);
    }
    await nav.getByRole("link", { name: "More" }).click();
    await expectDeskFrame(page, "More", page.getByTestId("desk-more-link").first());
    await expect(nav.getByRole("link", { name: "More" })).toHaveAttribute("aria-current", "page");
    await expectAccessible();
    await snap("desk-frame-more");
    await page.getByTestId("desk-more-link").filter({ hasText: "Customers" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "More" })).toHaveAttribute("aria-current", "page");
  } else {
    // A wide screen has every place in its column; the bar is not there.
    await expect(page.getByTestId("desk-bar")).toBeHidden();
    for (const place of [
      "Customers",
      "Reports",
      "Cash on delivery",
      "Categories",
      "Spreadsheet",
      "Search words",
      "Alerts",
      "Backups",
    ]) {
      await expect(nav.getByRole("link", { name: place, exact: true })).toBeVisible();
    }
    await openDesk(page, "/owner/more");
    await expectDeskFrame(page, "More", page.getByTestId("desk-more-link").first());
    await snap("desk-frame-more");
  }

  // Keyboard: the skip link leads to the page, and a tab's focus is visible.
  await openDesk(page, "/owner/orders");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
});

test("a toast sits above the phone's bar, over neither it nor the page's heading", async ({ page, snap }) => {
  await signIn(page, OWNER);
  await openDesk(page, "/owner/backups");
  await page.getByTestId("backup-now").click();
  const toast = toastWith(page, "Backup taken");
  await expect(toast).toBeVisible();
  // Wait for it to finish sliding in.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const toastBox = await toast.boundingBox();
  const headingBox = await page.getByRole("heading", { level: 1, name: "Backups" }).boundingBox();
  const topBarBox = await page.getByRole("banner").boundingBox();
  if (!toastBox || !headingBox || !topBarBox) throw new Error("not on screen");
  expect(overlaps(toastBox, headingBox), "the toast covers the heading").toBe(false);
  expect(overlaps(toastBox, topBarBox), "the toast covers the top bar").toBe(false);
  if (isPhone(page)) {
    const barBox = await page.getByTestId("desk-bar").boundingBox();
    if (!barBox) throw new Error("no bar");
    expect(overlaps(toastBox, barBox), "the toast covers the bar").toBe(false);
  }
  await snap("desk-frame-toast");
  await dismissToasts(page);
  // The card says what the backup holds, each count in its own number ("1 photo", never "1 photos").
  await expect(page.getByTestId("backup-last-good")).toContainText(/Holds \d+ orders?, \d+ products?, /);
  await expect(page.getByTestId("backup-last-good")).not.toContainText(/\b1 (orders|products|photos|stock changes)\b/);
});

test("the alerts page says why this browser cannot take alerts, never to check the connection", async ({
  page,
  context,
  baseURL,
}) => {
  test.skip(!isPhone(page), "the same at both sizes: the phone size runs it");
  test.setTimeout(120_000);
  await signIn(page, OWNER);

  // Notifications blocked for the shop: said at once, with no button that cannot work.
  await page.addInitScript(() => {
    Object.defineProperty(Notification, "permission", { get: () => "denied" });
  });
  await openDesk(page, "/owner/alerts");
  await expect(page.getByTestId("push-status")).toContainText("Notifications are blocked for this shop");
  await expect(page.getByRole("button", { name: "Turn on alerts" })).toHaveCount(0);

  // This Chromium has no push service (no Google services): allowed, the subscription is refused, and the page says
  // that plainly instead of blaming the connection.
  const allowed = await context.browser()?.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  if (!allowed) throw new Error("no browser");
  await allowed.grantPermissions(["notifications"]);
  const owner = visitsWaitForLife(await allowed.newPage());
  await signIn(owner, OWNER);
  await owner.goto("/owner/alerts");
  await owner.getByRole("button", { name: "Turn on alerts" }).click();
  const problem = owner.getByTestId("this-device").getByRole("alert");
  await expect(problem).toContainText("This browser has no push service", { timeout: 20_000 });
  await expect(problem).not.toContainText("Check the connection");
  await allowed.close();
});
