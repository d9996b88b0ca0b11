#!/usr/bin/env node
// Builds the site for the end-to-end tests: the real @emailjs/browser library pointed at the
// fake EmailJS server on the loopback interface (e2e/fake-emailjs.ts), with test keys.
//
//   npx tsx scripts/build/build-e2e.ts     (npm run build:e2e)
import { spawnSync } from 'node:child_process';
import fakeEmailJsEnv from '../../e2e/fake-emailjs.env.json';

const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, ...fakeEmailJsEnv } });
process.exit(result.status ?? 1);
