#!/usr/bin/env node
// Builds the site for the end-to-end tests: the real @emailjs/browser library pointed at the
// fake EmailJS server on the loopback interface (e2e/fake-emailjs.ts), with test keys. Every Node
// process of the build runs under scripts/check/outbound-guard.mjs: the build fails when any step
// tries to reach a host other than this machine (docs/product-rules.md#performance).
//
//   npx tsx scripts/build/build-e2e.ts     (npm run build:e2e)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fakeEmailJsEnv from '../../e2e/fake-emailjs.env.json';

const guardDir = mkdtempSync(path.join(os.tmpdir(), 'outbound-guard-'));
const guardLog = path.join(guardDir, 'attempts.log');
const guard = `--import ${pathToFileURL(path.join(__dirname, '..', 'check', 'outbound-guard.mjs')).href}`;
const result = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, ...fakeEmailJsEnv, OUTBOUND_GUARD_LOG: guardLog, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${guard}`.trim() },
});
let attempts = '';
try {
  attempts = readFileSync(guardLog, 'utf8');
} catch {
  // no attempt was made
}
rmSync(guardDir, { recursive: true, force: true });
if (attempts) {
  const counted = new Map<string, number>();
  for (const line of attempts.trim().split('\n')) counted.set(line, (counted.get(line) ?? 0) + 1);
  console.error(`build-e2e: the build tried to reach other hosts (refused):\n${[...counted].map(([line, n]) => `  ${line}${n > 1 ? ` ×${n}` : ''}`).join('\n')}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
