// Adds up the vitest JSON reports of one `npm test` into a single closing line.
import { existsSync, readFileSync } from 'node:fs';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let missing = [];
for (const name of ['domain', 'web', 'api', 'e2e']) {
  const file = `${dir}/${name}.json`;
  if (!existsSync(file)) {
    missing.push(name);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
if (missing.length) console.log(`\nNo report from: ${missing.join(', ')} (that step failed before testing)`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || missing.length > 0 || passed === 0 ? 1 : 0);
