// Prints one closing line for CI from the Vitest and Playwright JSON reports: "N passed, N failed, N skipped".
import { readFileSync } from "node:fs";

const read = (file) => JSON.parse(readFileSync(file, "utf8"));
const unit = read("test-results/vitest.json");
const e2e = read("test-results/playwright.json");

const passed = unit.numPassedTests + e2e.stats.expected;
const failed = unit.numFailedTests + e2e.stats.unexpected + e2e.stats.flaky;
const skipped = unit.numPendingTests + unit.numTodoTests + e2e.stats.skipped;
console.info(`unit and integration: ${unit.numPassedTests} passed; browser: ${e2e.stats.expected} passed`);
console.info(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
