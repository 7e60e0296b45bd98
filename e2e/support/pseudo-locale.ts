// A pseudo-locale for finding words left in code (decision 084): the storefront's English catalogues, as built, with
// every message's letters accented and the message wrapped in ⟦ ⟧ ("Add to Cart" → "⟦Àdd tö Çàrt⟧"). A page whose
// catalogues are swapped for these shows every word that came through the catalogues in brackets; a plain English
// word outside them either came from the shop's data (a product's name, the shop's address) or was left in the code.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."aceinouyACEINOUY"].map((letter, index) => [letter, [..."àçéîñöûýÀÇÉÎÑÖÛÝ"][index] ?? letter]),
);
const accent = (text: string) => text.replace(/[aceinouyACEINOUY]/g, (letter) => ACCENTED[letter] ?? letter);

/** Lingui's compiled message: a string, or a list of strings and [argument, type?, cases?] tokens. */
type Compiled = string | (string | [string, string?, Record<string, Compiled>?])[];

function pseudo(message: Compiled, top = true): Compiled {
  const inner: Compiled =
    typeof message === "string"
      ? accent(message)
      : message.map((piece) => {
          if (typeof piece === "string") return piece === "#" ? piece : accent(piece);
          const [name, type, cases] = piece;
          if (!cases) return piece;
          const translated = Object.fromEntries(
            Object.entries(cases).map(([key, value]) => [key, pseudo(value, false)]),
          );
          return [name, type, translated] as [string, string, Record<string, Compiled>];
        });
  if (!top) return inner;
  return typeof inner === "string" ? `⟦${inner}⟧` : ["⟦", ...inner, "⟧"];
}

/** The built files of the English catalogues (apps/web/dist's manifest), by their /assets/ address. */
function englishCatalogueFiles(): string[] {
  const manifest = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, "../../apps/web/dist/.vite/manifest.json"), "utf8"),
  ) as Record<string, { file: string }>;
  return Object.entries(manifest)
    .filter(([source]) => /^src\/messages\/en\/[a-z-]+\.json$/.test(source))
    .map(([, chunk]) => `/${chunk.file}`);
}

/**
 * Serves `page` the English catalogues in the pseudo-locale, and each storefront page without the server's render (its
 * English HTML would not match what the app renders, and the app would be left to render over it anyway).
 */
export async function inPseudoLocale(page: Page): Promise<void> {
  const files = new Set(englishCatalogueFiles());
  await page.route(
    (url) => files.has(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const source = await response.text();
      const messages = (await import(`data:text/javascript,${encodeURIComponent(source)}`)).default as Record<
        string,
        Compiled
      >;
      const swapped = Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, pseudo(message)]));
      await route.fulfill({ response, body: `export default ${JSON.stringify(swapped)};` });
    },
  );
  await page.route(
    (url) => !url.pathname.startsWith("/api/") && !url.pathname.includes("."),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/<html data-rendered/, "<html")
        .replace(
          /<div id="root">[\s\S]*?<\/div><script type="application\/json" id="shop-data">[\s\S]*?<\/script>/,
          '<div id="root"></div>',
        );
      await route.fulfill({ response, body: html });
    },
  );
}

/** Every string the page's API responses carried: the shop's data, which is shown as the owner wrote it. */
export function shopDataOf(page: Page): Set<string> {
  const data = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === "string") data.add(value.trim());
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  page.on("response", async (response) => {
    if (!new URL(response.url()).pathname.startsWith("/api/")) return;
    if (!(response.headers()["content-type"] ?? "").includes("json")) return;
    collect(await response.json().catch(() => null));
  });
  return data;
}

/**
 * The words on the page (text, and the labels, placeholders and titles a screen reader or a hover shows) that came
 * neither through the catalogues nor from the shop's data: what a translator could not have translated.
 */
export function wordsLeftInCode(page: Page, data: Set<string>, allowed: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ([dataList, allowedList]) => {
      const known = [...dataList, ...allowedList].filter((text) => text.length > 1).sort((a, b) => b.length - a.length);
      // A word left in English: plain ASCII letters with a vowel (the pseudo-locale accents every vowel, so a word of
      // a catalogue's never is one, even where a message's elements cut it into several text nodes).
      const englishWord = /^[A-Za-z]*[aeiouyAEIOUY][A-Za-z]*$/;
      const leftOver = (text: string) => {
        let rest = text.replace(/⟦[^⟧]*⟧/g, " ");
        for (const item of known) if (rest.includes(item)) rest = rest.split(item).join(" ");
        const words = rest.split(/[^A-Za-z\u00C0-\u024F]+/).filter((word) => word.length > 1 && englishWord.test(word));
        return words.length > 0 ? rest.replace(/\s+/g, " ").trim() : null;
      };
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest("script, style, template, noscript, svg")) continue;
        const left = leftOver(node.textContent ?? "");
        if (left) found.push(`text "${left}" in <${parent.tagName.toLowerCase()}>`);
      }
      for (const element of document.body.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
        for (const name of ["aria-label", "placeholder", "title", "alt"]) {
          const value = element.getAttribute(name);
          const left = value && leftOver(value);
          if (left) found.push(`${name} "${left}" on <${element.tagName.toLowerCase()}>`);
        }
      }
      return [...new Set(found)];
    },
    [[...data], allowed] as const,
  );
}
