// The shop's search spellings over the owner's API (/api/owner/search-spellings): groups of words shoppers use for
// the same thing ("earring", "earing"), so a search for any of them finds the others (decision 030).
import { z } from "zod";
import { recordIdFromText } from "./record-id";

export const MIN_SPELLING_LENGTH = 2;
export const MAX_SPELLING_LENGTH = 30;
export const MAX_WORDS_PER_SPELLING_GROUP = 20;
/**
 * Every search reads all the groups, and every process keeps them in memory: at most this many (some 300 KB of words
 * at the very most), far more than a shop's jewellery words need.
 */
export const MAX_SPELLING_GROUPS = 500;

/** One word: letters (Malayalam's vowel signs included) or digits, as search splits a shopper's text into words. */
const SPELLING = /^[\p{L}\p{M}\p{N}]+$/u;

const spellingWord = z
  .string({ error: "Each spelling must be a word" })
  .trim()
  .toLowerCase()
  .min(MIN_SPELLING_LENGTH, { error: `Each spelling needs at least ${MIN_SPELLING_LENGTH} letters` })
  .max(MAX_SPELLING_LENGTH, { error: `Each spelling can be at most ${MAX_SPELLING_LENGTH} letters` })
  .refine((word) => SPELLING.test(word), {
    error: (issue) => `“${String(issue.input).trim()}” is not one word: use letters or digits only, no spaces`,
  });

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
    words: z.array(z.string()).describe("Lower-case words that mean the same to a shopper"),
  })
  .meta({ id: "SpellingGroup" });
export type SpellingGroup = z.infer<typeof spellingGroupSchema>;

export const spellingGroupsResponseSchema = z.object({ groups: z.array(spellingGroupSchema) });
export const spellingGroupBodySchema = z.object({ words: spellingWordsSchema });
export type SpellingGroupBody = z.input<typeof spellingGroupBodySchema>;
export const spellingGroupParamsSchema = z.object({ id: recordIdFromText("id") });
