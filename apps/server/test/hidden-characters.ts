// The characters once accepted in single-line fields (decisions 040 and 064): each can start a new line, or hide, or
// pad a line out of sight, inside a message the shop sends from its own WhatsApp. Every form, and the products
// spreadsheet, must refuse each one. The joiners are tried between Latin letters, where no script needs them.

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
  ["Hangul filler (U+3164)", "\u3164"],
  ["halfwidth Hangul filler (U+FFA0)", "\uffa0"],
  ["private use (U+E000)", "\ue000"],
  ["supplementary private use (U+F0000)", "\u{f0000}"],
  ["tag letter A (U+E0041)", "\u{e0041}"],
];

/** Half of a surrogate pair, alone: JSON can carry it, PostgreSQL cannot keep it (decision 064). */
export const LONE_SURROGATES: [name: string, character: string][] = [
  ["lone high surrogate (U+D800)", "\ud800"],
  ["lone low surrogate (U+DFFF)", "\udfff"],
];

/** Whether the text holds any of them (or any other control, format, separator, private-use or ignorable character,
 * or U+FFFD, what a database keeps in place of half a character). */
export const holdsHiddenCharacter = (text: string) =>
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\p{Default_Ignorable_Code_Point}\ufffd]/u.test(text.replaceAll("\n", ""));

/** A line break is a multi-line field's own: only the other characters are tried there. */
export const hiddenCharactersFor = (multiline: boolean) =>
  HIDDEN_CHARACTERS.filter(([, character]) => !multiline || (character !== "\n" && character !== "\r"));
