// Zod set up for the browser: schemas are checked without compiled code. Zod probes for `new Function` the first time
// an object schema is parsed, and the shop's Content-Security-Policy (no 'unsafe-eval') reports that probe as a
// violation even though Zod catches it; jitless skips the probe. The server keeps the faster compiled checks.
import { z } from "zod";

z.config({ jitless: true });
