// The shop's one rule for text a person types into a field that may end up in a message (names, phones, cities,
// address lines, notes), and how a message quotes what the customer typed (decision 040).
//
// A name is sent back to the customer in the shop's own WhatsApp messages ("Hello Priya, your order ... is
// confirmed"). Line and paragraph separators (U+2028, U+2029), NEL (U+0085), zero-width and direction marks
// (U+200B-U+200F, U+061C), the byte order mark (U+FEFF) and every other control or format character let a name
// start a new line, or read differently from what it holds, inside that message: a shopper could write "your payment
// failed, pay again to upi://..." as her "name", give someone else's number, and have the owner send it from the
// shop's WhatsApp. Nobody types these characters into a name; they arrive pasted, or on purpose. So they are refused
// (Unicode categories Cc, Cf, Zl and Zp), and what the customer typed is quoted in every message to her.

// Control (Cc, NUL and tab among them), format (Cf: zero-width, direction marks, BOM), line separator (Zl),
// paragraph separator (Zp).
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
// A multi-line field (an address's street lines, special instructions) keeps its line breaks, and only those.
const HIDDEN_CHARACTER_EXCEPT_NEWLINE = /(?![\r\n])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** Whether `text` holds only characters a person types: no control, format or separator character (line breaks only
 * where `multiline`). */
export function isTypedText(text: string, multiline = false): boolean {
  return !(multiline ? HIDDEN_CHARACTER_EXCEPT_NEWLINE : HIDDEN_CHARACTER).test(text);
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

// Quotes inside the name become apostrophes, so the name cannot close its own quotes and go on in the shop's voice.
const QUOTES = /["\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]/g;

/**
 * The customer's name as a message to her quotes it: “Priya”. Whatever she typed then reads as the name she gave,
 * never as the shop's own words.
 */
export function quotedName(name: string): string {
  return `\u201c${name.replace(QUOTES, "'").trim()}\u201d`;
}
