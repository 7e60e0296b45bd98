// Where a sign-in comes back to: the page the shopper was on. The Login link carries it to the sign-in page as
// /sign-in?return=…, whose "Sign in with Google" carries it on to the server as /api/auth/google?return=…; the server
// keeps it in the flow's sealed cookie and hands it back to /auth/callback (decision 033). Each side accepts only a
// path on this site, so no link can be made to send a shopper elsewhere after signing in.

/** The query parameter that carries it, on the sign-in page, the start of the flow and the callback. */
export const RETURN_PARAM = "return";

/** Longer than any of the shop's own addresses with their filters, short enough to keep the cookie small. */
export const RETURN_PATH_MAX_LENGTH = 1000;

/** The pages a sign-in must never come back to: they would start or finish it again. */
const SIGN_IN_PAGES = /^\/(?:auth\/|sign-in(?:[/?#]|$))/;

/**
 * `value` when it is a path on this site a sign-in may come back to (path, query and all), else null. Never
 * "//elsewhere" or "/\elsewhere" (a browser reads a backslash as a slash), nothing with a control character (the
 * URL parser drops tabs and line breaks, which could join two slashes), and not the sign-in pages themselves.
 */
export function sameSiteReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > RETURN_PATH_MAX_LENGTH) return null;
  if (!value.startsWith("/") || value[1] === "/" || value.includes("\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return SIGN_IN_PAGES.test(value) ? null : value;
}
