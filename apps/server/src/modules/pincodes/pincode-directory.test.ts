// What the PIN code directory costs the shop's process once read (decision 041, memory at rest): its heap
// and its resident memory, measured after full garbage collections so that only what it keeps counts. The
// lookups themselves are tested over HTTP in test/users/pincodes.test.ts.
import { readFile } from "node:fs/promises";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { expect, it } from "vitest";
import { directoryLinesFromData } from "./pincode-data";
import { PincodeDirectory } from "./pincode-directory";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const MB = 1024 * 1024;

/** Each test's directory, kept to the end: one collected during the next test would count against that test. */
const kept: PincodeDirectory[] = [];

/** Heap used and resident memory once everything unreachable is collected. */
function settled(): { heap: number; resident: number } {
  gc();
  gc();
  return { heap: process.memoryUsage().heapUsed, resident: process.memoryUsage().rss };
}

/** Reads the directory and checks what it holds and what reading it cost the process. */
async function expectReadInLittleMemory(directory: PincodeDirectory) {
  kept.push(directory);
  const before = settled();
  const places = await directory.places();
  const after = settled();

  expect(places.size).toBeGreaterThan(19_000);
  expect(await directory.lookup("695004")).toMatchObject({ city: "Thiruvananthapuram", state: "Kerala" });
  // A map of arrays per PIN held about 10 MB; the package's own indexes about 175 MB.
  expect((after.heap - before.heap) / MB).toBeLessThan(6);
  // Reading it in a worker thread left the process about 130 MB larger for good.
  expect((after.resident - before.resident) / MB).toBeLessThan(40);
}

it("worked out from the package's data, keeps India Post's 19,500 PINs in under 6 MB of heap, and reading them leaves the process under 40 MB larger", async () => {
  await expectReadInLittleMemory(new PincodeDirectory());
});

it("reads the build's file when there is one: exactly the directory the package's data gives, in as little memory", async () => {
  // The unit tests' global setup builds the server when a source is newer than its build.
  const builtFile = new URL("../../../dist/pincodes.txt", import.meta.url);
  await expectReadInLittleMemory(new PincodeDirectory(builtFile));
  expect(await readFile(builtFile, "utf8")).toBe(await directoryLinesFromData());
});
