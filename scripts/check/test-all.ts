#!/usr/bin/env node
// `npm test` (docs/testing.md#everything-npm-test): every check, with two full builds: the site the
// end-to-end tests open (build:e2e) and the fixture site (e2e/fixture-site.run.ts: the editor's new
// entries, uploaded photos and hostile content). Steps that share nothing run side by side; each
// one's time is printed, and a table of them at the end. Stops at the first failed step.
//
//   npm test
import { runSideBySide, runStep, type Step, type StepResult } from './steps';

/** A step, or steps run side by side: they read what the steps before wrote and write nothing another reads. */
const plan: (Step | Step[])[] = [
  // The fast loop without the content check: the build runs it first anyway.
  { label: 'types, lint, jest', command: 'npx --no-install tsx scripts/check/test-fast.ts --without=content' },
  // Installed once here, so the steps below never run the package manager side by side.
  { label: 'browsers, nginx', command: 'bash scripts/setup/ensure-chromium.sh && bash scripts/setup/ensure-nginx.sh && bash scripts/setup/ensure-browsers.sh' },
  [
    { label: 'build:e2e', command: 'npm run build:e2e' },
    // The fixture site's half that needs no build, in its own copy of the repository: while the
    // build works in one thread (its type check, its pages, its postbuild), a core would idle.
    { label: 'test:fixture, content', command: 'FIXTURE_PART=content npm run test:fixture' },
  ],
  // Alone: its timings (focus, motion, the forms' waits) are the visitor's, on a machine that is not busy elsewhere.
  { label: 'test:e2e', command: 'npm run test:e2e' },
  [
    { label: 'postbuild:check, test:static', command: 'npm run postbuild:check && npm run test:static' },
    { label: 'test:browsers', command: 'npm run test:browsers' },
    { label: 'test:fixture, site', command: 'FIXTURE_PART=site npm run test:fixture' },
  ],
];

async function main() {
  const started = Date.now();
  const results: StepResult[] = [];
  for (const entry of plan) {
    const done = Array.isArray(entry) ? await runSideBySide(entry) : [await runStep(entry)];
    results.push(...done);
    if (done.some((r) => !r.ok)) break;
  }
  const sideBySide = new Set(plan.filter(Array.isArray).flat().map((s) => s.label));
  const width = Math.max(...results.map((r) => r.label.length));
  const row = (r: StepResult) => `  ${r.label.padEnd(width)}  ${String(r.seconds).padStart(5)} s  ${r.ok ? 'passed' : 'FAILED'}${sideBySide.has(r.label) ? '  (side by side)' : ''}`;
  console.log(`\nnpm test, step by step:\n${results.map(row).join('\n')}`);
  const failed = results.some((r) => !r.ok) || results.length < plan.flat().length;
  console.log(`npm test: ${failed ? 'FAILED' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (failed) process.exitCode = 1;
}

void main();
