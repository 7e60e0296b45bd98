// The browser's entry (decision 025): the page's styles at once, the app's code (and the rest of the styles) once
// the page the server drew is on the screen. A catalogue page arrives rendered, so its code is needed only to make it
// interactive; asked for at once, its 60 KB shared a slow phone's connection with the photo and the font the shopper
// is waiting to see (and Lighthouse counts every script that loaded before the largest paint as part of it, however
// low its priority). Pages the browser renders itself (the shopper's own: cart, orders, settings) have nothing on
// screen yet, so their code is asked for at once.
import "./styles.css";

/** A photo that never loads does not keep the page from coming alive for longer than this. */
const LONGEST_WAIT_MS = 3000;

/** Lets the browser handle what is waiting (a tap, a paint) before the next stretch of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves once the whole document is parsed (the entry is async: it may run while the body is still arriving). */
const documentParsed = () =>
  document.readyState !== "loading"
    ? Promise.resolve()
    : new Promise<void>((resolve) => document.addEventListener("DOMContentLoaded", () => resolve(), { once: true }));

/** Resolves once the browser has painted content (its first contentful paint), at once if it already has. */
function firstContentPainted(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint"))
    return new Promise((resolve) => requestAnimationFrame(() => resolve()));
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });
}

/** Resolves when a photo or stylesheet has loaded or failed (a failed one must not keep the page from coming alive). */
const loadedOrFailed = (element: HTMLImageElement | HTMLLinkElement) =>
  new Promise<void>((resolve) => {
    element.addEventListener("load", () => resolve(), { once: true });
    element.addEventListener("error", () => resolve(), { once: true });
  });

/** Resolves once the photo is in (at once if it already is). */
const photoIn = (photo: HTMLImageElement) => (photo.complete ? Promise.resolve() : loadedOrFailed(photo));

/**
 * Resolves once the rendered page is painted: content on screen, its lead photo and the fonts it asked for in, with
 * the frame that shows them. Each is an event, not a guess: waiting a frame and a task twice over and for every font
 * (as this did) put the code's request 1 s after the first paint on a slow phone, whose frames come late while the
 * page's photos decode.
 */
async function renderedPagePainted(): Promise<void> {
  await firstContentPainted();
  const leadPhoto = () => document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  // The first paint can come before the photo's tag has arrived (the entry is async): then wait for the document.
  if (!leadPhoto()) await documentParsed();
  const photo = leadPhoto();
  // The fonts the first layout asked for, each by its own promise: `document.fonts.ready` also waits for the layouts
  // still to come, which on a slow phone decoding the page's photos was half a second after the font itself.
  const fontsLoading = [...document.fonts].filter((font) => font.status === "loading");
  await Promise.all([photo && photoIn(photo), ...fontsLoading.map((font) => font.loaded.catch(() => {}))]);
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

/**
 * The app's code, and the page's own: the server lists its files in an inert template so they wait until now. It
 * lists the whole stylesheet there too, as the rendered page came with only the rules it uses: the app starts once the
 * rest are in, so nothing it renders is ever unstyled. All are fetched together.
 */
async function startApp(): Promise<void> {
  const pageCode = document.getElementById("page-code");
  if (pageCode instanceof HTMLTemplateElement) {
    const stylesheets = [...pageCode.content.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    const loaded = Promise.all(stylesheets.map(loadedOrFailed));
    document.head.append(pageCode.content);
    await loaded;
  }
  // React first, in a task of its own, then the app in the next (shop-chunks.ts puts React in its own file): two
  // shorter stretches of a slow phone's main thread instead of one long one, with a tap handled between them.
  await import("react-dom/client");
  await nextTask();
  await documentParsed(); // the app hydrates (or fills) #root and reads the page's data at its end
  await import("./main");
}

if (document.documentElement.hasAttribute("data-rendered")) {
  const longestWait = new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT_MS));
  void Promise.race([renderedPagePainted(), longestWait]).then(startApp);
} else {
  void startApp();
}
