// At the end of `npm test`'s API tests: which suites were skipped and why, with what to set to run them. Without it
// the PostgreSQL and Redis suites skipped without a word, and a green run on a laptop read like a green CI run.
import path from "node:path";
import type { Reporter, TestModule, Vitest } from "vitest/node";
import { untestedHere } from "./test-env";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

export default class SkippedSuitesReporter implements Reporter {
  /** A run narrowed by test name (-t) skips everything else on purpose: nothing to report then. */
  private narrowedByName = false;

  onInit(vitest: Vitest) {
    this.narrowedByName = Boolean(vitest.config.testNamePattern);
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    if (this.narrowedByName) return;
    const skipped = new Map<string, Map<string, number>>();
    for (const testModule of testModules) {
      for (const testCase of testModule.children.allTests("skipped")) {
        const file = path.relative(repoRoot, testModule.moduleId);
        // The outermost suite names what was skipped ("rate limits in Redis"); a test outside any suite names itself.
        let suite = testCase.parent;
        while (suite.type === "suite" && suite.parent.type === "suite") suite = suite.parent;
        const name = suite.type === "suite" ? suite.name : testCase.name;
        const suites = skipped.get(file) ?? new Map<string, number>();
        suites.set(name, (suites.get(name) ?? 0) + 1);
        skipped.set(file, suites);
      }
    }
    // The servers matter only to the server's tests: a run of the core package's alone needs no word about them.
    const serverTestsRan = testModules.some((testModule) => testModule.moduleId.includes("/apps/server/"));
    if (skipped.size === 0 && !serverTestsRan) return;
    if (skipped.size === 0 && untestedHere.length === 0) return;
    const lines = ["", "Not tested in this run (.ci/run tests everything):"];
    for (const { what, because, fix } of serverTestsRan ? untestedHere : [])
      lines.push(`  ${what}: ${because}; to run them, ${fix}.`);
    if (skipped.size > 0) {
      lines.push("  Skipped suites (each file's describe.runIf / skipIf says on what it waits):");
      for (const [file, suites] of [...skipped].sort(([a], [b]) => a.localeCompare(b))) {
        for (const [name, count] of suites) lines.push(`    ${file}: ${name} (${count} test${count === 1 ? "" : "s"})`);
      }
    }
    console.log(lines.join("\n"));
  }
}
