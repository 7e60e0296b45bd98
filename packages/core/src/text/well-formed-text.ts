// The one rule every text field of the API follows, the shopper's and the owner's alike: the text is well-formed
// Unicode. A JSON string may carry half of a UTF-16 surrogate pair ("\ud800") on its own; PostgreSQL refuses it in a
// JSON value (a 500 where an event's details hold it) and its text columns store U+FFFD in its place, so what the
// shop kept is not what was sent. No keyboard types half a character: it is refused as a 400 naming the field
// (decision 064). Every string in a request schema is built with `text()`; a test walks the contract for any that
// is not (packages/core/src/api/request-text.test.ts).
import { z } from "zod";

// With the u flag a lone surrogate is one code point of category Cs; a well-formed pair is its own code point.
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether `text` is well-formed Unicode: no half of a surrogate pair alone. */
export const isWellFormedText = (text: string): boolean => !LONE_SURROGATE.test(text);

/**
 * The refusal's words after the field's name. zod's check cannot know which field it sits in, so the server's error
 * handler puts the field's label in front ("Reference has a broken character …"), as it does for zod's own messages.
 */
export const BROKEN_CHARACTER =
  "has a broken character (half of a character, often from text cut mid-way). Please type it again.";

/** A string field of a request: `z.string(params)` that refuses a lone surrogate before any other check. */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).check(z.refine(isWellFormedText, { error: BROKEN_CHARACTER, abort: true }));
