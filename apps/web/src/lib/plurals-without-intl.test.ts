// Plurals read without Intl (decision 084): every plural message of every catalogue, compiled as the build compiles
// it (message-catalogues-plugin.ts `withoutIntl`) and asked with the values lib/messages.tsx adds, says exactly what
// Lingui's own Intl-based formatting says, in every language it is kept in, for counts that take each plural form, an
// exact case, and Indian grouping; and it does so with Intl's number and plural constructors gone.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { LANGUAGE_TAGS, type Language } from "@mayil/core/languages/languages";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withoutIntl } from "../../message-catalogues-plugin";
import { countsOf } from "./messages";

const folder = path.resolve(import.meta.dirname, "../messages");
const COUNTS = [0, 1, 2, 5, 21, 100, 1000, 123456];

/** Every message with a plural, in each language it is kept in. */
const plurals = readdirSync(folder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .flatMap((language) =>
    readdirSync(path.join(folder, language)).flatMap((file) =>
      Object.entries(JSON.parse(readFileSync(path.join(folder, language, file), "utf8")) as Record<string, string>)
        .filter(([, message]) => /,\s*plural\s*,/.test(message))
        .map(([id, message]) => ({ language: language as Language, id, message })),
    ),
  );

/** The message's arguments: a plural's get a number, the rest a string naming them. */
function valuesFor(message: string, count: number) {
  const values: Record<string, string | number> = {};
  for (const [, name, type] of message.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g))
    if (name) values[name] = type === "plural" ? count : (values[name] ?? `«${name}»`);
  return values;
}

afterEach(() => vi.unstubAllGlobals());

it("finds the catalogues' plurals, in every language", () => {
  expect(new Set(plurals.map(({ language }) => language))).toEqual(new Set(["en", "ml", "hi"]));
  expect(plurals.length).toBeGreaterThan(20);
});

describe.each(plurals)("$language $id", ({ language, id, message }) => {
  const tag = LANGUAGE_TAGS[language];

  it.each(COUNTS)("says %s as Lingui with Intl does, without Intl", (count) => {
    const values = valuesFor(message, count);
    const withIntl = setupI18n({ locale: tag, messages: { [tag]: { [id]: compileMessage(message) } } });
    const expected = withIntl._(id, values);

    const ours = setupI18n({ locale: tag, messages: { [tag]: { [id]: withoutIntl(compileMessage(message)) } } });
    const refuse = () => {
      throw new Error("Intl asked for");
    };
    vi.stubGlobal("Intl", { ...Intl, PluralRules: refuse, NumberFormat: refuse });
    expect(ours._(id, countsOf(language, values))).toBe(expected);
  });
});

describe("a plural compiled without Intl", () => {
  const say = (language: Language, message: string, count: number) => {
    const tag = LANGUAGE_TAGS[language];
    const i18n = setupI18n({ locale: tag, messages: { [tag]: { m: withoutIntl(compileMessage(message)) } } });
    return i18n._("m", countsOf(language, { count }));
  };

  it("takes an exact case before the plural form", () => {
    const message = "{count, plural, =0 {none} one {# piece} other {# pieces}}";
    expect([0, 1, 2].map((count) => say("en", message, count))).toEqual(["none", "1 piece", "2 pieces"]);
  });

  it("gives Hindi's 0 the form of 1, and Malayalam's 0 the other", () => {
    const message = "{count, plural, one {one:#} other {other:#}}";
    expect(say("hi", message, 0)).toBe("one:0");
    expect(say("ml", message, 0)).toBe("other:0");
  });

  it("writes a big count in Indian grouping", () => {
    expect(say("ml", "{count, plural, other {# കഷണങ്ങൾ}}", 123456)).toBe("1,23,456 കഷണങ്ങൾ");
  });

  it("refuses what would need Intl again", () => {
    expect(() => withoutIntl(compileMessage("{n, selectordinal, one {#st} other {#th}}"))).toThrow(/Intl/);
    expect(() => withoutIntl(compileMessage("{n, number}"))).toThrow(/Intl/);
    expect(() => withoutIntl(compileMessage("{n, plural, offset:1 one {#} other {#}}"))).toThrow(/offset/);
  });
});
