// The desk's catalogues (decision 084) is kept in the desk's languages only: English and Malayalam, no Hindi desk.
// That each of its messages is whole in Malayalam is checked with every catalogue's (lib/message-catalogues.test.ts).
import { readdirSync } from "node:fs";
import path from "node:path";
import { DESK_LANGUAGES, LANGUAGES } from "@mayil/core/languages/languages";
import { expect, it } from "vitest";

const DESK_PARTS = ["desk.json", "desk-orders.json", "desk-catalogue.json", "desk-more.json"];

it.each(DESK_PARTS)("the desk's catalogue %s is in the desk's languages and in no other", (part) => {
  const withPart = LANGUAGES.filter((language) => readdirSync(path.join(import.meta.dirname, language)).includes(part));
  expect(withPart).toEqual([...DESK_LANGUAGES]);
});

it("every desk catalogue is one of its named parts", () => {
  const parts = new Set(LANGUAGES.flatMap((language) => readdirSync(path.join(import.meta.dirname, language))));
  expect([...parts].filter((file) => file.startsWith("desk")).sort()).toEqual([...DESK_PARTS].sort());
});
