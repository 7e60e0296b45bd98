// Before and after every component test: the network served by the stand-in, nobody signed in, nothing left on
// the page, no spy left on the browser (window.open). (Testing Library unmounts after each test only where Vitest's globals are on; they are not here.)

import { DESK_LANGUAGES, LANGUAGES } from "@mayil/core/languages/languages";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { loadDeskMessages } from "../src/lib/desk/desk-messages";
import { loadMessages, MESSAGE_AREAS } from "../src/lib/messages";
import { fakeApi } from "./fake-api";

// findBy… waits for what follows a response from the network; a second is short on a machine shared with other tests.
configure({ asyncUtilTimeout: 5_000 });

// Every catalogue in every language, as the server's render has them: a test renders in whichever it names.
// The desk's own catalogue too, in the desk's languages: its pieces are rendered in the shop's frame here.
beforeAll(() =>
  Promise.all([
    ...LANGUAGES.map((language) => loadMessages(language, MESSAGE_AREAS)),
    ...DESK_LANGUAGES.map(loadDeskMessages),
  ]),
);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fakeApi.start();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  fakeApi.stop();
});
