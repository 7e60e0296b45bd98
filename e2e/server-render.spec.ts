// Storefront pages arrive rendered by the server (decision 018). A phone that has not run the app's code yet already shows
// the page; once the code runs, the page comes alive without a hydration mismatch and without fetching its data a
// second time. (The HTML itself is checked over HTTP in apps/server/test/server-rendered-pages.test.ts.)
import type { Page } from "@playwright/test";
import { expect, test } from "./support/shop-test";

const renderedPages = [
  { path: "/", heading: "Handpicked jewellery, honestly priced" },
  { path: "/category/2", heading: "Traditional" },
  { path: "/product/temple-jhumka", heading: "Temple Jhumka" },
  { path: "/products", heading: "All Products" },
];

test("before any JavaScript runs, the product page shows its name, price, photo and Add to Cart", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/product/temple-jhumka");
  await expect(page.getByRole("heading", { name: "Temple Jhumka", level: 1 })).toBeVisible();
  await expect(page.getByTestId("product-price").first()).toContainText("₹549");
  const photo = page.getByRole("img", { name: "Temple Jhumka" }).first();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole("button", { name: /Add to Cart/ })).toBeVisible();
  await context.close();
});

/**
 * The page as the DOM has it, in a form two renders can be compared in: elements with their attributes sorted (a
 * renderer may set them in another order), styles and chosen options as the browser reads them, text trimmed, and
 * no comments (React marks where one text ends and the next begins; the DOM shows the same text either way).
 * Slideshows count as their name only: they move on a clock (hero 4 s, photos 3 s) that keeps running between the
 * two reads. React's generated ids (useId: `_R_1f_` from the server, `_r_1f_` in the browser) count by their order on the page: a page hydrated as the server
 * drew it keeps the server's, a page the app renders later gets the next free ones; what matters is that each label
 * names the same field in both.
 */
function pageShape(root: Element): string {
  const generatedIds = new Map<string, string>();
  const ownId = (value: string) =>
    value.replace(/_r_[0-9a-z]+_/gi, (id) => {
      if (!generatedIds.has(id)) generatedIds.set(id, `generated-id-${generatedIds.size + 1}`);
      return generatedIds.get(id) as string;
    });
  const shape = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? "").trim();
    if (node.nodeType !== Node.ELEMENT_NODE) return "";
    const element = node as Element;
    if (element.getAttribute("aria-roledescription") === "carousel") return `<carousel ${element.ariaLabel}>`;
    const attributes = [...element.attributes]
      // Which option is chosen, as the shopper sees it: the server marks it with an attribute (so the page shows it
      // before any code runs), the app sets the select's value.
      .filter((attribute) => !(element instanceof HTMLOptionElement && attribute.name === "selected"))
      .concat(element instanceof HTMLOptionElement && element.selected ? [document.createAttribute("data-chosen")] : [])
      // A style as the browser reads it: the server writes "color:#b8893b", the app's DOM "color: rgb(184, 137, 59)".
      .map((attribute) =>
        attribute.name === "style"
          ? `style="${(element as HTMLElement).style.cssText}"`
          : `${attribute.name}="${ownId(attribute.value)}"`,
      )
      .sort()
      .join(" ");
    return `<${element.localName} ${attributes}>${[...element.childNodes].map(shape).join("")}</${element.localName}>`;
  };
  return shape(root);
}

