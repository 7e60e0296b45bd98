// The desk's words (decision 084): catalogues of their own (src/messages/<language>/desk*.json, ICU, English the
// source): `desk` for the frame and the lists, `desk-orders` for an order and a new sale, `desk-catalogue` for the
// products, categories, spreadsheet and search words, `desk-more` for the rest. They are kept in the desk's languages
// only (DESK_LANGUAGES: no Hindi desk) and load together: one desk, a handful of small files. Its catalogues are found here,
// in the desk's chunk, so no shopper's page carries even their names; they load into the same per-language Lingui
// instance as the storefront's (lib/messages.tsx), which the desk's nested MessagesProvider gives to its tree.
import type { Messages } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { type DeskLanguage, LANGUAGE_TAGS } from "@mayil/core/languages/languages";
import type desk from "../../messages/en/desk.json";
import type deskCatalogue from "../../messages/en/desk-catalogue.json";
import type deskMore from "../../messages/en/desk-more.json";
import type deskOrders from "../../messages/en/desk-orders.json";
import { i18nFor, loadMessages, type MessageValues } from "../messages";

/** Every desk message's id, from the English catalogue: a misspelt id does not type-check. */
export type DeskMessageId =
  | keyof typeof desk
  | keyof typeof deskOrders
  | keyof typeof deskCatalogue
  | keyof typeof deskMore;

/** A desk message in her desk's language, as `useDeskMessages` gives it. */
export type DeskSay = (id: DeskMessageId, values?: MessageValues) => string;

const catalogues = import.meta.glob<Messages>("../../messages/*/desk*.json", { import: "default" });
const loaded = new Map<DeskLanguage, Promise<void>>();

/**
 * Loads the desk's words in a desk language, with the frame's (the account menu in the desk's top bar reads those);
 * each once, and again after a failed fetch (a flaky connection).
 */
export function loadDeskMessages(language: DeskLanguage): Promise<void> {
  let loading = loaded.get(language);
  if (!loading) {
    const ofLanguage = Object.entries(catalogues).filter(([file]) => file.startsWith(`../../messages/${language}/`));
    if (ofLanguage.length === 0) throw new Error(`No desk catalogue in ${language}`);
    loading = Promise.all(ofLanguage.map(([, importCatalogue]) => importCatalogue())).then((parts) => {
      for (const messages of parts) i18nFor(language).load(LANGUAGE_TAGS[language], messages);
    });
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
