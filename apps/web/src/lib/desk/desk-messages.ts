// The desk's words (decision 084): a catalogue area of its own, `desk` (src/messages/<language>/desk.json, ICU,
// English the source), in the desk's languages only (DESK_LANGUAGES: no Hindi desk). Its catalogues are found here,
// in the desk's chunk, so no shopper's page carries even their names; they load into the same per-language Lingui
// instance as the storefront's (lib/messages.tsx), which the desk's nested MessagesProvider gives to its tree.
import type { Messages } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { type DeskLanguage, LANGUAGE_TAGS } from "@mayil/core/languages/languages";
import type desk from "../../messages/en/desk.json";
import { i18nFor, loadMessages, type MessageValues } from "../messages";

/** Every desk message's id, from the English catalogue: a misspelt id does not type-check. */
export type DeskMessageId = keyof typeof desk;

/** A desk message in her desk's language, as `useDeskMessages` gives it. */
export type DeskSay = (id: DeskMessageId, values?: MessageValues) => string;

const catalogues = import.meta.glob<Messages>("../../messages/*/desk.json", { import: "default" });
const loaded = new Map<DeskLanguage, Promise<void>>();

/**
 * Loads the desk's words in a desk language, with the frame's (the account menu in the desk's top bar reads those);
 * each once, and again after a failed fetch (a flaky connection).
 */
export function loadDeskMessages(language: DeskLanguage): Promise<void> {
  let loading = loaded.get(language);
  if (!loading) {
    const importCatalogue = catalogues[`../../messages/${language}/desk.json`];
    if (!importCatalogue) throw new Error(`No desk catalogue in ${language}`);
    loading = importCatalogue().then((messages) => i18nFor(language).load(LANGUAGE_TAGS[language], messages));
    loading.catch(() => loaded.delete(language));
    loaded.set(language, loading);
  }
  return Promise.all([loading, loadMessages(language, ["frame"])]).then(() => undefined);
}

/** The function that gives a desk message in her desk's language: `t("desk.place.today")`. */
export function useDeskMessages(): DeskSay {
  const { i18n } = useLingui();
  return (id, values) => i18n._(id, values);
}
