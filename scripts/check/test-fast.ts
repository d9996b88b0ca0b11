#!/usr/bin/env node
// The fast loop (docs/testing.md#while-working-npm-run-testfast): the checks that need no build, at once, each one's
// output printed whole when it ends, with its time. Exits non-zero when any fails.
//
//   npm run test:fast                  types, lint, jest (the postbuild's unit tests included), content check
//   tsx scripts/check/test-fast.ts --without=content   (npm test: its build runs the content check first anyway)
import { runSideBySide } from './steps';

const steps = [
  { name: 'content', label: 'content check', command: 'npx --no-install tsx scripts/check/check-content.ts' },
  { name: 'types', label: 'types', command: 'npx --no-install tsc --noEmit' },
  // The cache (node_modules/.cache) lints only the files changed since the last run.
  { name: 'lint', label: 'lint', command: 'npx --no-install eslint . --cache --cache-location node_modules/.cache/eslint/' },
  { name: 'jest', label: 'jest', command: 'npx --no-install jest' },
];

const without = new Set((process.argv.find((a) => a.startsWith('--without='))?.slice(10) ?? '').split(',').filter(Boolean));
const started = Date.now();

void runSideBySide(steps.filter((s) => !without.has(s.name))).then((results) => {
  console.log(`\ntest:fast: ${results.map((r) => `${r.label} ${r.ok ? 'passed' : 'FAILED'} (${r.seconds} s)`).join(', ')}; ${Math.round((Date.now() - started) / 1000)} s in all`);
  if (results.some((r) => !r.ok)) process.exitCode = 1;
});
