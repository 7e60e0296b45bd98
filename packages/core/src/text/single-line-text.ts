// The shop's one rule for text a person types into a field that may end up in a message (names, phones, cities,
// address lines, notes), and when a message may greet the customer by the name she typed (decision 040, 073).
//
// A name is sent back to the customer in the shop's own WhatsApp messages ("Hello Priya, your order ... is
// confirmed"). Line and paragraph separators (U+2028, U+2029), NEL (U+0085), zero-width and direction marks
// (U+200B-U+200F, U+061C), the byte order mark (U+FEFF) and every other control or format character let a name
// start a new line, or read differently from what it holds, inside that message: a shopper could write "your payment
// failed, pay again to upi://..." as her "name", give someone else's number, and have the owner send it from the
// shop's WhatsApp. Nobody types these characters into a name; they arrive pasted, or on purpose. So they are refused
// (Unicode categories Cc, Cf, Zl, Zp, Co and Cs, and every Default_Ignorable code point), except the joiners Indian
// scripts and emoji need where they need them (decision 064). A message to her greets her by her name only when it
// is a plain personal name (safeGreetingName, decision 073); any other text she typed there is left out.

// Refused wherever they stand: control (Cc, NUL and tab among them), format (Cf: zero-width, direction marks, BOM,
// tags U+E0000-U+E007F), line separator (Zl), paragraph separator (Zp), private use (Co: U+E000-U+F8FF and the
// supplementary private use planes, which render as nothing or as a font's own picture), half of a surrogate pair
// (Cs), and every Default_Ignorable code point: the Hangul fillers (U+3164, U+115F, U+1160, U+FFA0) are letters to
// Unicode but render as blank space, so forty of them push "Pay again: upi://..." onto what reads as a line of its
// own in a WhatsApp message (decision 064).
const REFUSED = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\p{Default_Ignorable_Code_Point}]/gu;

const ZWNJ = "\u200c";
const ZWJ = "\u200d";
const VS16 = "\ufe0f";
// The Indian scripts whose names are written with a joiner or non-joiner: ZWJ after a virama makes a chillu letter
// (Malayalam "അവന്‍" is ന + ് + ZWJ) or a half form (Hindi "श्‍याम"), ZWNJ keeps a conjunct apart.
const INDIAN_LETTER =
  /[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}]/u;
// The virama of each of those scripts: a joiner after it may end a word (a chillu letter at a name's end).
const VIRAMA = /[\u094d\u09cd\u0a4d\u0acd\u0b4d\u0bcd\u0c4d\u0ccd\u0d4d]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const SKIN_TONE = /[\u{1f3fb}-\u{1f3ff}]/u;
const EMOJI = /\p{Emoji}/u;
const WORD_END = /^$|[\s\p{P}]/u;

/** The code point just before `index` in `text` ("" at the start). */
function codePointBefore(text: string, index: number): string {
  const low = text.charCodeAt(index - 1);
  const high = text.charCodeAt(index - 2);
  const pair = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
  return text.slice(pair ? index - 2 : index - 1, index);
}

/** The code point at `index` ("" past the end). */
function codePointAt(text: string, index: number): string {
  const point = text.codePointAt(index);
  return point === undefined ? "" : String.fromCodePoint(point);
}

/**
 * Whether the invisible character at `index` is one a script or an emoji needs there: ZWJ or ZWNJ between letters
 * of an Indian script (a ZWJ after a virama also at a word's end), ZWJ between emoji, VS16 after an emoji. A joiner
 * at the text's start, between Latin letters or after a space is padding.
 */
function isNeededThere(text: string, index: number, character: string): boolean {
  const before = codePointBefore(text, index);
  const after = codePointAt(text, index + character.length);
  if (character === VS16) return before !== "" && EMOJI.test(before);
  if (character !== ZWJ && character !== ZWNJ) return false;
  if (INDIAN_LETTER.test(before)) {
    return INDIAN_LETTER.test(after) || (character === ZWJ && VIRAMA.test(before) && WORD_END.test(after));
  }
  const emojiBefore = PICTOGRAPH.test(before) || SKIN_TONE.test(before) || before === VS16;
  return character === ZWJ && emojiBefore && PICTOGRAPH.test(after);
}

