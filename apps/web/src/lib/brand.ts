// The brand name every page title ends with (spec section 1); the server puts the configured name into the HTML.

const fromPage = typeof document === "undefined" ? null : document.querySelector('meta[name="application-name"]');

export const brandName = fromPage?.getAttribute("content") || "Mayil Jewels";

/** 'Pearl Drop Studs | Mayil Jewels', or the brand alone when a page has no title of its own. */
export const pageTitle = (title?: string) => (title ? `${title} | ${brandName}` : brandName);
