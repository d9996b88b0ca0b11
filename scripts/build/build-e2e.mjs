#!/usr/bin/env node
// Builds the site for the end-to-end tests: the real @emailjs/browser library pointed at the
// fake EmailJS server on the loopback interface (e2e/fake-emailjs.mjs), with test keys.
//
//   node scripts/build/build-e2e.mjs
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const env = JSON.parse(readFileSync(new URL('../../e2e/fake-emailjs.env.json', import.meta.url), 'utf8'));
const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, ...env } });
process.exit(result.status ?? 1);
