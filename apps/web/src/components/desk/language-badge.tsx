// The customer's language beside her name on the desk (decision 084): written in that language, as she reads it, so
// the owner knows at a glance to write to her in it (the messages the desk prepares already are). English is the
// desk's own language and needs no mark.
import { LANGUAGE_NAMES, LANGUAGE_TAGS, type Language } from "@mayil/core/languages/languages";

/** Each language as the owner names it in English, for the badge's spoken label. */
const NAMES_IN_ENGLISH: Record<Language, string> = { en: "English", ml: "Malayalam", hi: "Hindi" };

export function LanguageBadge({ language }: { language: Language }) {
  if (language === "en") return null;
  return (
    <span
      // The label says what the word is for; the word itself is the language's own name, in its script.
      role="img"
      aria-label={`Customer's language: ${NAMES_IN_ENGLISH[language]}`}
      lang={LANGUAGE_TAGS[language]}
      className="inline-flex items-center rounded-full bg-white px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-ink ring-1 ring-line ring-inset"
      data-testid="language-badge"
    >
      {LANGUAGE_NAMES[language]}
    </span>
  );
}
