/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The build calls no one (docs/product-rules.md#performance): the framework's CLI reports
 * telemetry to its own host unless NEXT_TELEMETRY_DISABLED is set, so every command that starts
 * it sets the variable itself, and every other script reaches it through those npm scripts; serve
 * asks the npm registry for its own updates unless NO_UPDATE_CHECK is set. The build and the
 * end-to-end run that `npm test` makes also prove it: scripts/build/build-e2e.ts and
 * playwright.config.ts fail on any attempt to reach another host (scripts/check/outbound-guard.mjs).
 */
const root = path.resolve(__dirname, '..', '..');
const scripts: Record<string, string> = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;

/** The simple commands of a shell line: split at &&, ||, ; and |. */
const commandsOf = (line: string) => line.split(/&&|\|\||;|\|/).map((c) => c.trim()).filter(Boolean);

/** The program a command runs (after its VAR=value assignments and an `npx`), and those assignments. */
function parseCommand(command: string): { program: string; assignments: Record<string, string> } {
  const words = command.split(/\s+/);
  const assignments: Record<string, string> = {};
  while (words[0] && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [name, ...value] = words.shift()!.split('=');
    assignments[name!] = value.join('=');
  }
  if (words[0] === 'npx') words.shift();
  while (words[0]?.startsWith('-')) words.shift();
  return { program: path.basename(words[0] ?? ''), assignments };
}

/** Source files that could start a build or a server: everything under scripts/, e2e/, e2e-browsers/ and .ci/. */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|mts|mjs|cjs|js|sh)$|^run$/.test(e.name) && !e.parentPath.includes('node_modules') && !e.parentPath.includes('fixtures'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** A call that starts the framework's CLI itself: spawn('next', ...), spawn('npx', ['next', ...]), node_modules/.bin/next, next/dist/bin/next. */
const startsNextCli = /\b(?:spawn|spawnSync|exec|execSync|execFile|execFileSync)\(\s*['"`](?:npx['"`]\s*,\s*\[\s*['"`])?next['"`\s]|\.bin\/next\b|next\/dist\/bin\/next/;

describe('the build calls no one', () => {
  test('every npm script that starts the framework\'s CLI switches its telemetry off', () => {
    const starting = Object.entries(scripts).flatMap(([name, line]) =>
      commandsOf(line)
        .map(parseCommand)
        .filter((c) => c.program === 'next')
        .map((c) => ({ name, assignments: c.assignments })),
    );
    // build and dev at least: a test that finds nothing proves nothing.
    expect(starting.map((s) => s.name)).toEqual(expect.arrayContaining(['build', 'dev']));
    for (const { name, assignments } of starting) {
      expect({ script: name, NEXT_TELEMETRY_DISABLED: assignments.NEXT_TELEMETRY_DISABLED }).toEqual({ script: name, NEXT_TELEMETRY_DISABLED: '1' });
    }
  });

  test('no other script starts the framework\'s CLI except through those npm scripts', () => {
    // This file's own examples of such calls are not calls.
    const files = ['scripts', 'e2e', 'e2e-browsers', '.ci'].flatMap(sourceFiles).filter((file) => file !== __filename);
    expect(files.length).toBeGreaterThan(20);
    const starting = files.filter((file) => startsNextCli.test(readFileSync(file, 'utf8')));
    expect(starting.map((file) => path.relative(root, file))).toEqual([]);
  });

  test('every script that starts serve turns off its check for a newer version on the npm registry', () => {
    const npmScripts = Object.entries(scripts).flatMap(([name, line]) =>
      commandsOf(line)
        .map(parseCommand)
        .filter((c) => c.program === 'serve')
        .map((c) => ({ script: name, NO_UPDATE_CHECK: c.assignments.NO_UPDATE_CHECK })),
    );
    expect(npmScripts.length).toBeGreaterThan(0);
    for (const s of npmScripts) expect(s).toEqual({ script: s.script, NO_UPDATE_CHECK: '1' });
    const files = ['scripts', 'e2e', 'e2e-browsers'].flatMap(sourceFiles).concat(path.join(root, 'playwright.config.ts'));
    const starting = files.filter((file) => /\.bin\/serve\b|bin\('serve'\)/.test(readFileSync(file, 'utf8')));
    expect(starting.length).toBeGreaterThan(1);
    expect(starting.filter((file) => !readFileSync(file, 'utf8').includes('NO_UPDATE_CHECK')).map((file) => path.relative(root, file))).toEqual([]);
  });

  test('the pattern that finds a script starting the CLI finds the usual spellings', () => {
    for (const call of ["spawnSync('next', ['build'])", 'execFileSync("npx", ["next", "dev"])', 'spawn(path.join(root, "node_modules/.bin/next"), ["build"])']) {
      expect(startsNextCli.test(call)).toBe(true);
    }
    expect(startsNextCli.test("spawnSync('npm', ['run', 'build'])")).toBe(false);
    expect(startsNextCli.test("import type { Metadata } from 'next';")).toBe(false);
  });

  test('under the guard a build step reaches this machine, and any other host is refused and named', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbound-guard-test-'));
    const log = path.join(dir, 'attempts.log');
    // A local server answers; fetch (the telemetry's way), http and a bare lookup of another host are each refused.
    const step = `
      const http = require('node:http');
      const server = http.createServer((q, s) => s.end('here')).listen(0, '127.0.0.1', async () => {
        const local = await (await fetch('http://127.0.0.1:' + server.address().port)).text();
        const refused = [];
        await fetch('https://telemetry.example/record', { method: 'POST' }).catch((e) => refused.push('fetch ' + (e.cause?.code ?? e.code)));
        await new Promise((done) => http.get('http://198.51.100.7/', done).on('error', (e) => { refused.push('http ' + e.code); done(); }));
        await require('node:dns').promises.lookup('registry.example').catch((e) => refused.push('lookup ' + e.code));
        console.log(JSON.stringify({ local, refused }));
        process.exit(0);
      });`;
    const run = spawnSync(process.execPath, ['-e', step], {
      encoding: 'utf8',
      timeout: 20_000,
      env: { ...process.env, OUTBOUND_GUARD_LOG: log, NODE_OPTIONS: `--import ${pathToFileURL(path.join(__dirname, 'outbound-guard.mjs')).href}` },
    });
    try {
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toEqual({ local: 'here', refused: ['fetch ECONNREFUSED', 'http ECONNREFUSED', 'lookup ECONNREFUSED'] });
      const attempts = readFileSync(log, 'utf8');
      expect(attempts).toMatch(/^connect telemetry\.example /m);
      expect(attempts).toMatch(/^connect 198\.51\.100\.7 /m);
      expect(attempts).toMatch(/^lookup registry\.example /m);
      expect(attempts).not.toMatch(/127\.0\.0\.1/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
