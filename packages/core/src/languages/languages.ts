// The languages the shop speaks to shoppers (decision 084): English as written in the seed and the storefront's own
// texts, Malayalam and Hindi beside it. Each language has its own addresses: English unprefixed (/product/…), the
// others under their code (/ml/product/…, /hi/product/…), so a link opens in the language it was shared in. The
// server, the storefront's router and the desk all read the language of an address here, so they never disagree.

export const LANGUAGES = ["en", "ml", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of unprefixed addresses, of the papers (as the tax rules are written) and of an order before 084. */
export const DEFAULT_LANGUAGE: Language = "en";

/** The languages the owner can give a name and description in, beside the English one every piece has. */
export const TRANSLATED_LANGUAGES = ["ml", "hi"] as const satisfies readonly Language[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** The languages the owner's desk can be shown in (her choice, kept per owner). */
export const DESK_LANGUAGES = ["en", "ml"] as const satisfies readonly Language[];
export type DeskLanguage = (typeof DESK_LANGUAGES)[number];

/** Each language by its own name, as the switch shows it (a shopper looks for her language written in it). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", ml: "മലയാളം", hi: "हिन्दी" };

/** The BCP 47 tag of each language as spoken in India: `<html lang>`, hreflang, Intl's dates. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: "en-IN", ml: "ml-IN", hi: "hi-IN" };

/** Open Graph's locale of each (og:locale). */
export const OPEN_GRAPH_LOCALES: Record<Language, string> = { en: "en_IN", ml: "ml_IN", hi: "hi_IN" };

/** The cookie that remembers the shopper's choice (a year), read by the server before Accept-Language. */
export const LANGUAGE_COOKIE = "mayil_language";

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** The prefix of a language's addresses: "" for English, "/ml" for Malayalam. */
export const languagePrefix = (language: Language): string => (language === DEFAULT_LANGUAGE ? "" : `/${language}`);

/**
 * The language of an address and the address without its prefix: "/ml/product/x" → ml, "/product/x";
 * "/ml" and "/ml/" → ml, "/"; "/product/x" and "/mlx" → en as they are.
 */
export function languageOfPath(pathname: string): { language: Language; path: string } {
  const match = /^\/(ml|hi)(?=\/|$|\?)(.*)$/.exec(pathname);
  if (!match) return { language: DEFAULT_LANGUAGE, path: pathname };
  const rest = match[2] ?? "";
  return { language: match[1] as Language, path: rest === "" || rest.startsWith("?") ? `/${rest}` : rest };
}

/** An unprefixed address in a language: ("ml", "/product/x") → "/ml/product/x"; ("ml", "/") → "/ml". */
export function pathIn(language: Language, path: string): string {
  const prefix = languagePrefix(language);
  if (!prefix) return path;
  if (path === "/") return prefix;
  if (path.startsWith("/?")) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}

/**
 * The shopper's language guessed from her browser's Accept-Language header: the first of its languages, by weight,
 * that the shop speaks; null when none is (the shop then stays in English). "ml-IN,ml;q=0.9,en;q=0.8" → ml.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const wanted = header
    .split(",")
    .slice(0, 20) // a header with hundreds of entries is not a browser's
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split("-")[0] ?? "", weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ weight }) => Number.isFinite(weight) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return wanted.map(({ base }) => base).find(isLanguage) ?? null;
}
