#!/usr/bin/env node
// Rehearses a Next.js upgrade without touching this checkout (scripts/build/postbuild/README.md#upgrading-nextjs): copies
// the repository's files into a temporary folder outside it, installs the given `next` there (its
// own node_modules, exact version; eslint-config-next too when the registry has that version), builds
// the test export, which runs the postbuild's contracts, checks them again over out/, and runs an
// end-to-end smoke in Chromium. The copy is kept when a step fails, so the failure can be read.
//
//   npm run upgrade:check -- 16.5.0-canary.38 [--keep] [--specs=e2e/routes.spec.ts,e2e/forms.spec.ts] [--lock=/tmp/ekchhat-heavy.lock]
//
// The build and Playwright are heavy and use fixed ports: on a shared machine pass --lock=<file>,
// and they run under `flock <file>` (the install and type check do not wait for it).
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyRepository } from '../setup/repoCopy';

const version = process.argv.slice(2).find((a) => !a.startsWith('--'));
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
/** What the smoke covers: every spelling of every page and the 404 (routes), the first paint and the policy (first-paint), a sent and a failed form (forms). */
const specs = (option('specs') ?? 'e2e/routes.spec.ts,e2e/first-paint.spec.ts,e2e/forms.spec.ts').split(',');

if (!version) {
  console.error('usage: npm run upgrade:check -- <next version> [--keep] [--specs=e2e/a.spec.ts,...]');
  process.exit(2);
}

const work = mkdtempSync(path.join(tmpdir(), `ekchhat-next-${version}-`));
// mkdtemp makes the folder 0700; nginx's workers (e2e/nginx.spec.ts) run as another user when this runs as root, as serve-nginx.ts allows for.
chmodSync(work, 0o755);
const started = Date.now();
const steps: { step: string; ok: boolean; seconds: number }[] = [];

const lock = option('lock');

function step(name: string, command: string, args: string[], options: SpawnSyncOptions & { heavy?: boolean } = {}): boolean {
  const [run, runArgs] = options.heavy && lock ? ['flock', [lock, command, ...args]] : [command, args];
  console.log(`\n== ${name}: ${run} ${runArgs.join(' ')}`);
  const t = Date.now();
  const result = spawnSync(run, runArgs, { cwd: work, stdio: 'inherit', ...options });
  const ok = result.status === 0;
  steps.push({ step: name, ok, seconds: Math.round((Date.now() - t) / 1000) });
  return ok;
}

function finish(ok: boolean): never {
  // npm reports what the copy installed; reading the packages' own files would tie this to their layout.
  const listed = spawnSync('npm', ['ls', '--json', '--depth=0', 'next', 'react', 'react-dom', 'eslint-config-next'], { cwd: work, encoding: 'utf8' });
  const { dependencies = {} } = JSON.parse(listed.stdout || '{}') as { dependencies?: Record<string, { version?: string }> };
  const installed = (pkg: string) => dependencies[pkg]?.version ?? 'not installed';
  console.log(`\nupgrade check for next@${version} (next ${installed('next')}, react ${installed('react')}, react-dom ${installed('react-dom')}, eslint-config-next ${installed('eslint-config-next')}):`);
  for (const s of steps) console.log(`  ${s.ok ? 'passed' : 'FAILED'}  ${s.step} (${s.seconds} s)`);
  console.log(`  ${Math.round((Date.now() - started) / 1000)} s in all; ${ok ? 'the upgrade holds' : 'the upgrade does not hold'}`);
  if (ok && !process.argv.includes('--keep')) rmSync(work, { recursive: true, force: true });
  else console.log(`  the copy is in ${work}`);
  process.exit(ok ? 0 : 1);
}

copyRepository(work);
console.log(`copied the repository into ${work}`);

const hasConfigVersion = spawnSync('npm', ['view', `eslint-config-next@${version}`, 'version'], { encoding: 'utf8' }).stdout.trim() === version;
const packages = [`next@${version}`, ...(hasConfigVersion ? [`eslint-config-next@${version}`] : [])];
if (!hasConfigVersion) console.log(`eslint-config-next@${version} is not on the registry: keeping the pinned one`);
if (!step('install', 'npm', ['install', '--save-exact', '--no-audit', '--no-fund', ...packages])) finish(false);
if (!step('types', 'npx', ['tsc', '--noEmit'])) finish(false);
if (!step('build with the postbuild contracts', 'npm', ['run', 'build:e2e'], { heavy: true })) finish(false);
if (!step('contracts over out/', 'npm', ['run', 'postbuild:check'])) finish(false);
if (!step('size budgets', 'npm', ['run', 'size'])) finish(false);
finish(step(`end-to-end smoke (${specs.join(', ')})`, 'npx', ['playwright', 'test', ...specs, '--project=desktop'], { heavy: true }));
