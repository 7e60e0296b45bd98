// Starts the built shop for the browser tests (PORT, DATA_DIR and the rest come from the Playwright config, or the
// web benchmark).
// Builds first when a source changed after the last build (or there is none), so the tests see the code as it is.
import { buildIfStale } from "../scripts/build-if-stale.mjs";

buildIfStale();
await import("../apps/server/dist/main.js");
