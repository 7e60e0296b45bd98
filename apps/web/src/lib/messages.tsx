// The storefront's words in the page's language (decision 084): one catalogue per language and area of the shop
// (src/messages/<language>/<area>.json, ICU MessageFormat, English the source), compiled by Lingui at build time
// (message-catalogues-plugin.ts) and loaded with the page's code, only its own areas in its own language. Components
// ask for a message by its id: `const t = useMessages(); t("frame.cartLink", { count })`, or `<Message id=… />` where
// a message holds links or emphasis.
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { type I18nContext, LinguiContext, Trans, useLingui } from "@lingui/react";
import { countText, pluralCategory } from "@mayil/core/languages/counts";
import { LANGUAGE_TAGS, type Language } from "@mayil/core/languages/languages";
import type { ComponentProps, ReactNode } from "react";
import type account from "../messages/en/account.json";
import type catalogue from "../messages/en/catalogue.json";
import type frame from "../messages/en/frame.json";
import type pages from "../messages/en/pages.json";
import type shopping from "../messages/en/shopping.json";
import { EXACT, NUMBER, PLURAL } from "./message-count-keys";

/**
 * The areas of the shop, each a catalogue of its own: `frame` is every page's (the header, menu, footer, search, the
 * sign-in dialog, toasts, words used everywhere); a page's own area comes with its code (app/routes.tsx).
 */
export const MESSAGE_AREAS = ["frame", "catalogue", "shopping", "account", "pages"] as const;
export type MessageArea = (typeof MESSAGE_AREAS)[number];

/** Every message's id, from the English catalogues: a misspelt id does not type-check. */
export type MessageId =
  | keyof typeof frame
  | keyof typeof catalogue
  | keyof typeof shopping
  | keyof typeof account
  | keyof typeof pages;

/** Values a message's placeholders take. */
export type MessageValues = Record<string, string | number | ReactNode>;

// Each catalogue a chunk of its own, fetched when a page of its area first needs it. The owner's desk has its own
// (`desk`, in the desk's languages only), loaded by the desk's code: lib/desk/desk-messages.ts.
const catalogues = import.meta.glob<Messages>(["../messages/*/*.json", "!../messages/*/desk*.json"], {
  import: "default",
});

/**
 * One Lingui instance per language, each only ever active in its own: the server renders pages in several languages
 * at once, and one shared instance switched between them would give a page another page's words.
 */
const instances = new Map<Language, I18n>();
const loaded = new Map<string, Promise<void>>();

export function i18nFor(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    // The tag (ml-IN) is what plural rules are read for: Hindi's "one" covers 0 and 1, Malayalam's only 1.
    i18n = setupI18n({ locale: LANGUAGE_TAGS[language], messages: { [LANGUAGE_TAGS[language]]: {} } });
    // Every message is asked with its numbers' plural forms and digits beside them, which the compiled plurals read
    // instead of Lingui's Intl formatting (message-catalogues-plugin.ts `withoutIntl`). `t` is Lingui's alias of
    // `_`, bound when the instance was made, so it is given the same.
    const translate = i18n._.bind(i18n);
    const withCounts = ((id: string, values?: MessageValues, options?: object) =>
      translate(id, values && countsOf(language, values), options)) as I18n["_"];
    i18n._ = withCounts;
    i18n.t = withCounts;
    instances.set(language, i18n);
  }
  return i18n;
}

/** The values with, beside each number, what a compiled plural reads of it (lib/message-count-keys.ts). */
export function countsOf(language: Language, values: MessageValues): MessageValues {
  let counted: MessageValues | undefined;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== "number") continue;
    counted ??= { ...values };
    counted[`${name}${EXACT}`] = String(value);
    counted[`${name}${PLURAL}`] = pluralCategory(language, value);
    counted[`${name}${NUMBER}`] = countText(value);
  }
  return counted ?? values;
}

/** The source file of a catalogue, as the build names it (the server hints its chunk with the page's code). */
export const catalogueModule = (language: Language, area: MessageArea) => `src/messages/${language}/${area}.json`;

/** Loads the areas' messages in the language (each once per process). */
export function loadMessages(language: Language, areas: readonly MessageArea[]): Promise<void> {
  return Promise.all(
    areas.map((area) => {
      const key = `${language}/${area}`;
      let loading = loaded.get(key);
      if (!loading) {
        const importCatalogue = catalogues[`../messages/${key}.json`];
        if (!importCatalogue) throw new Error(`No message catalogue ${key}`);
        loading = importCatalogue().then((messages) => i18nFor(language).load(LANGUAGE_TAGS[language], messages));
        // A failed fetch (a flaky connection) is tried again by the next page that needs it.
        loading.catch(() => loaded.delete(key));
        loaded.set(key, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}

/**
 * Gives the page's language's messages to everything below. Lingui's own I18nProvider subscribes to its instance and
 * re-renders every component that reads a message whenever a catalogue loads (`i18n.load` announces a change): on a
 * phone, the whole page again, at once, as the shopper taps through to a page of another area. Here an instance never
 * changes language (one per language) and a catalogue is loaded before anything that reads it renders (a page's
 * areas with its code, app/routes.tsx; the desk's before it switches), so nothing below needs telling: the context is
 * made once per language and stays the same object.
 */
export function MessagesProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LinguiContext value={contextFor(language)}>{children}</LinguiContext>;
}

const contexts = new Map<Language, I18nContext>();

function contextFor(language: Language): I18nContext {
  let context = contexts.get(language);
  if (!context) {
    const i18n = i18nFor(language);
    context = { i18n, _: i18n._ };
    contexts.set(language, context);
  }
  return context;
}

/** The function that gives a message in the page's language: `t("frame.cartLink", { count: 2 })`. */
export function useMessages(): (id: MessageId, values?: MessageValues) => string {
  const { i18n } = useLingui();
  return (id, values) => i18n._(id, values);
}

/** A message holding elements: `<Message id="…" components={{ 0: <Link to="/returns" /> }} />` for "<0>…</0>". */
export function Message({
  id,
  values,
  components,
}: { id: MessageId } & Pick<ComponentProps<typeof Trans>, "values" | "components">) {
  return <Trans id={id} values={values} components={components} />;
}
