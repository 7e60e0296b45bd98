// The catalogue in the shop's other languages (decision 084): the Malayalam and Hindi name and description the owner
// may give each product, colour, category and subcategory beside the English ones every piece has. Where she gave
// none, a shopper reading in Malayalam or Hindi sees the English. One slug per piece whatever the language.
import { z } from "zod";
import { isPlainText } from "../account/account-schemas";
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from "../languages/languages";
import { indianScriptText } from "../text/indian-script-text";
import { hiddenCharacterMessage, isTypedText } from "../text/single-line-text";
import { text } from "../text/well-formed-text";

/** The language's name as the desk's labels and the spreadsheet's messages say it. */
export const TRANSLATED_LANGUAGE_NAMES: Record<TranslatedLanguage, string> = { ml: "Malayalam", hi: "Hindi" };

/** "name" and "ml" → "name_ml": the API's, the spreadsheet's and the tables' name of a field in a language. */
export const fieldIn = <Field extends string, Lang extends TranslatedLanguage>(field: Field, language: Lang) =>
  `${field}_${language}` as const;

/**
 * A name in another language as the owner sends it: single-line typed text (the joiners Malayalam and Hindi need
 * allowed) as long as the English one may be; empty or null takes it away, so the English shows. Written the one way
 * search compares (indian-script-text.ts).
 */
export const translatedName = (field: string, maxLength: number) =>
  text({ error: `${field} must be text` })
    .trim()
    .max(maxLength, { error: `${field} must be at most ${maxLength} characters` })
    .refine((name) => isTypedText(name), { error: hiddenCharacterMessage(field) })
    .transform((name) => (name === "" ? null : indianScriptText(name)))
    .nullable()
    .transform((name) => name ?? null);

/** A description in another language: plain text with line breaks, as the English one; empty or null takes it away. */
export const translatedDescription = (field: string) =>
  text({ error: `${field} must be text` })
    .trim()
    .max(5000, { error: `${field} must be at most 5000 characters` })
    .refine((description) => isPlainText(description, true), {
      error: `${field} must not contain control characters`,
    })
    .transform((description) => (description === "" ? null : indianScriptText(description)))
    .nullable()
    .transform((description) => description ?? null);

/** name_ml and name_hi as a request body takes them (each may be left out: it stays as it is). */
export const translatedNameBody = (maxLength: number) => ({
  name_ml: translatedName("name_ml", maxLength).optional(),
  name_hi: translatedName("name_hi", maxLength).optional(),
});
/** description_ml and description_hi as a request body takes them. */
export const translatedDescriptionBody = () => ({
  description_ml: translatedDescription("description_ml").optional(),
  description_hi: translatedDescription("description_hi").optional(),
});

const kept = (what: string) => text().nullable().describe(`${what}; null: the English one shows`);

/** The translations as the desk reads them back. */
export const translatedNamesRead = {
  name_ml: kept("The name in Malayalam"),
  name_hi: kept("The name in Hindi"),
};
export const translatedDescriptionsRead = {
  description_ml: kept("The description in Malayalam"),
  description_hi: kept("The description in Hindi"),
};

/** A name and maybe a description in the shop's other languages, null where the owner gave none. */
export interface Translations {
  name_ml: string | null;
  name_hi: string | null;
  description_ml?: string | null;
  description_hi?: string | null;
}

/** `english` in `language` (undefined: English), or the English where the owner gave none. */
export function inLanguage(
  english: string,
  translations: { ml: string | null; hi: string | null },
  language: TranslatedLanguage | undefined,
): string {
  if (language === undefined) return english;
  return translations[language] || english;
}

/**
 * The public catalogue's `lang`: the language of the names and descriptions a read gives, each in English where the
 * owner gave none. Left out: English, so English addresses stay as they were (and each language is cached apart).
 */
export const catalogueLanguageQuery = z.object({
  lang: z
    .enum(TRANSLATED_LANGUAGES, {
      error: `lang must be one of ${TRANSLATED_LANGUAGES.join(", ")} (or left out for English)`,
    })
    .optional()
    .describe(
      "ml or hi: names and descriptions in Malayalam or Hindi, English where none was given; left out: English",
    ),
});
export type CatalogueLanguageQuery = z.infer<typeof catalogueLanguageQuery>;
