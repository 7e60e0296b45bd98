// What a page tells search engines and link previews (title, description, Open Graph, schema.org), as HTML.
import { signedInMarkScript } from "@mayil/core/account/signed-in-mark";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
  OPEN_GRAPH_LOCALES,
  pathIn,
} from "@mayil/core/languages/languages";
import { tapKeeperScript } from "@mayil/core/storefront/tap-keeper";
import { deskHeadTags } from "./desk-app";
import type { SiteFacts } from "./site-facts";

export type { SiteFacts };

export interface PageMeta {
  /** The page's own title; the brand is appended, and a page without one shows the brand alone. */
  title?: string;
  description: string;
  /**
   * Path of the page's one true address without its language's prefix, e.g. /product/temple-jhumka; the page's
   * address in its language is /ml/product/temple-jhumka (pathIn).
   */
  path: string;
  /** The language the page is in; English when not given. */
  language?: Language;
  /** A site path (/media/...) or an absolute URL. */
  image?: string | null;
  type: "website" | "product";
  /** schema.org data, written as JSON-LD. */
  structuredData?: Record<string, unknown>;
  /** Pages that say 'not found' must not be indexed. */
  noindex?: boolean;
  /** What the page will ask for first, so the browser starts on it while the app's code is still loading. */
  preload?: PagePreloads;
  /** One of the owner's desk's pages: it links the desk's web app manifest (decision 054). */
  desk?: boolean;
}

export interface PagePreloads {
  /** The page's largest photo (its LCP element), with the same srcset and sizes as its <img>. */
  image?: { href: string; srcset?: string; sizes: string };
  /** API paths (under /api) the page fetches as it starts. */
  data?: string[];
  /** The page's code: built chunks under /assets/, asked for once the page is painted (apps/web/src/entry-browser.ts). */
  modules?: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** JSON inside <script>: '<' escaped so no text from the catalogue can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export const absoluteUrl = (site: SiteFacts, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${site.publicUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;

/** A description of at most 160 characters, cut at a word. */
export function shortDescription(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, " ").trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).replace(/[\s,.;:]+$/, "")}…`;
}

/** The page at `path` (unprefixed) in each language, and English again as the default for any other (hreflang). */
export function languageAlternates(site: SiteFacts, path: string): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: LANGUAGE_TAGS[language],
      href: absoluteUrl(site, pathIn(language, path)),
    })),
    { hreflang: "x-default", href: absoluteUrl(site, pathIn(DEFAULT_LANGUAGE, path)) },
  ];
}

export function renderPageMeta(meta: PageMeta, site: SiteFacts): string {
  const language = meta.language ?? DEFAULT_LANGUAGE;
  const title = meta.title ? `${meta.title} | ${site.shopName}` : site.shopName;
  const url = absoluteUrl(site, pathIn(language, meta.path));
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="application-name" content="${escapeHtml(site.shopName)}" />`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.noindex ? `<meta name="robots" content="noindex" />` : `<link rel="canonical" href="${escapeHtml(url)}" />`,
  ];
  // A page worth indexing is the same page in three languages: search engines show each reader hers (decision 084).
  if (!meta.noindex) {
    for (const { hreflang, href } of languageAlternates(site, meta.path))
      tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`);
  }
  tags.push(
    `<meta property="og:site_name" content="${escapeHtml(site.shopName)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="${OPEN_GRAPH_LOCALES[language]}" />`,
  );
  if (!meta.noindex) {
    for (const other of LANGUAGES.filter((l) => l !== language))
      tags.push(`<meta property="og:locale:alternate" content="${OPEN_GRAPH_LOCALES[other]}" />`);
  }
  if (meta.desk) tags.push(...deskHeadTags(escapeHtml));
  if (meta.image) {
    tags.push(
      `<meta property="og:image" content="${escapeHtml(absoluteUrl(site, meta.image))}" />`,
      `<meta name="twitter:card" content="summary_large_image" />`,
    );
  }
  const preload = meta.preload;
  if (preload?.image) {
    const { href, srcset, sizes } = preload.image;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}"${srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : ""} fetchpriority="high" />`,
    );
  }
  // The page's code in an inert template: the page is already rendered, so the browser's entry asks for these files
  // only once it is painted, and its photo and font have the connection to themselves (decisions 023 and 025).
  const modules = preload?.modules ?? [];
  if (modules.length > 0) {
    const links = modules.map((m) => `<link rel="modulepreload" crossorigin href="${escapeHtml(m)}" />`);
    tags.push(`<template id="page-code">${links.join("")}</template>`);
  }
  // crossorigin (anonymous) matches what fetch() asks for on the same origin, so the page reuses the response.
  for (const api of preload?.data ?? [])
    tags.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="/api${escapeHtml(api)}" />`);
  if (meta.structuredData) {
    tags.push(`<script type="application/ld+json">${scriptJson(meta.structuredData)}</script>`);
  }
  return tags.join("\n    ");
}

const SEO_BLOCK = /<!--seo-->[\s\S]*?<!--\/seo-->/;

/** The app shell with its default head block replaced by this page's. */
export function withPageMeta(indexHtml: string, meta: PageMeta, site: SiteFacts): string {
  return indexHtml.replace(SEO_BLOCK, () => `<!--seo-->\n    ${renderPageMeta(meta, site)}\n    <!--/seo-->`);
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The app shell with the server's rendering of the page in its root element, and the responses it was rendered with as a
 * JSON data block (not a script the browser runs) that the app reads before it hydrates (apps/web/src/main.tsx).
 * Before the rendering comes the one inline script the Content-Security-Policy allows (by its hash): the tap keeper
 * (@mayil/core/tap-keeper), which keeps a tap on a button the app has not made live yet and carries it out once it
 * is. It comes first so it listens before any button is on the screen; the signed-in mark (@mayil/core/signed-in-mark)
 * comes before it, so a signed-in shopper's header never shows Login.
 */
export function withRenderedPage(indexHtml: string, page: { html: string; data: unknown }): string {
  // `data-rendered` tells the browser's entry, which may run before the body is parsed, that the page arrives
  // rendered (its code can wait for the paint).
  return indexHtml
    .replace(/<html(?=[\s>])/, () => "<html data-rendered")
    .replace(
      EMPTY_ROOT,
      () =>
        `<script>${signedInMarkScript}</script><script>${tapKeeperScript}</script><div id="root">${page.html}</div><script type="application/json" id="shop-data">${scriptJson(page.data)}</script>`,
    );
}
