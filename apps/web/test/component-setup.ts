// Before and after every component test: the network served by the stand-in, nobody signed in, nothing left on
// the page, no spy left on the browser (window.open). (Testing Library unmounts after each test only where Vitest's globals are on; they are not here.)
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { fakeApi } from "./fake-api";

// findBy… waits for what follows a response from the network; a second is short on a machine shared with other tests.
configure({ asyncUtilTimeout: 5_000 });

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
