// The brand name every page title ends with (docs/shop/storefront.md#layout); the server puts the configured name into
// the HTML, and tells its own render of the pages (entry-server.tsx) the same name.

const fromPage = typeof document === "undefined" ? null : document.querySelector('meta[name="application-name"]');

export let brandName = fromPage?.getAttribute("content") || "Mayil Jewels";

/** The server's render names the shop as configured, as the browser will read it from the page. */
export function setBrandName(name: string) {
  brandName = name;
}

/** 'Pearl Drop Studs | Mayil Jewels', or the brand alone when a page has no title of its own. */
export const pageTitle = (title?: string) => (title ? `${title} | ${brandName}` : brandName);
