// The server's render of a storefront page (decision 018): the same app as main.tsx, rendered into HTML (by React's static
// renderer, decision 032) with the first data, so a slow phone paints the page before any JavaScript has run, and
// then hydrates it without asking for that data again (the data goes with the HTML, see main.tsx).
//
// Nobody is signed in here: the shopper's own parts (cart count, wishlist hearts) fill in after hydration.
import type { Fetch } from "@mayil/core/api/api-client";
import { languageOfPath, languagePrefix } from "@mayil/core/languages/languages";
import { type DehydratedState, dehydrate, type Query, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { pageMessageAreas } from "./app/routes";
import { ShopInLanguage } from "./app/shop-in-language";
import { responsePublicCallsWith } from "./lib/api-client";
import { setBrandName } from "./lib/brand";
import { catalogueModule, loadMessages, MESSAGE_AREAS } from "./lib/messages";
import { createQueryClient } from "./lib/query-client";
import { withCardsOnly, withoutTimes } from "./lib/server-data";

export interface ServerRenderSetup {
  /** Responds with the public API's addresses ("/api/…") as the server would over HTTP. */
  fetch: Fetch;
  /** The shop's configured name, as the page's meta tags give it to the browser. */
  brandName: string;
}

export interface RenderedPage {
  /** What goes inside the page's root element. */
  html: string;
  /** The responses the page was rendered with, for the browser's query cache. */
  data: DehydratedState;
  /** The source modules of the message catalogues the page reads, in its language (hinted with its code). */
  messageModules: string[];
}

/** Data a page asks for only once an earlier response is in (a product's related pieces, say) needs another pass. */
const MAX_PASSES = 4;

export function setUpServerRender({ fetch, brandName }: ServerRenderSetup) {
  responsePublicCallsWith(fetch);
  setBrandName(brandName);
}

/**
 * The page at `url` (path and query), rendered once its data is in: each pass renders the page, then fetches what it
 * asked for, until a pass asks for nothing new. Null when a response failed (a product that is gone, a database
 * hiccup): the browser then renders the page itself, as before, with its own error and retry handling.
 */
export async function renderPage(url: string): Promise<RenderedPage | null> {
  const queryClient = createQueryClient({ retry: false });
  const { language } = languageOfPath(url);
  // Every catalogue of the language, once per process: the server renders any page next.
  await loadMessages(language, MESSAGE_AREAS);
  const messageModules = messageModulesOf(url);
  try {
    for (let pass = 1; ; pass++) {
      const html = await renderOnce(url, queryClient);
      const queries = queryClient.getQueryCache().getAll();
      if (queries.some((query) => query.state.status === "error")) return null;
      const waiting = queries.filter(isWaiting);
      if (waiting.length === 0 || pass === MAX_PASSES)
        return { html, data: withCardsOnly(withoutTimes(dehydrate(queryClient))), messageModules };
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    }
  } finally {
    // Each query would otherwise keep its response (and a timer) for the browser's 15 minutes, in every render.
    queryClient.clear();
  }
}

/**
 * The source modules of the message catalogues the page at `url` (path and query, with its language's prefix) reads:
 * the frame's and its area's, in its language. The server hints them with the page's code, rendered here or not.
 */
export function messageModulesOf(url: string): string[] {
  const { language, path } = languageOfPath(url);
  const areas = ["frame" as const, ...pageMessageAreas(path.split("?")[0] ?? path)];
  return areas.map((area) => catalogueModule(language, area));
}

async function renderOnce(url: string, queryClient: ReturnType<typeof createQueryClient>): Promise<string> {
  const { language } = languageOfPath(url);
  const page = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={url} basename={languagePrefix(language)}>
          <ShopInLanguage language={language} />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>
  );
  // Waits for the page's code (lazy parts) and renders it whole. A part that fails to render throws: the page is then
  // better sent undrawn, for the browser to render whole (React would send the part's fallback and a note to render it
  // in the browser, which the HTML cache would keep).
  let failed: unknown;
  const { prelude } = await prerender(page, {
    // One piece: a part bigger than this would be sent later with an inline script to move it into place, which the
    // Content-Security-Policy forbids (script-src has no 'unsafe-inline').
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failed ??= error;
    },
  });
  const html = await new Response(prelude).text();
  if (failed !== undefined) throw failed;
  return withoutReactsPreloads(html);
}

/**
 * React puts a preload of each high-priority photo before the markup it renders, so inside the page's root element.
 * The page's head already preloads its lead photo, ahead of everything else (modules/pages/page-meta.ts): React's copy
 * only repeated it, some 400 bytes of the first round trip.
 */
function withoutReactsPreloads(html: string): string {
  return html.replace(/^(?:<link rel="preload" as="image"[^>]*\/>)+/, "");
}

/** A query the page asked for and would fetch in the browser: no response yet and not switched off. */
function isWaiting(query: Query): boolean {
  if (query.state.status !== "pending" || query.state.fetchStatus !== "idle") return false;
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown };
  const on = typeof enabled === "function" ? enabled(query) : (enabled ?? true);
  return on && typeof queryFn === "function";
}
