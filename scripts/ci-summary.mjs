// Adds up the test reports of a CI run and prints the closing line "N passed, N failed".
// Arguments: names of CI steps that failed outside the test counts (lint, build, ...).
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
let passed = 0;
let failed = 0;
// The names of the failed tests, so that the last lines of a long log say what to fix.
const failedNames = [];
for (const file of ['reports/vitest.json', 'reports/vitest-postgres.json']) {
  const report = read(file);
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const suite of report.testResults ?? []) {
      // A file that failed outside its tests (an import, a hook) counts no failed test.
      if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((t) => t.status === 'failed'))
        failedNames.push(`${file}: ${suite.name}: ${String(suite.message ?? '').split('\n')[0]}`);
      for (const test of suite.assertionResults ?? []) {
        if (test.status === 'failed') failedNames.push(`${file}: ${test.fullName}`);
      }
    }
  }
}
const e2e = read('reports/e2e.json');
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        // The first line of the last attempt's error says why (a timeout, the assertion).
        const error = test.results?.at(-1)?.error?.message ?? '';
        const why = stripVTControlCharacters(error).split('\n')[0].slice(0, 200);
        failedNames.push(`e2e: ${path} › ${spec.title}${why ? `: ${why}` : ''}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.file ?? path);
  };
  for (const suite of e2e.suites ?? []) walk(suite, suite.file ?? suite.title);
}
if (failedNames.length)
  console.log(`\n실패한 테스트:\n${failedNames.map((name) => `  - ${name}`).join('\n')}`);
const stepFailures = process.argv.slice(2);
if (stepFailures.length) console.log(`\n실패한 단계: ${stepFailures.join(', ')}`);
// Errors no test owns (an unhandled rejection, an error event) fail a run with every test passed:
// repeat them here, where the end of a long log shows them.
for (const log of ['reports/npm-test.log', 'reports/e2e.log', 'reports/postgres.log']) {
  if (!existsSync(log)) continue;
  const lines = stripVTControlCharacters(readFileSync(log, 'utf8')).split('\n');
  const start = lines.findIndex((line) => line.includes('Unhandled Error'));
  if (start >= 0) console.log(`\n${log}:\n${lines.slice(start, start + 25).join('\n')}`);
}
// A failed step that produced no test failure (lint, typecheck, build) still counts as one.
for (const step of stepFailures) {
  if (!/test|API suite/.test(step)) failed += 1;
}
if (stepFailures.length && failed === 0) failed = stepFailures.length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || stepFailures.length > 0 ? 1 : 0);
