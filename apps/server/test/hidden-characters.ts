// The characters once accepted in single-line fields (decision 040): each can start a new line, or hide, inside a
// message the shop sends from its own WhatsApp. Every form, and the products spreadsheet, must refuse each one.

export const HIDDEN_CHARACTERS: [name: string, character: string][] = [
  ["NUL (U+0000)", "\u0000"],
  ["line feed (U+000A)", "\n"],
  ["carriage return (U+000D)", "\r"],
  ["tab (U+0009)", "\t"],
  ["NEL (U+0085)", "\u0085"],
  ["line separator (U+2028)", "\u2028"],
  ["paragraph separator (U+2029)", "\u2029"],
  ["zero-width space (U+200B)", "\u200b"],
  ["zero-width non-joiner (U+200C)", "\u200c"],
  ["zero-width joiner (U+200D)", "\u200d"],
  ["left-to-right mark (U+200E)", "\u200e"],
  ["right-to-left mark (U+200F)", "\u200f"],
  ["Arabic letter mark (U+061C)", "\u061c"],
  ["byte order mark (U+FEFF)", "\ufeff"],
  ["right-to-left override (U+202E)", "\u202e"],
];

/** Whether the text holds any of them (or any other control, format or separator character). */
export const holdsHiddenCharacter = (text: string) => /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(text.replaceAll("\n", ""));

/** A line break is a multi-line field's own: only the other characters are tried there. */
export const hiddenCharactersFor = (multiline: boolean) =>
  HIDDEN_CHARACTERS.filter(([, character]) => !multiline || (character !== "\n" && character !== "\r"));
