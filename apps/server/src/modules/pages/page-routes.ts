// Serves the storefront's page URLs with their own title, description, Open Graph tags and schema.org data in the
// HTML (for search engines and link previews, which do not run the app), plus robots.txt and sitemap.xml.
import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
  languageFromAcceptLanguage,
  languageOfPath,
  pathIn,
} from "@mayil/core/languages/languages";
import { PAGE_WORDS } from "@mayil/core/languages/page-words";
import { AUTH_PAGES_PREFIX, pageParams, pagePaths } from "@mayil/core/storefront/page-paths";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { PublicCache } from "../../http/public-cache";
import { sendResponse } from "../../http/send-json";
import { BuiltModules } from "./built-modules";
import { DESK_MANIFEST_PATH, deskManifest } from "./desk-app";
import { fixedPagePaths, pageModules } from "./fixed-pages";
import {
  absoluteUrl,
  languageAlternates,
  type PageMeta,
  type SiteFacts,
  withPageMeta,
  withRenderedPage,
} from "./page-meta";
import type { PageService } from "./page-service";
import { PageStyles } from "./page-styles";
import type { ServerRender } from "./server-render";

export interface PageRoutesOptions {
  pages: PageService;
  site: SiteFacts;
  /** The built storefront (apps/web/dist). */
  distDir: string;
  /** Renders the public pages with their content and first data; without it the browser renders every page. */
  render?: ServerRender;
  /** Where rendered pages are kept, with the catalogue's responses (emptied with them when the catalogue changes). */
  cache: PublicCache;
  /** The language of the pages these routes serve (registered once per language, under its prefix). */
  language: Language;
}

/** The built index.html, read once per process. */
interface AppShell {
  html: string;
  /**
   * The shell with the whole stylesheet inline, for pages the browser renders (made once: the page's meta goes into
   * its head, which the styles do not touch, so the order of the two does not matter).
   */
  withAllStyles: string;
  styles: PageStyles;
}

/** Pages are checked with the server at each visit (cheaply, by ETag): a price must never be a day old. */
const PAGE_CACHE_CONTROL = "no-cache";
/** Where a rendered page is kept in the public cache: by its address as rendered (pageAddress). */
const pageKey = (address: string) => `page:${address}`;

/**
 * Says whether a page came from the kept pages (RFC 9211): `hit`, or `fwd=miss` when this request drew it. For
 * whoever looks into a slow page, and for the tests: timing would say the same, less surely.
 */
const CACHE_STATUS = { hit: "MayilPages; hit", rendered: "MayilPages; fwd=miss" } as const;

/** The query parameters a page reads (none unless named in pageParams). */
type PageReads = readonly string[];
const readsNothing: PageReads = [];
const productsReads: PageReads = Object.values(pageParams.products);
const productReads: PageReads = Object.values(pageParams.product);
const signInReads: PageReads = Object.values(pageParams.signIn);

/**
 * The address a page is rendered and kept under: its path and, of its query, only the parameters the page reads, in a
 * set order, the first value of each and only when it has one. Anything else in the query (`utm_source`, `fbclid`,
 * junk) would render the same page again and keep another copy of it: anyone could grow the server by sending new
 * queries. The shopper keeps the address they came with; the page is the one without the extras
 * (decision 018).
 */
export function pageAddress(url: string, reads: PageReads): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const path = url.slice(0, at);
  if (reads.length === 0) return path;
  const query = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const name of reads) {
    const value = query.get(name);
    if (value) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}

/** Addresses that only make sense to a signed-in shopper, in each language's prefix. */
const privatePagePaths = [pagePaths.cart.path, pagePaths.wishlist.path, pagePaths.settings.path, pagePaths.orders.path];
/** Addresses with no language: the API, the owner's desk and the sign-in's return, and the sign-in page (English). */
const privatePaths = [
  "/api/",
  ...LANGUAGES.flatMap((language) =>
    [...privatePagePaths, pagePaths.signIn.path, pagePaths.authError.path].map((p) => pathIn(language, p)),
  ),
  pagePaths.ownerToday.path,
  AUTH_PAGES_PREFIX,
];

