// Malayalam and Hindi text written the one way, so a name the owner typed and a word a shopper searches for compare
// equal however their keyboards encoded them (decision 084).
//
// The same letters reach the shop in different code points: Hindi "ड़" as one code point (U+095C) or as "ड" and a
// nukta, which NFC makes one form; and Malayalam's chillu letters ("ൽ" in കമ്മൽ) as one code point, as Unicode has
// had them since 5.1 and today's keyboards type them, or as the older consonant, virama and zero-width joiner
// ("ല്‍"), which older keyboards and much text on the web still carry. Both are turned into the single code point.
// Other joiners are left where they are: a ZWNJ keeps a conjunct apart and a ZWJ makes a half form, which the
// reader sees.

/** The older chillu spellings (consonant + virama + ZWJ) and the one code point each is now. */
const OLD_CHILLUS: ReadonlyArray<readonly [string, string]> = [
  ["\u0d23\u0d4d\u200d", "\u0d7a"], // ണ് → ൺ
  ["\u0d28\u0d4d\u200d", "\u0d7b"], // ന് → ൻ
  ["\u0d30\u0d4d\u200d", "\u0d7c"], // ര് → ർ
  ["\u0d32\u0d4d\u200d", "\u0d7d"], // ല് → ൽ
  ["\u0d33\u0d4d\u200d", "\u0d7e"], // ള് → ൾ
  ["\u0d15\u0d4d\u200d", "\u0d7f"], // ക് → ൿ
];

/** `text` in NFC with Malayalam's chillu letters as single code points: "കമ്മല്‍" → "കമ്മൽ". */
export function indianScriptText(text: string): string {
  let written = text.normalize("NFC");
  if (written.includes("\u200d")) for (const [old, chillu] of OLD_CHILLUS) written = written.replaceAll(old, chillu);
  return written;
}
