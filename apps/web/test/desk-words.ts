// The desk's words for a unit test of a pure function that says something (a photo's refusal, an import's headline):
// her desk's catalogues compiled as the bundle compiles them (plurals without Intl), in English or Malayalam, without
// a browser.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { setupI18n } from "@lingui/core";
import type { DeskLanguage } from "@mayil/core/languages/languages";
import { compiledCatalogue } from "../message-catalogues-plugin";
import type { DeskSay } from "../src/lib/desk/desk-messages";
import { countsOf } from "../src/lib/messages";

const MESSAGES = path.join(import.meta.dirname, "../src/messages");

/** `t` as `useDeskMessages` gives it, in `language`. */
export function deskWords(language: DeskLanguage = "en"): DeskSay {
  const folder = path.join(MESSAGES, language);
  const source = Object.assign(
    {},
    ...readdirSync(folder)
      .filter((file) => file.startsWith("desk"))
      .map((file) => JSON.parse(readFileSync(path.join(folder, file), "utf8")) as Record<string, string>),
  );
  const i18n = setupI18n({ locale: language, messages: { [language]: compiledCatalogue(source) } as never });
  // Each number with its plural form and digits beside it, as the shop's own instances give them (lib/messages.tsx).
  return (id, values) => i18n._(id, values && countsOf(language, values));
}
