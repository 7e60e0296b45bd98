// The desk's catalogue (decision 084) is kept in the desk's languages only: English and Malayalam, no Hindi desk.
// That each of its messages is whole in Malayalam is checked with every catalogue's (lib/message-catalogues.test.ts).
import { readdirSync } from "node:fs";
import path from "node:path";
import { DESK_LANGUAGES, LANGUAGES } from "@mayil/core/languages/languages";
import { expect, it } from "vitest";

it("the desk's catalogue is in the desk's languages and in no other", () => {
  const withDesk = LANGUAGES.filter((language) =>
    readdirSync(path.join(import.meta.dirname, language)).includes("desk.json"),
  );
  expect(withDesk).toEqual([...DESK_LANGUAGES]);
});
