// The signed-in mark: a shopper's tokens live in the browser (localStorage), so the server renders every page signed
// out, with the header's Login. On a slow phone that Login stayed on the screen for seconds, until the app's code had
// run and read the tokens: a signed-in shopper was told she was not. This one line runs before the page is painted and
// marks the page (html[data-signed-in]) when both tokens are kept; the stylesheet then keeps Login's place in the
// header empty (same size, nothing to read) until the app knows who she is. A signed-out visitor's Login still works
// before the app's code (decision 033). The server writes it inline, allowed by its hash like the tap keeper.

/** The browser's keys for the shopper's two tokens (apps/web/src/lib/auth/shopper-session.ts keeps them). */
export const SESSION_TOKEN_KEYS = ["authToken", "refreshToken"] as const;

/** The attribute on <html> while both tokens are kept; the app keeps it true as she signs in and out. */
export const SIGNED_IN_ATTRIBUTE = "data-signed-in";

/** What the mark hides: Login's place stays, nothing in it shows or is read out. */
export const SIGNED_IN_STYLE = `html[${SIGNED_IN_ATTRIBUTE}] [data-account-slot=login]{visibility:hidden}`;

/**
 * Marks the page and brings its own rule: the page's first paint uses only the few rules inlined for it (the whole
 * stylesheet comes later, decision 025), which cannot know a mark set in the browser.
 */
export const signedInMarkScript = `(function(){try{var s=localStorage;if(${SESSION_TOKEN_KEYS.map((key) => `s.getItem("${key}")`).join("&&")}){document.documentElement.setAttribute("${SIGNED_IN_ATTRIBUTE}","");var c=document.createElement("style");c.textContent="${SIGNED_IN_STYLE}";document.head.appendChild(c)}}catch(e){}})()`;
