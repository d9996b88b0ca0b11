#!/usr/bin/env node
// The fast loop (docs/testing.md#while-working-npm-run-testfast): the checks that need no build, at once, each one's
// output printed whole when it ends, with its time. Exits non-zero when any fails.
//
//   npm run test:fast                  types, lint, jest (the postbuild's unit tests included), content check
//   tsx scripts/check/test-fast.ts --without=content   (npm test: its build runs the content check first anyway)
import { spawn } from 'node:child_process';

const steps = [
  { name: 'content', label: 'content check', command: ['tsx', 'scripts/check/check-content.ts'] },
  { name: 'types', label: 'types', command: ['tsc', '--noEmit'] },
  // The cache (node_modules/.cache) lints only the files changed since the last run.
  { name: 'lint', label: 'lint', command: ['eslint', '.', '--cache', '--cache-location', 'node_modules/.cache/eslint/'] },
  { name: 'jest', label: 'jest', command: ['jest'] },
];

const without = new Set((process.argv.find((a) => a.startsWith('--without='))?.slice(10) ?? '').split(',').filter(Boolean));
const started = Date.now();

void Promise.all(
  steps
    .filter((s) => !without.has(s.name))
    .map(
      (s) =>
        new Promise<{ label: string; ok: boolean; seconds: number }>((resolve) => {
          const t = Date.now();
          const child = spawn('npx', ['--no-install', ...s.command], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } });
          let output = '';
          child.stdout.on('data', (d) => (output += d));
          child.stderr.on('data', (d) => (output += d));
          child.on('close', (code) => {
            const seconds = Math.round((Date.now() - t) / 1000);
            console.log(`\n── ${s.label}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s\n${output.replace(/^npm warn Unknown user config.*\n/gm, '').trimEnd()}`);
            resolve({ label: s.label, ok: code === 0, seconds });
          });
        }),
    ),
).then((results) => {
  console.log(`\ntest:fast: ${results.map((r) => `${r.label} ${r.ok ? 'passed' : 'FAILED'} (${r.seconds} s)`).join(', ')}; ${Math.round((Date.now() - started) / 1000)} s in all`);
  if (results.some((r) => !r.ok)) process.exitCode = 1;
});
