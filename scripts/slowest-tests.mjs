// Prints the test files that took longest in Vitest's JSON report (test-results/vitest.json, written by .ci/run), so
// a CI log says where its time went when the suite creeps past its 45-minute aim (docs/running.md, CI time).
import { readFileSync } from "node:fs";
import path from "node:path";

const report = JSON.parse(readFileSync(process.argv[2] ?? "test-results/vitest.json", "utf8"));
const files = report.testResults
  .map((file) => ({ name: path.relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000 }))
  .sort((a, b) => b.seconds - a.seconds);
const total = files.reduce((sum, file) => sum + file.seconds, 0);
console.log(
  `${report.numPassedTests} passed, ${report.numFailedTests} failed; ${files.length} files, ${Math.round(total)} s in all (two at a time)`,
);
console.log("The slowest files:");
for (const file of files.slice(0, 15)) console.log(`  ${file.seconds.toFixed(1).padStart(6)} s  ${file.name}`);
