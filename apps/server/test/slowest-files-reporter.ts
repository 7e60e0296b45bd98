// At the end of CI's Vitest run: the fifteen test files that took longest, hooks (a shop started per file) and
// imports included, so a CI log says where the time went when the suite creeps past its 45-minute aim
// (docs/running.md, CI time). Vitest's JSON report counts only the tests' own time, which hid the shops' start-ups.
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const SHOWN = 15;

export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const files = testModules
      .map((testModule) => {
        const took = testModule.diagnostic();
        const seconds = (took.duration + took.collectDuration + took.setupDuration + took.prepareDuration) / 1000;
        return { file: path.relative(repoRoot, testModule.moduleId), seconds };
      })
      .sort((a, b) => b.seconds - a.seconds);
    if (files.length < 2) return;
    const total = files.reduce((sum, one) => sum + one.seconds, 0);
    const lines = files.slice(0, SHOWN).map((one) => `  ${one.seconds.toFixed(1).padStart(6)} s  ${one.file}`);
    console.log(`\nThe slowest of ${files.length} test files (${Math.round(total)} s in all, two at a time):`);
    console.log(lines.join("\n"));
  }
}