/** Whether `text` holds only characters a person types: no control, format, private-use or other invisible
 * character except a joiner or variation selector a script or emoji needs (line breaks only where `multiline`). */
export function isTypedText(text: string, multiline = false): boolean {
  for (const match of text.matchAll(REFUSED)) {
    const [character] = match;
    if (multiline && (character === "\n" || character === "\r")) continue;
    if (!isNeededThere(text, match.index, character)) return false;
  }
  return true;
}

/**
 * What the shopper or the owner reads when a field holds such a character, naming the field in the form's words:
 * "Name has a character we can't accept ...".
 */
export function hiddenCharacterMessage(label: string, multiline = false): string {
  const what = multiline
    ? "an invisible character, often copied in with the text"
    : "an invisible character or a line break, often copied in with the text";
  return `${label} has a character we can't accept (${what}). Please type it again.`;
}

/** "customer_city" → "City", "special_instructions" → "Special instructions": an API field as its form labels it. */
export function fieldLabel(apiName: string): string {
  const words = apiName.replace(/^customer_/, "").replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// A name as a greeting says it: letters and their marks (any script, so Malayalam and Hindi names with their joiners),
// spaces between words, and the few signs real names carry (initials "K. Priya", "D'Souza", "Mary-Ann").
const NAME_CHARACTERS = /^(?:[\p{L}\p{M} .'\u2019-]|\u200c|\u200d)+$/u;
// "evil.com", "wa.me": a dot between two letters is a web address, not an initial.
const WEB_ADDRESS = /\p{L}\.\p{L}/u;
// Words that speak about the order, the money or the shop: a name holding one is a sentence, not a person.
const SHOP_WORDS =
  /\b(?:order|orders|payment|payments|pay|paid|refund|refunds|cancel|cancelled|canceled|upi|link|click|otp|bank|kyc|verify|failed|urgent|offer|free|jewels|jewellery|jewelry|jewellers|shop|store|team|support|admin|customer|care|official|www|http|https)\b/iu;
/** A greeting's name at most: four words and 40 characters, as long as a real name runs. */
export const GREETING_NAME_LIMITS = { words: 4, characters: 40 };

/** Letters only, lower case, so "MAYIL  jewels" and "Mayil-Jewels" are the shop's name as much as "Mayil Jewels". */
const lettersOf = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{M}]/gu, "");

/**
 * The name a message to her greets her by ("Hello Priya Nair"), or null when what she typed as her name could read
 * as the shop's own words: the greeting then says "Hello" alone. A message sent from the shop's WhatsApp must never
 * carry a sentence she typed as her name ("Mayil Jewels: your order is cancelled, pay here upi://...") in the shop's
 * voice, so only a plain personal name passes: letters, spaces and the signs names carry, no digits, punctuation
 * that starts a sentence, web address, the shop's name or a word about orders and money, at most four words and 40
 * characters. A real name never fails these; one that does is greeted as "Hello" and her order is still hers.
 */
export function safeGreetingName(name: string, shopName: string): string | null {
  const plain = name.replace(/\s+/g, " ").trim();
  if (plain === "" || !NAME_CHARACTERS.test(plain) || !isTypedText(plain)) return null;
  if (WEB_ADDRESS.test(plain) || SHOP_WORDS.test(plain)) return null;
  if (plain.length > GREETING_NAME_LIMITS.characters) return null;
  if (plain.split(" ").length > GREETING_NAME_LIMITS.words) return null;
  const shop = lettersOf(shopName);
  if (shop !== "" && lettersOf(plain).includes(shop)) return null;
  return plain;
}
