// The translations stay whole (decision 084): every catalogue has every English message's id in every language it is
// kept in, each message is valid ICU MessageFormat, keeps the English one's placeholders, plural arguments and element
// tags (a dropped {count} or <0> would lose a number or a link), and is written in its language's script, not left
// in English.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";

const folder = path.resolve(import.meta.dirname, "../messages");
const read = (language: string, area: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(folder, language, `${area}.json`), "utf8"));

const areas = readdirSync(path.join(folder, "en")).map((file) => file.replace(/\.json$/, ""));
/** The desk is kept in English and Malayalam only (the owner's choice); every storefront area in all three. */
const languagesOf = (area: string) => (area.startsWith("desk") ? ["ml"] : ["ml", "hi"]);

/** What a translation must keep of a message: its arguments (with their type) and its element tags. */
function shapeOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (compiled: unknown): void => {
    if (!Array.isArray(compiled)) return;
    for (const token of compiled) {
      if (!Array.isArray(token)) continue;
      const [name, type, cases] = token as [string, string | undefined, Record<string, unknown> | undefined];
      found.add(`{${name}${type ? `, ${type}` : ""}}`);
      if (cases && typeof cases === "object") for (const value of Object.values(cases)) walk(value);
    }
  };
  walk(compileMessage(message));
  for (const tag of message.match(/<\/?\d+\/?>/g) ?? []) found.add(tag);
  return [...found].sort();
}

const SCRIPT: Record<string, RegExp> = { ml: /[\u0D00-\u0D7F]/, hi: /[\u0900-\u097F]/ };
/** Letters of a message outside its placeholders: a message of only "{count}" or "₹{amount}" has none to translate. */
const hasWords = (message: string) =>
  /[A-Za-z]{2,}/.test(message.replace(/\{[^{}]*\}/g, "").replace(/<\/?\d+\/?>/g, ""));

describe.each(areas)("the %s catalogue", (area) => {
  const english = read("en", area);

  it("is valid ICU in English, every plural with its 'other' case", () => {
    for (const [id, message] of Object.entries(english)) {
      expect(() => compileMessage(message), id).not.toThrow();
      for (const plural of message.matchAll(/\{\s*\w+\s*,\s*plural\s*,/g))
        expect(message.slice(plural.index), id).toMatch(/other\s*\{/);
    }
  });

  it.each(languagesOf(area))("has every message in %s, with the same placeholders, in its script", (language) => {
    const translated = read(language, area);
    expect(Object.keys(translated).sort(), `${language}/${area}.json ids`).toEqual(Object.keys(english).sort());
    for (const [id, message] of Object.entries(english)) {
      const translation = translated[id] ?? "";
      expect(translation.trim(), `${language} ${id} is empty`).not.toBe("");
      expect(() => compileMessage(translation), `${language} ${id}`).not.toThrow();
      expect(shapeOf(translation), `${language} ${id} keeps the placeholders and tags`).toEqual(shapeOf(message));
      if (hasWords(message)) expect(translation, `${language} ${id} is in its script`).toMatch(SCRIPT[language] ?? /./);
    }
  });
});

describe("the check itself", () => {
  it("tells a dropped placeholder, a lost tag and an English leftover apart from a good translation", () => {
    expect(shapeOf("{count, plural, one {# item} other {# items}}")).toEqual(["{count, plural}"]);
    expect(shapeOf("Read our <0>policy</0>, {name}")).toEqual(["</0>", "<0>", "{name}"]);
    expect(shapeOf("നയം വായിക്കുക")).not.toEqual(shapeOf("Read our <0>policy</0>"));
    expect(hasWords("₹{amount}")).toBe(false);
    expect(hasWords("Cart, {count}")).toBe(true);
  });
});
