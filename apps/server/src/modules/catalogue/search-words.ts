// What a shopper's search means (decision 030): its words, each found at the start of a word of a piece's name or
// description, or as any spelling of the same thing the shop knows ("earing" finds earrings, "jumka" jhumkas). A
// plural finds the singular it comes from ("rings" finds "Dainty Band Ring", "rubies" a ruby: decision 068).
//
// The patterns are written once, in the regular-expression syntax PostgreSQL (`~*`) and JavaScript share, so the
// database's search and the embedded database's in-memory copy (decision 019) find exactly the same pieces. The
// trigram indexes serve these patterns as they served the old "contains" search.
import { indianScriptText } from "@mayil/core/text/indian-script-text";
import pluralize from "pluralize";
import type { SpellingGroups } from "../search-spellings";

/** One word the shopper typed: found where a word of the piece starts with it, or is one of its other spellings. */
export interface SearchWord {
  typed: string;
  /**
   * What a word of the piece may start with: the typed word, or the singular it is a plural of ("rings": "ring", which
   * "rings" starts with too; "rubies": "rubies" and "ruby").
   */
  starts: string[];
  /** Other spellings of it the shop knows, each found whole (or with "s" or "es"). */
  spellings: string[];
}

/** A search, worked out: every word must be found in the piece's name or description (in any order). */
export interface SearchQuery {
  words: SearchWord[];
}

/**
 * A word is letters (with their vowel signs and viramas, for Malayalam and Hindi) and digits; anything else separates
 * words. The joiners (ZWJ, ZWNJ) Malayalam and Hindi write inside a word are part of it, not a break.
 */
const WORD = /[\p{L}\p{M}\p{N}\u200c\u200d]+/gu;
/** Enough for any real search; the rest of a pasted paragraph is left out. */
const MAX_WORDS = 8;
/** A typed beginning this long already calls up its other spellings ("jum" finds jhumkas); shorter is too vague. */
const SPELLINGS_FROM_PREFIX = 3;
/**
 * What may not come right before a word's start or right after a whole word. ASCII only, and written out, because
 * `\m`, `\b` and `[[:alnum:]]` each decide differently per database locale and in JavaScript; a script without case
 * (Malayalam) then matches anywhere in a word, as search did before.
 */
const NOT_WORD = "[^a-z0-9]";

export function searchQuery(term: string, groups: SpellingGroups): SearchQuery {
  // Written the one way the owner's Malayalam and Hindi names are kept (NFC, one-code-point chillus), so a shopper's
  // keyboard finds them whichever form it types.
  const typed = [...new Set(indianScriptText(term).toLowerCase().match(WORD) ?? [])].slice(0, MAX_WORDS);
  return {
    words: typed.map((word) => {
      const starts = startsOf(word);
      return { typed: word, starts, spellings: spellingsOf(word, starts, groups) };
    }),
  };
}

/** Words this short are never taken for plurals ("is", "gas"): too few letters to tell. */
const SINGULAR_FROM_LENGTH = 4;

/**
 * The beginnings a word of the piece may have for `typed` to find it: the typed word itself and, when it is an English
 * plural, its singular (pluralize's rules: "bangles" → "bangle", "rubies" → "ruby", "jhumkas" → "jhumka"). Where the
 * singular is a beginning of the typed word, the singular alone does for both.
 */
function startsOf(typed: string): string[] {
  if (typed.length < SINGULAR_FROM_LENGTH || !/^[a-z]+$/.test(typed)) return [typed];
  const singular = pluralize.singular(typed);
  if (singular === typed || !/^[a-z]{3,}$/.test(singular)) return [typed];
  return typed.startsWith(singular) ? [singular] : [typed, singular];
}

/** The other spellings of `typed`: of every group with a spelling it is, a plural of, or (long enough) begins. */
function spellingsOf(typed: string, starts: readonly string[], groups: SpellingGroups): string[] {
  const found = new Set<string>();
  for (const group of groups) {
    const knows = group.some(
      (spelling) =>
        spelling === typed ||
        starts.includes(spelling) ||
        typed === `${spelling}s` ||
        typed === `${spelling}es` ||
        (typed.length >= SPELLINGS_FROM_PREFIX && spelling.startsWith(typed)),
    );
    // A spelling that starts with what was typed is found by the typed beginning already.
    if (knows)
      for (const spelling of group) if (!starts.some((start) => spelling.startsWith(start))) found.add(spelling);
  }
  return [...found].sort();
}

/** A spelling of several words ("nose pin") is found with any run of non-word characters between its words. */
const spellingPattern = (spelling: string) => spelling.split(" ").join(`${NOT_WORD}+`);

/** What one word matches: after the text's start or a non-word character, its beginning or a whole other spelling. */
function alternatives(word: SearchWord): string {
  const whole = word.spellings.length ? `|(${word.spellings.map(spellingPattern).join("|")})(e?s)?(${NOT_WORD}|$)` : "";
  return `(${word.starts.join("|")}${whole})`;
}

/** Finds `word` anywhere in a text (a name or a description). */
export const wordPattern = (word: SearchWord) => `(^|${NOT_WORD})${alternatives(word)}`;

/** Finds `word` at the very start of a text: a name that starts with the first word searched ranks first. */
export const leadingPattern = (word: SearchWord) => `^${alternatives(word)}`;

/** The query as JavaScript tests it, over text already lower-cased. */
export interface SearchTests {
  words: RegExp[];
  leading: RegExp | undefined;
}

export function searchTests(query: SearchQuery): SearchTests {
  const [first] = query.words;
  return {
    words: query.words.map((word) => new RegExp(wordPattern(word), "u")),
    leading: first ? new RegExp(leadingPattern(first), "u") : undefined,
  };
}