/**
 * The language the shop's bare home (/) sends a shopper to: the one she chose (the cookie the language switch sets),
 * or else her browser's first that the shop speaks; null keeps English. A crawler sends no Accept-Language and stays.
 */
function homeLanguageOf(request: FastifyRequest): Language | null {
  // Come from one of the shop's own pages (its English link tapped before the page's code could set the cookie, its
  // logo on an English page): she is where she meant to be. Only an arrival from elsewhere is guessed for.
  if (fromTheShop(request)) return null;
  const chosen = request.cookies[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return languageFromAcceptLanguage(request.headers["accept-language"]);
}

/** Whether the request's Referer is a page of this shop (same host; the shop's Referrer-Policy sends it same-origin). */
function fromTheShop(request: FastifyRequest): boolean {
  const referer = request.headers.referer;
  if (!referer || !request.headers.host) return false;
  try {
    return new URL(referer).host === request.headers.host;
  } catch {
    return false;
  }
}

/** The bare home's response depends on these request headers: a cache on the way must keep its responses apart. */
const HOME_VARY = "Accept-Language, Cookie, Referer";

export const pageRoutes: FastifyPluginAsync<PageRoutesOptions> = async (
  app,
  { pages, site, distDir, render, cache, language },
) => {
  /** The page's HTML in its language: `<html lang>` is what screen readers and fonts go by. */
  const inLanguage = (html: string) =>
    language === DEFAULT_LANGUAGE
      ? html
      : html.replace(/(<html[^>]*) lang="[^"]*"/, `$1 lang="${LANGUAGE_TAGS[language]}"`);
  const built = new BuiltModules(distDir);
  let shell: AppShell | null | undefined;
  // Read once per process: index.html only changes with a new build, which comes with a restart.
  async function appShell(): Promise<AppShell | null> {
    if (shell === undefined) {
      const html = await readFile(path.join(distDir, "index.html"), "utf8").catch(() => "");
      const styles = html ? await PageStyles.of(html, distDir) : null;
      shell = styles ? { html, withAllStyles: styles.inlineAll(html), styles } : null;
    }
    return shell;
  }

  async function sendPage(reply: FastifyReply, meta: PageMeta | null, notFound: () => PageMeta, status = 200) {
    const app = await appShell();
    if (!app) {
      return reply
        .status(503)
        .type("text/plain; charset=utf-8")
        .send("The storefront has not been built yet: run `npm run build`, then start the shop again.");
    }
    const page = meta ?? notFound();
    // The browser renders this page: its words in its language come with its code, so the browser fetches them at
    // once instead of when main.tsx asks for them (the desk is in the owner's language, which it asks for itself).
    const words = page.desk || !render ? [] : await render.messageModules(reply.request.url);
    const withWords = { ...page, preload: { ...page.preload, modules: [...(page.preload?.modules ?? []), ...words] } };
    if (!meta) reply.header("x-robots-tag", "noindex");
    return reply
      .status(meta ? status : 404)
      .header("cache-control", PAGE_CACHE_CONTROL)
      .type("text/html; charset=utf-8")
      .send(inLanguage(withPageMeta(app.withAllStyles, withBuiltFiles(withWords), site)));
  }

  /**
   * A public page, rendered on the server with its first data when it can be (the same for every shopper: nothing of
   * a signed-in shopper's is in it), and kept with the catalogue's cached responses. Pages that are not there (404,
   * 410) and pages the render cannot render are sent as the app shell, rendered by the browser.
   */
  async function sendPublicPage(
    reply: FastifyReply,
    meta: PageMeta | null,
    notFound: () => PageMeta,
    reads: PageReads = readsNothing,
  ) {
    const app = await appShell();
    if (!app || !render || !meta) return sendPage(reply, meta, notFound);
    const address = pageAddress(reply.request.url, reads);
    let renderedNow = false;
    const response = await cache.page(pageKey(address), async () => {
      renderedNow = true;
      const rendered = await render.render(address);
      if (!rendered) return inLanguage(withPageMeta(app.withAllStyles, withBuiltFiles(meta), site));
      // The page's words (its language's catalogues) come with its code.
      const withWords = {
        ...meta,
        preload: { ...meta.preload, modules: [...(meta.preload?.modules ?? []), ...rendered.messageModules] },
      };
      return inLanguage(
        app.styles.inlineCritical(
          withPageMeta(withRenderedPage(app.html, rendered), withBuiltFiles(withWords, false), site),
        ),
      );
    });
    reply.header("cache-status", renderedNow ? CACHE_STATUS.rendered : CACHE_STATUS.hit);
    return sendResponse(reply, response, PAGE_CACHE_CONTROL);
  }

  /**
   * A page rendered on an earlier visit and still kept is served at once, without its meta look-up (a query per product,
   * category or subcategory page): it was looked up when the page was rendered, and the page is dropped with the
   * catalogue's responses when anything in the catalogue changes. Only rendered 200 pages are kept.
   */
  function sendKeptPage(reply: FastifyReply, reads: PageReads = readsNothing): Promise<FastifyReply> | undefined {
    const kept = cache.kept(pageKey(pageAddress(reply.request.url, reads)));
    return kept && sendResponse(reply.header("cache-status", CACHE_STATUS.hit), kept, PAGE_CACHE_CONTROL);
  }

  /**
   * The service names pages' source modules; the build knows which files they became. A page rendered on the server
   * carries its data, so the hints to fetch it early go (the browser would fetch it twice).
   */
  function withBuiltFiles(meta: PageMeta, fetchesData = true): PageMeta {
    if (!meta.preload) return meta;
    const modules = meta.preload.modules?.flatMap((m) => built.filesFor(m));
    return { ...meta, preload: { ...meta.preload, modules, data: fetchesData ? meta.preload.data : undefined } };
  }

  const words = PAGE_WORDS[language];
  /** The address asked for without its language's prefix (a page's meta names its path so, PageMeta.path). */
  const unprefixed = (url: string) => languageOfPath(url).path;

  for (const pagePath of fixedPagePaths) {
    const reads = pagePath === pagePaths.products.path ? productsReads : readsNothing;
    const page = () => pages.fixedPage(pagePath, language);
    const sendFixedPage = (reply: FastifyReply) =>
      sendKeptPage(reply, reads) ?? sendPublicPage(reply, page(), page, reads);
    if (pagePath !== pagePaths.home.path || language !== DEFAULT_LANGUAGE) {
      app.get(pagePath, (_request, reply) => sendFixedPage(reply));
      continue;
    }
    // The bare home is the one address that guesses (decision 084): a shopper who chose Malayalam, or whose browser
    // asks for it first, is sent to /ml. Decided before the kept English page is looked at, so she never gets it; a
    // shared deep link (/product/…) opens in the language it was shared in.
    app.get(pagePath, (request, reply) => {
      reply.header("vary", HOME_VARY);
      const guess = homeLanguageOf(request);
      if (guess && guess !== DEFAULT_LANGUAGE) {
        const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
        return reply.header("cache-control", "no-cache").redirect(`${pathIn(guess, pagePath)}${query}`, 302);
      }
      return sendFixedPage(reply);
    });
  }
  app.get<{ Params: { slug: string } }>(pagePaths.product.path, async (request, reply) => {
    const kept = sendKeptPage(reply, productReads);
    if (kept) return kept;
    const page = await pages.productPage(request.params.slug, language);
    const notFound = () => pages.notFoundPage(unprefixed(request.url), words.productNotFound, language);
    if (page?.kind === "moved") {
      // A renamed product: old links (shared in chats, indexed) move for good to its slug now, query and all.
      const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      return reply.header("cache-control", "no-cache").redirect(`${page.location}${query}`, 301);
    }
    if (page?.kind === "gone") return sendPage(reply, page.meta, notFound, 410);
    return sendPublicPage(reply, page?.meta ?? null, notFound, productReads);
  });
  app.get<{ Params: { categoryId: string } }>(
    pagePaths.category.path,
    async (request, reply) =>
      sendKeptPage(reply) ??
      sendPublicPage(reply, await pages.categoryPage(request.params.categoryId, language), () =>
        pages.notFoundPage(unprefixed(request.url), words.categoryNotFound, language),
      ),
  );
  app.get<{ Params: { slug: string } }>(
    pagePaths.subcategory.path,
    async (request, reply) =>
      sendKeptPage(reply) ??
      sendPublicPage(reply, await pages.subcategoryPage(request.params.slug, language), () =>
        pages.notFoundPage(unprefixed(request.url), words.subcategoryNotFound, language),
      ),
  );
  // Rendered like a public page (the Login tapped before the app's code has run leads here), but never indexed.
  app.get(
    pagePaths.signIn.path,
    (_request, reply) =>
      sendKeptPage(reply, signInReads) ??
      sendPublicPage(reply, pages.signInPage(language), () => pages.signInPage(language), signInReads),
  );
  // Private as well as disallowed: a link to an order shared somewhere must not put it in a search index.
  const shopperPages = [
    [pagePaths.orders.path, pageModules.orders],
    [pagePaths.order.path, pageModules.order],
  ] as const;
  for (const [pagePath, module] of shopperPages) {
    app.get(pagePath, (request, reply) => {
      const meta = pages.shopperPage(
        unprefixed(request.url.split("?")[0] ?? pagePath),
        words.myOrders,
        module,
        language,
      );
      return sendPage(reply, meta, () => meta);
    });
  }

  // The app's other pages: known addresses respond 200 here, so that anything else can respond 404 (static-file-routes.ts).
  const appPages = [
    [pagePaths.cart.path, words.cart],
    [pagePaths.wishlist.path, words.wishlist],
    [pagePaths.settings.path, words.settings],
    [pagePaths.productColors.path, words.allColours],
    [pagePaths.authCallback.path, "Signing in"],
    [pagePaths.authError.path, words.authError],
    [pagePaths.ownerToday.path, "Owner's desk"],
    [`${pagePaths.ownerToday.path}/*`, "Owner's desk"],
  ] as const;
  for (const [pagePath, title] of appPages) {
    const desk = pagePath.startsWith(pagePaths.ownerToday.path);
    // The desk (in the owner's own language) and the sign-in's return have one address, in no language's prefix;
    // the sign-in's error page is in the language of the page she signed in from (the callback sends her there).
    if (language !== DEFAULT_LANGUAGE && (desk || pagePath === pagePaths.authCallback.path)) continue;
    app.get(pagePath, (request, reply) => {
      const meta = {
        ...pages.privatePage(unprefixed(request.url.split("?")[0] ?? pagePath), title, language),
        desk,
      };
      return sendPage(reply, meta, () => meta);
    });
  }

  if (language !== DEFAULT_LANGUAGE) {
    // Anything else under a language's prefix is no page: the not-found page in that language, with 404 (/ml/owner
    // among them: the desk has one address). Unprefixed addresses fall to static-file-routes.ts, in English.
    app.get("/*", (request, reply) =>
      sendPage(reply, null, () =>
        pages.notFoundPage(unprefixed(request.url.split("?")[0] ?? "/"), words.pageNotFound, language),
      ),
    );
  }

  // The shop's files of one kind, not a page in a language: served once, unprefixed.
  if (language !== DEFAULT_LANGUAGE) return;

  // The desk's web app manifest, named after the shop as configured (decision 054).
  const manifest = JSON.stringify(deskManifest(site));
  app.get(DESK_MANIFEST_PATH, (_request, reply) =>
    reply.type("application/manifest+json; charset=utf-8").header("cache-control", "no-cache").send(manifest),
  );

  app.get("/robots.txt", (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(
        [
          "User-agent: *",
          "Allow: /",
          ...privatePaths.map((p) => `Disallow: ${p}`),
          "",
          `Sitemap: ${site.publicUrl}/sitemap.xml`,
          "",
        ].join("\n"),
      ),
  );

  // Every page in each language, each naming its versions in the others (Google's sitemap form of hreflang).
  app.get("/sitemap.xml", async (_request, reply) => {
    const xml = (text: string) => text.replace(/&/g, "&amp;");
    const entries = (await pages.sitemapPaths()).flatMap((pagePath) => {
      const alternates = languageAlternates(site, pagePath)
        .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(href)}"/>`)
        .join("");
      return LANGUAGES.map(
        (language) => `  <url><loc>${xml(absoluteUrl(site, pathIn(language, pagePath)))}</loc>${alternates}</url>`,
      );
    });
    const body = [
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
      ...entries,
      `</urlset>`,
      "",
    ].join("\n");
    return reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(body);
  });
};
