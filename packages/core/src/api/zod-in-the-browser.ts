// Zod as the storefront's browser build sees it (apps/web/vite.config.ts points `zod` here): the same Zod, set up
// to check schemas without compiled code. Zod probes for `new Function` the first time an object schema is parsed,
// and the shop's Content-Security-Policy (no 'unsafe-eval') reports that probe as a violation even though Zod
// catches it; jitless skips the probe. The server keeps the faster compiled checks.
//
// Here rather than imported by the app's entry: whichever chunk first needs Zod runs this first, and Zod stays out
// of the app's first file (about 20 KB compressed), in the chunks of the pages and dialogs that check input.
import { config } from "zod/v4/core";

export * from "zod/v4";

config({ jitless: true });
