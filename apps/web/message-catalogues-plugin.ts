// Compiles the storefront's message catalogues (src/messages/<language>/<area>.json, ICU MessageFormat) with Lingui's
// compiler as they are bundled, so the browser gets each message already parsed and Lingui's runtime needs no parser
// (decision 084). Each catalogue stays a module of its own: a page loads its areas' messages in its language only.
import { readFileSync } from "node:fs";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

const CATALOGUE = /[\\/]src[\\/]messages[\\/][a-z]+[\\/][a-z-]+\.json$/;

/** A catalogue's messages compiled: what Lingui's `i18n.load` takes in production. */
export function compiledCatalogue(source: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessage(message)]));
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
