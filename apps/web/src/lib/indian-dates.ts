// How the shop writes dates: Indian style, on India's clock (the shop's, wherever the phone or browser thinks it is),
// in the page's language (decision 084) with Western digits, as prices are written.
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, type Language } from "@mayil/core/languages/languages";

type DateStyle = "dateTime" | "date" | "longDate";

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" },
  date: { day: "numeric", month: "short", year: "numeric" },
  longDate: { day: "numeric", month: "long", year: "numeric" },
};

// One formatter per language and style (nine at most): building one costs a low-tier phone tens of milliseconds.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: DateStyle, language: Language): Intl.DateTimeFormat {
  const key = `${language}/${style}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
      ...OPTIONS[style],
      // Western digits in every language, as the shop writes prices and as Indian shoppers read dates online.
      numberingSystem: "latn",
      timeZone: "Asia/Kolkata",
    });
    formatters.set(key, format);
  }
  return format;
}

/** "23 Nov 2026, 4:05 pm" */
export const indianDateTime = (iso: string, language: Language = DEFAULT_LANGUAGE) =>
  formatter("dateTime", language).format(new Date(iso));

/** "23 Nov 2026" */
export const indianDate = (iso: string, language: Language = DEFAULT_LANGUAGE) =>
  formatter("date", language).format(new Date(iso));

/** "23 November 2026"; "2026 നവംബർ 23" in Malayalam, "23 नवंबर 2026" in Hindi. */
export const indianLongDate = (iso: string, language: Language = DEFAULT_LANGUAGE) =>
  formatter("longDate", language).format(new Date(iso));
