// The shop's search spellings over the owner's API (/api/owner/search-spellings): groups of words shoppers use for
// the same thing ("earring", "earing"), so a search for any of them finds the others (decision 030).
import { z } from "zod";
import { recordIdFromText } from "../api/record-id";
import { indianScriptText } from "../text/indian-script-text";
import { text } from "../text/well-formed-text";

export const MIN_SPELLING_LENGTH = 2;
export const MAX_SPELLING_LENGTH = 30;
export const MAX_WORDS_PER_SPELLING_GROUP = 20;
/**
 * Every search reads all the groups, and every process keeps them in memory: at most this many (some 300 KB of words
 * at the very most), far more than a shop's jewellery words need.
 */
export const MAX_SPELLING_GROUPS = 500;

/** Words in one spelling at most: "nose pin", "maang tikka", "nose ring stud". */
export const MAX_WORDS_PER_SPELLING = 3;

/**
 * One spelling: a word of letters (Malayalam's vowel signs included) or digits, as search splits a shopper's text
 * into words, or up to three such words separated by one space ("nose pin": a piece named "Ruby Nose Pin" is found
 * for "mookuthi" only by both words together).
 */
const SPELLING = new RegExp(`^[\\p{L}\\p{M}\\p{N}]+( [\\p{L}\\p{M}\\p{N}]+){0,${MAX_WORDS_PER_SPELLING - 1}}$`, "u");

const spellingWord = text({ error: "Each spelling must be a word" })
  .trim()
  .toLowerCase()
  // Malayalam and Hindi written the one way search compares them (NFC, one-code-point chillus).
  .transform((spelling) => indianScriptText(spelling.replace(/\s+/g, " ")))
  .pipe(
    text()
      .min(MIN_SPELLING_LENGTH, { error: `Each spelling needs at least ${MIN_SPELLING_LENGTH} letters` })
      .max(MAX_SPELLING_LENGTH, { error: `Each spelling can be at most ${MAX_SPELLING_LENGTH} letters` })
      .refine((spelling) => SPELLING.test(spelling), {
        error: (issue) =>
          `“${String(issue.input)}” is not a spelling: use letters or digits, at most ${MAX_WORDS_PER_SPELLING} words`,
      }),
  );

export const spellingWordsSchema = z
  .array(spellingWord, { error: "Words must be a list of words" })
  .transform((words) => [...new Set(words)])
  .refine((words) => words.length >= 2, { error: "A group needs at least two different spellings" })
  .refine((words) => words.length <= MAX_WORDS_PER_SPELLING_GROUP, {
    error: `A group can have at most ${MAX_WORDS_PER_SPELLING_GROUP} spellings`,
  });

export const spellingGroupSchema = z
  .object({
    id: z.number().int(),
    words: z
      .array(text())
      .describe(
        "Lower-case spellings that mean the same to a shopper: a word, or up to three words separated by a space",
      ),
  })
  .meta({ id: "SpellingGroup" });
export type SpellingGroup = z.infer<typeof spellingGroupSchema>;

export const spellingGroupsResponseSchema = z.object({ groups: z.array(spellingGroupSchema) });
export const spellingGroupBodySchema = z.object({ words: spellingWordsSchema });
export type SpellingGroupBody = z.input<typeof spellingGroupBodySchema>;
export const spellingGroupParamsSchema = z.object({ id: recordIdFromText("id") });
