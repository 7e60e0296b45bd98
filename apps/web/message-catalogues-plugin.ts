// Compiles the storefront's message catalogues (src/messages/<language>/<area>.json, ICU MessageFormat) with Lingui's
// compiler as they are bundled, so the browser gets each message already parsed and Lingui's runtime needs no parser
// (decision 084). Each catalogue stays a module of its own: a page loads its areas' messages in its language only.
import { readFileSync } from "node:fs";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";
import { EXACT, NUMBER, PLURAL } from "./src/lib/message-count-keys.ts";

const CATALOGUE = /[\\/]src[\\/]messages[\\/][a-z]+[\\/][a-z-]+\.json$/;

type Compiled = ReturnType<typeof compileMessage>;
type Cases = Record<string, Compiled>;

/**
 * A compiled message whose plurals are choices Lingui makes without Intl (src/lib/message-count-keys.ts): Lingui's
 * own plural formatting creates an `Intl.PluralRules` and an `Intl.NumberFormat` for the first plural on the page,
 * whose locale data cost a low-tier phone over a hundred milliseconds while the header hydrates. The choices read
 * values lib/messages.tsx adds for every number (its plural form and its digits, from @mayil/core/languages/counts).
 * Ordinals, offsets and number or date arguments are refused: they would need Intl again.
 */
export function withoutIntl(compiled: Compiled, plural?: string): Compiled {
  if (!Array.isArray(compiled)) return compiled;
  return compiled.map((token) => {
    // `#` is the count of the plural it sits in, in its cases and in a choice nested in them.
    if (token === "#" && plural) return [`${plural}${NUMBER}`];
    if (!Array.isArray(token) || token.length < 2) return token;
    const [name, type, { offset, ...cases } = {}] = token as [string, string, (Cases & { offset?: number })?];
    if (type === "select") return [name, type, mapCases(cases, (tokens) => withoutIntl(tokens, plural))];
    if (type !== "plural") throw new Error(`{${name}, ${type}} needs Intl in the browser: write the value ready`);
    if (offset !== undefined) throw new Error(`{${name}, plural, offset} is not read without Intl`);
    const inCases = (tokens: Compiled) => withoutIntl(tokens, name);
    const isExact = (key: string) => /^-?\d/.test(key);
    const byForm = [
      `${name}${PLURAL}`,
      "select",
      mapCases(
        casesWhere(cases, (key) => !isExact(key)),
        inCases,
      ),
    ];
    if (!Object.keys(cases).some(isExact)) return byForm;
    return [`${name}${EXACT}`, "select", { ...mapCases(casesWhere(cases, isExact), inCases), other: [byForm] }];
  }) as Compiled;
}

const casesWhere = (cases: Cases, keep: (key: string) => boolean): Cases =>
  Object.fromEntries(Object.entries(cases).filter(([key]) => keep(key)));

const mapCases = (cases: Cases, map: (tokens: Compiled) => Compiled): Cases =>
  Object.fromEntries(Object.entries(cases).map(([key, tokens]) => [key, map(tokens)]));

/** A catalogue's messages compiled: what Lingui's `i18n.load` takes in production. */
export function compiledCatalogue(source: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(source).map(([id, message]) => [id, withoutIntl(compileMessage(message))]));
}

export function messageCatalogues(): Plugin {
  return {
    name: "mayil:message-catalogues",
    enforce: "pre",
    load(id) {
      const file = id.split("?")[0] ?? id;
      if (!CATALOGUE.test(file)) return null;
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
      // JavaScript, not JSON: Vite's own JSON handling must not read it again.
      return { code: `export default ${JSON.stringify(compiledCatalogue(source))};`, moduleType: "js" };
    },
  };
}