for (const rendered of renderedPages) {
  test(`${rendered.path} comes alive without a hydration mismatch or a second fetch of its data, as the app renders it`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      // Photos and thumbnails from outside the shop (YouTube) cannot load on this machine; that is not the page.
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
        problems.push(message.text());
      }
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) dataRequests.push(request.url());
    });

    // The heading the server drew, as the HTML arrived: hydration must adopt it, not throw it away and render anew.
    // Nor anything else: the parts that come alive a moment later (HydrateLater) keep the server's markup meanwhile,
    // so no element the shopper already sees is removed before the page says it is live.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const seen = window as unknown as { renderedHeading: Element | null; removedBeforeLive: string[] };
        seen.renderedHeading = document.querySelector("main h1");
        seen.removedBeforeLive = [];
        const watch = new MutationObserver((changes) => {
          if (document.documentElement.dataset.interactive !== undefined) return watch.disconnect();
          for (const change of changes) {
            // A hidden slide's empty placeholder gives way to its photo once the page has loaded: not on screen.
            if (change.target instanceof Element && change.target.closest("[aria-hidden=true]")) continue;
            for (const node of change.removedNodes)
              if (node instanceof Element) seen.removedBeforeLive.push(node.outerHTML.slice(0, 80));
          }
        });
        watch.observe(document.body, { childList: true, subtree: true });
      });
    });

    await page.goto(rendered.path);
    await expect(page.getByRole("heading", { name: rendered.heading, level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(problems, "console errors (a hydration mismatch is one)").toEqual([]);
    expect(dataRequests, "the page's data came with it").toEqual([]);
    const adopted = await page.evaluate(() => {
      const renderedHeading = (window as unknown as { renderedHeading: Element | null }).renderedHeading;
      return (
        renderedHeading !== null && renderedHeading === document.querySelector("main h1") && renderedHeading.isConnected
      );
    });
    expect(adopted, "the server's heading is the live one").toBe(true);
    const removed = await page.evaluate(() => (window as unknown as { removedBeforeLive: string[] }).removedBeforeLive);
    expect(removed, "elements the server drew, removed while the page came alive").toEqual([]);

    // A mismatch some renderers let pass quietly (Preact keeps the server's markup where it differs): the page the
    // server drew, once live, must be the page the app renders itself when the shopper arrives from another page.
    const hydrated = await page.locator("main").evaluate(pageShape);
    await page.goto("/about");
    await page.evaluate((path) => {
      window.history.pushState({}, "", path);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, rendered.path);
    await expect(page.getByRole("heading", { name: rendered.heading, level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const renderedByApp = await page.locator("main").evaluate(pageShape);
    expect(hydrated, "the live page is the one the app renders itself").toEqual(renderedByApp);
  });
}

test("a rendered page is live: Login opens the sign-in dialog, and its links move within the app", async ({ page }) => {
  await page.goto("/product/temple-jhumka");
  await page.getByRole("link", { name: "Login", exact: true }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  // A link followed inside the app keeps the same document: the page is not loaded again from the server.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole("link", { name: "Pearl Cluster Jhumka" }).first().click();
  await expect(page.getByRole("heading", { name: "Pearl Cluster Jhumka", level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("a rendered page asks for the app's code only once its photo and font are in (they load first on a slow phone)", async ({
  page,
}) => {
  for (const path of ["/", "/category/2", "/product/temple-jhumka"]) {
    await page.goto(path);
    await expect(page.locator("html[data-interactive]")).toBeAttached();
    const loaded = await page.evaluate(() => {
      const files = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const leadPhoto = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.currentSrc;
      const file = (matches: (url: string) => boolean) => files.find((entry) => matches(entry.name));
      return {
        photoIn: file((url) => url === leadPhoto)?.responseEnd,
        fontIn: file((url) => url.endsWith(".woff2"))?.responseEnd,
        appAskedFor: file((url) => /\/assets\/shop-[^/]+\.js$/.test(url))?.startTime,
      };
    });
    expect(loaded.photoIn, `${path}: its lead photo`).toBeDefined();
    expect(loaded.fontIn, `${path}: its font`).toBeDefined();
    expect(loaded.appAskedFor, `${path}: the app's code`).toBeDefined();
    expect(loaded.appAskedFor, path).toBeGreaterThanOrEqual(loaded.photoIn ?? Number.POSITIVE_INFINITY);
    expect(loaded.appAskedFor, path).toBeGreaterThanOrEqual(loaded.fontIn ?? Number.POSITIVE_INFINITY);
  }
});

test("a rendered page looks the same with only the rules it came with as with the whole stylesheet", async ({
  browser,
  baseURL,
}) => {
  // The app's code is held back, so the page stays exactly as the server drew it while the whole stylesheet arrives
  // (and the visit does not wait for the page to come alive, as this suite's visits do). So are the display font
  // and the photos: their arrival moves things by itself, between the two looks.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.route(/\/assets\/(shop-[^/]+\.js|[^/]+\.woff2)$|\/media\//, (route) => route.abort());
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const rendered = [...document.body.querySelectorAll("*")].map((element) => {
        const style = getComputedStyle(element);
        // Not the custom properties: the rendered page's rules leave out those they never read (decision 026), and
        // any that is read shows in the properties it sets.
        const rendered = [...style].filter((name) => !name.startsWith("--"));
        return { element, style: Object.fromEntries(rendered.map((name) => [name, style.getPropertyValue(name)])) };
      });
      (window as unknown as { renderedStyles: typeof rendered }).renderedStyles = rendered;
    });
  });
  for (const path of ["/", "/category/2", "/product/temple-jhumka", "/products", "/about", "/terms"]) {
    await page.goto(path);
    const wholeStylesheet = page.locator('head > link[rel="stylesheet"]');
    await expect(wholeStylesheet, `${path}: the whole stylesheet is asked for once the page is painted`).toHaveCount(1);
    const differences = await wholeStylesheet.evaluate(async (link: HTMLLinkElement) => {
      if (!link.sheet) await new Promise((resolve) => link.addEventListener("load", resolve, { once: true }));
      const rendered = (window as unknown as { renderedStyles: { element: Element; style: Record<string, string> }[] })
        .renderedStyles;
      const found: string[] = [];
      for (const { element, style } of rendered) {
        const now = getComputedStyle(element);
        for (const [name, value] of Object.entries(style)) {
          if (now.getPropertyValue(name) !== value)
            found.push(
              `${element.localName}.${element.classList[0] ?? ""} ${name}: ${value} -> ${now.getPropertyValue(name)}`,
            );
        }
      }
      return found;
    });
    expect(differences.slice(0, 10), `${path}: what the whole stylesheet changed`).toEqual([]);
  }
  await context.close();
});

/** How far a line may settle when the heading font swaps in: a third of a line (one that wraps differently moves by a whole one). */
const MOST_A_LINE_SETTLES_PX = 8;
/** How much wider or narrower a heading may be rendered in its stand-in (Times New Roman as it is, 10 % and more). */
const MOST_A_HEADING_CHANGES = 0.05;
const FONT = "Cormorant Garamond Shop";

test("a rendered page's first screen does not move when its heading font arrives", async ({
  browser,
  baseURL,
}, testInfo) => {
  // Until the font is in, headings are rendered in the phone's own serif cut to the font's measure (decision 026); here
  // that serif is Liberation Serif (Times New Roman's twin). The app's code and the photos are held back as above,
  // and the font until the first look is taken. A context per page, so the font is not already in the browser's cache.

  // Where each heading, paragraph and list starts, and how wide a heading's words are rendered (a range over them: the
  // element itself is as wide as its column in either font).
  const layout = () =>
    [...document.querySelectorAll("main h1, main h2, main h3, main p, main ul, footer")].map((element) => {
      const words = document.createRange();
      words.selectNodeContents(element);
      const boxes = [...words.getClientRects()].filter((box) => box.width > 0);
      // A heading's width on one line (a link inside it is a box of its own on the same line): where a longer name
      // wraps, its lines break at other words in either face.
      const oneLine = new Set(boxes.map((box) => Math.round(box.bottom))).size === 1;
      const heading = /^h\d$/.test(element.localName) && oneLine;
      const width = Math.max(...boxes.map((box) => box.right)) - Math.min(...boxes.map((box) => box.left));
      return {
        what: `${element.localName} "${element.textContent?.trim().slice(0, 24)}"`,
        top: element.getBoundingClientRect().top,
        width: heading ? width : 0,
        inCard: element.closest('[data-testid="product-grid"] li') !== null,
      };
    });
  const fontStatus = (family: string) =>
    [...document.fonts].find((face) => face.family.replace(/"/g, "") === family)?.status;
  const status = (page: Page, family: string) => page.evaluate(fontStatus, family);
  for (const path of ["/", "/category/2", "/product/temple-jhumka", "/products"]) {
    const context = await browser.newContext({ baseURL, viewport: testInfo.project.use.viewport ?? null });
    const page = await context.newPage();
    await page.route(/\/assets\/shop-[^/]+\.js$|\/media\//, (route) => route.abort());
    let letFontIn = () => {};
    const fontHeld = new Promise<void>((resolve) => {
      letFontIn = resolve;
    });
    await page.route(/\.woff2$/, async (route) => {
      await fontHeld;
      await route.continue();
    });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await expect.poll(() => status(page, FONT), { message: `${path}: the font is asked for` }).toBe("loading");
    // The stand-in is a font face too (the machine's own font, found by name), ready a moment after the page.
    await expect.poll(() => status(page, `${FONT} Fallback: Times New Roman`)).toBe("loaded");
    const before = await page.evaluate(layout);
    const screenHeight = await page.evaluate(() => window.innerHeight);
    letFontIn();
    await expect.poll(() => status(page, FONT), { message: `${path}: the font came in` }).toBe("loaded");
    await page.evaluate(() => document.fonts.ready);
    const after = await page.evaluate(layout);
    // Not to the pixel: the two serifs' letters differ, so a line can end a pixel higher or lower. A line that wraps
    // differently moves what follows by a whole line (24 px and more), as it did before the fallback was cut to fit.
    // The first screen is what the shopper sees jump (and what layout shift counts). Inside a product card a name
    // within 3 % of the card's width can still wrap in one serif and not the other (the suite's own pieces have long
    // names), moving the price under it; the cards' names are held to their width below instead.
    expect(after).toHaveLength(before.length);
    const moved = after
      .map((now, index) => ({ ...now, from: before[index]?.top ?? 0 }))
      .filter((element) => !element.inCard && element.from < screenHeight)
      .filter((element) => Math.abs(element.top - element.from) > MOST_A_LINE_SETTLES_PX)
      .map((element) => `${element.what} from ${Math.round(element.from)} to ${Math.round(element.top)} px`);
    expect(moved, `${path}: what moved when the font came in`).toEqual([]);
    // Every heading rendered on one line, on the first screen or below, keeps its width within a few per cent.
    const resized = after
      .map((now, index) => ({ ...now, was: before[index]?.width ?? 0 }))
      .filter(
        (heading) =>
          heading.width > 0 && heading.was > 0 && Math.abs(heading.width / heading.was - 1) > MOST_A_HEADING_CHANGES,
      )
      .map((heading) => `${heading.what} ${Math.round(heading.was)} -> ${Math.round(heading.width)} px wide`);
    expect(resized, `${path}: headings rendered wider or narrower in the font than in its stand-in`).toEqual([]);
    await context.close();
  }
});
