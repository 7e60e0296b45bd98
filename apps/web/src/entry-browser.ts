// The browser's entry (decision 025): the page's styles at once, the app's code (and the rest of the styles) once
// the page the server drew is on the screen. A catalogue page arrives rendered, so its code is needed only to make it
// interactive; asked for at once, its 60 KB shared a slow phone's connection with the photo and the font the shopper
// is waiting to see (and Lighthouse counts every script that loaded before the largest paint as part of it, however
// low its priority). Pages the browser renders itself (the shopper's own: cart, orders, settings) have nothing on
// screen yet, so their code is asked for at once.
import "./styles.css";

/** A photo that never loads does not keep the page from coming alive for longer than this. */
const LONGEST_WAIT_MS = 3000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Resolves once the rendered page is painted: its lead photo decoded, its fonts loaded, and a frame after that. */
async function renderedPagePainted(): Promise<void> {
  await nextFrame(); // the first layout has asked for the fonts the page uses
  const leadPhoto = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  await Promise.all([document.fonts.ready, leadPhoto?.decode().catch(() => {})]);
  await nextFrame();
}

/** Resolves when a stylesheet has loaded or failed (a failed one must not keep the page from coming alive). */
const stylesheetIn = (link: HTMLLinkElement) =>
  new Promise<void>((resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
  });

/**
 * The app's code, and the page's own: the server lists its files in an inert template so they wait until now. It
 * lists the whole stylesheet there too, as the rendered page came with only the rules it uses: the app starts once the
 * rest are in, so nothing it renders is ever unstyled. All are fetched together.
 */
async function startApp(): Promise<void> {
  const pageCode = document.getElementById("page-code");
  if (pageCode instanceof HTMLTemplateElement) {
    const stylesheets = [...pageCode.content.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    const loaded = Promise.all(stylesheets.map(stylesheetIn));
    document.head.append(pageCode.content);
    await loaded;
  }
  await import("./main");
}

if (document.getElementById("shop-data")) {
  const longestWait = new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT_MS));
  void Promise.race([renderedPagePainted(), longestWait]).then(startApp);
} else {
  void startApp();
}
