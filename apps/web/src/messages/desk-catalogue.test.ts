// The desk's catalogue (decision 084): in the desk's languages only, every English message in Malayalam with the same
// placeholders, so a switch never shows an id or loses an amount.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DESK_LANGUAGES, LANGUAGES } from "@mayil/core/languages/languages";
import { describe, expect, it } from "vitest";

const here = path.dirname(new URL(import.meta.url).pathname);
const catalogueOf = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(here, language, "desk.json"), "utf8"));
/** A message's placeholders by name: "{amount} still owed" → ["amount"]; a plural's `#` is its own count. */
const placeholders = (message: string) => [...new Set([...message.matchAll(/\{(\w+)/g)].map((m) => m[1]))].sort();

describe("the desk's catalogue", () => {
  it("is in the desk's languages and in no other", () => {
    const withDesk = LANGUAGES.filter((language) => readdirSync(path.join(here, language)).includes("desk.json"));
    expect(withDesk).toEqual([...DESK_LANGUAGES]);
  });

  it("has every English message in Malayalam, with the same placeholders, none left in English", () => {
    const english = catalogueOf("en");
    const malayalam = catalogueOf("ml");
    expect(Object.keys(malayalam).sort()).toEqual(Object.keys(english).sort());
    for (const [id, message] of Object.entries(english)) {
      expect({ id, placeholders: placeholders(malayalam[id] ?? "") }).toEqual({
        id,
        placeholders: placeholders(message),
      });
      // Malayalam letters in each (a message copied over untranslated would have none).
      expect({ id, malayalam: /[\u0D00-\u0D7F]/.test(malayalam[id] ?? "") }).toEqual({ id, malayalam: true });
    }
  });
});
