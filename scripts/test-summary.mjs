// Adds up the vitest JSON reports of one `npm test` into a single closing line.
import { existsSync, readFileSync } from 'node:fs';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let missing = [];
// Browser journeys get one second try (e2e/vitest.config.ts); a test that needed it is named here,
// so a journey that only passes sometimes is seen, not hidden.
const secondTry = [];
for (const name of ['domain', 'web', 'api', 'e2e']) {
  const file = `${dir}/${name}.json`;
  if (!existsSync(file)) {
    missing.push(name);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'passed' && test.failureMessages.length > 0) {
        const why = test.failureMessages[0].split('\n')[0].slice(0, 200);
        secondTry.push(`${file.name.replace(/^.*\/src\//, '')} > ${test.fullName}\n    first try: ${why}`);
      }
    }
  }
}
if (secondTry.length) {
  console.log(`\nPassed on the second try (${secondTry.length}):`);
  for (const name of secondTry) console.log(`  ${name}`);
}
if (missing.length) console.log(`\nNo report from: ${missing.join(', ')} (that step failed before testing)`);
console.log(`\ntests: ${passed} passed (${secondTry.length} on a second try), ${failed} failed`);
process.exit(failed > 0 || missing.length > 0 || passed === 0 ? 1 : 0);
