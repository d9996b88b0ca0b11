/**
 * The fixture site (`npm run test:fixture`): content the real site does not hold yet, built once in
 * a copy of the repository and checked, so that npm test builds it once (docs/testing.md#the-fixture-site-npm-run-testfixture).
 * It carries three things:
 * - the editor's new entries (e2e/cms/newEntries.ts): saved at /admin in Chromium, one in every
 *   folder collection and an article in Marathi alone, then found where a visitor looks for each
 *   (docs/product-rules.md#content);
 * - uploaded photos and logos (scripts/check/photo-fixture.ts), checked as scripts/check/test-photos.ts
 *   checks them (docs/product-rules.md#photos);
 * - hostile content (e2e/hostile/payloads.ts, docs/product-rules.md#content): every payload is either
 *   refused by the content check, naming its file and field, or built, and then runs nothing in
 *   Chromium, Firefox and WebKit, fetches nothing from another host and leaves the page's text in
 *   place; no page's policy allows a payload's script or style by hash, and html-validate passes.
 * This checkout's out/ and the files a build writes beside it are never touched, so the suite can
 * run beside others that read them.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { parse } from 'node-html-parser';
import serveHandler from 'serve-handler';
import { launchFirefox } from '../e2e-browsers/engines/firefox';
import { launchWebKit } from '../e2e-browsers/engines/webkit';
import { startSite, type Site } from '../e2e-browsers/site';
import type { Visitor } from '../e2e-browsers/visitor';
import { fileInWords } from '../lib/content/check';
import { problemsIn } from '../lib/content/load';
import { writePhotoFixture } from '../scripts/check/photo-fixture';
import { checkPhotos } from '../scripts/check/test-photos';
import { chromiumShell } from '../scripts/setup/chromium';
import { copyRepository } from '../scripts/setup/repoCopy';
import fakeEmailJsEnv from './fake-emailjs.env.json';
import { readEditorConfig, repositoryFiles } from './cms/editor';
import { createNewEntries, expectNewEntriesBuilt, type NewEntries } from './cms/newEntries';
import { pdfText } from './pdf-text';
import { scrollToFoot } from './scroll';
import { launchChromium } from './hostile/chromium';
import { appendBodyPayloads, applyField, bodyPayloadLines, copyContent, uploadHostileLogo } from './hostile/fixture';
import { inspectPage, parseXml } from './hostile/inspect';
import { article, beaconGlobal, beaconPort, bodyMarkers, bodyPayloads, builtPayloads, hindi, hostileLogo, marathi, pages, payloadSnippets, refusedFiles, refusedPayloads } from './hostile/payloads';

const root = path.resolve(__dirname, '..');
/** Outside the repository, so no linter, test runner or commit ever sees the fixture. */
const work = path.join(os.tmpdir(), `ekchhat-fixture-site-${createHash('sha1').update(root).digest('hex').slice(0, 8)}`);
const builtContent = path.join(work, 'content');
/** The copy of the repository the fixture is built in, and its export. */
const repo = path.join(work, 'repo');
const fixtureOut = path.join(repo, 'out');

/**
 * The run's two halves (docs/testing.md#the-fixture-site-npm-run-testfixture): `content`, what needs
 * no build (hostile content refused by the content check, the editor's new entries, kept in
 * `newEntriesFile`), and `site`, the build of it all and its checks. `npm test` runs the first beside
 * build:e2e and the second after the end-to-end step; unset, one run does both in order.
 */
const half = process.env.FIXTURE_PART;
if (half !== undefined && half !== 'content' && half !== 'site') throw new Error(`FIXTURE_PART=${half}: say content or site, or leave it unset for both`);
const runs = (part: 'content' | 'site') => half === undefined || half === part;
/** What the content half saved for the site half. */
const newEntriesFile = path.join(work, 'new-entries.json');

/** The port the editor is served on while it saves the new entries. */
const adminPort = Number(process.env.FIXTURE_ADMIN_PORT ?? 4193);

/** The copy of the repository, made once per run. */
let copied = false;
function repositoryCopy(): string {
  if (!copied) {
    rmSync(repo, { recursive: true, force: true });
    copyRepository(repo, { linkNodeModules: true });
    copied = true;
  }
  return repo;
}

/**
 * The editor's new entries, saved at /admin in Chromium: the copy's editor (its configuration
 * generated as every build generates it) served from its public/ folder, over the copy's content.
 */
async function saveNewEntries(): Promise<NewEntries> {
  const dir = repositoryCopy();
  const admin = spawnSync('npx', ['--no-install', 'tsx', 'scripts/build/build-admin.ts'], { cwd: dir, encoding: 'utf8' });
  if (admin.status !== 0) throw new Error(`the editor was not written:\n${admin.stdout}${admin.stderr}`);
  const server = http.createServer((request, response) => void serveHandler(request, response, { public: path.join(dir, 'public') }));
  await new Promise<void>((resolve) => server.listen(adminPort, '127.0.0.1', resolve));
  const browser = await chromium.launch(chromiumShell);
  try {
    const page = await (await browser.newContext({ baseURL: `http://127.0.0.1:${adminPort}`, viewport: { width: 1440, height: 900 } })).newPage();
    // A step the editor does not answer fails in seconds, naming it.
    page.setDefaultTimeout(10_000);
    return await createNewEntries(page, readEditorConfig(path.join(dir, 'public', 'admin', 'config.yml')), repositoryFiles(dir));
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Builds the fixture content with the e2e settings in the copy of the repository and returns the build's output. */
async function buildFixture(): Promise<string> {
  const child = spawn('npm', ['run', 'build'], { cwd: repositoryCopy(), env: { ...process.env, ...fakeEmailJsEnv, CONTENT_DIR: builtContent } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (status !== 0) throw new Error(`the fixture did not build:\n${output.slice(-6000)}`);
  return output;
}

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' || entry.name === 'admin' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });

/** Counts every request that reaches the beacon's origin: a payload that fetched. */
function startBeacon(): { hits: string[]; close(): Promise<void> } {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.writeHead(204, { 'Access-Control-Allow-Origin': '*' }).end();
  });
  server.listen(beaconPort, '127.0.0.1');
  return { hits, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('the fixture site', () => {
  let newEntries: NewEntries | undefined;

  if (runs('content')) describe('hostile content refused by the content check', () => {
    const dir = path.join(work, 'refused');
    after(() => rmSync(dir, { recursive: true, force: true }));

    for (const payload of refusedPayloads) {
      it(`${payload.id}: ${payload.kind} in ${payload.file} (${payload.field})`, () => {
        copyContent(dir);
        if (payload.withLogo) uploadHostileLogo(dir);
        applyField(dir, payload);
        const problems = problemsIn(dir);
        // A Hindi or Marathi file is named with its language, as the editor sees it ("content/x.hi.json (Hindi)").
        const expected = `${fileInWords(`content/${payload.file}`)}: ${payload.field}: ${payload.message}`;
        assert.ok(problems.some((problem) => problem.startsWith(expected)), `expected "${expected}" among:\n${problems.join('\n')}`);
      });
    }

    for (const payload of refusedFiles) {
      it(`${payload.id}: ${payload.kind} in ${payload.file}`, () => {
        copyContent(dir);
        const file = path.join(dir, payload.file);
        writeFileSync(file, payload.edit(readFileSync(file, 'utf8')));
        const problems = problemsIn(dir);
        assert.ok(
          problems.some((problem) => problem.startsWith(`${fileInWords(`content/${payload.file}`)}: `) && problem.includes(payload.message)),
          `expected a problem of content/${payload.file} saying "${payload.message}" among:\n${problems.join('\n')}`,
        );
      });
    }

    it('the content check command fails and names every field at once', () => {
      copyContent(dir);
      const fields = new Set<string>();
      const once = refusedPayloads.filter((p) => !fields.has(`${p.file}:${p.field}`) && fields.add(`${p.file}:${p.field}`));
      uploadHostileLogo(dir);
      for (const payload of once) applyField(dir, payload);
      const check = spawnSync('npx', ['tsx', 'scripts/check/check-content.ts'], { cwd: root, env: { ...process.env, CONTENT_DIR: dir }, encoding: 'utf8' });
      assert.equal(check.status, 1, check.stdout + check.stderr);
      for (const payload of once) assert.ok(check.stderr.includes(`- ${fileInWords(`content/${payload.file}`)}: ${payload.field}: `), `${payload.id} not named:\n${check.stderr}`);
    });
  });

  if (runs('content')) describe('the editor’s new entries', () => {
    it('a new entry in every folder collection, with only what the editor marks required, and an article written in Marathi alone, are saved at /admin and pass the content check', async () => {
      // An earlier run's entries never stand in for this one's.
      rmSync(newEntriesFile, { force: true });
      newEntries = await saveNewEntries();
      mkdirSync(work, { recursive: true });
      writeFileSync(newEntriesFile, JSON.stringify(newEntries));
    });
  });

  if (runs('site')) describe('built once', () => {
    const values = new Map<string, string>();
    let buildOutput = '';
    let beacon: ReturnType<typeof startBeacon>;
    let site: Site;

    before(async () => {
      if (half === 'site') {
        if (!existsSync(newEntriesFile)) throw new Error(`${newEntriesFile} is missing: FIXTURE_PART=site builds the entries FIXTURE_PART=content saved; run that first`);
        newEntries = JSON.parse(readFileSync(newEntriesFile, 'utf8')) as NewEntries;
      }
      // What an earlier run built from is never built again.
      rmSync(builtContent, { recursive: true, force: true });
      mkdirSync(work, { recursive: true });
      // The photo fixture first (it copies content/ into builtContent), then the editor's new files, the attacks on top.
      await writePhotoFixture(work);
      for (const [file, text] of Object.entries(newEntries?.files ?? {})) writeFileSync(path.join(work, file), text);
      appendBodyPayloads(builtContent);
      uploadHostileLogo(builtContent);
      for (const payload of builtPayloads) values.set(payload.id, applyField(builtContent, payload));
      assert.deepEqual(problemsIn(builtContent), [], 'the photos, the new entries and the built payloads must pass the content check');
      buildOutput = await buildFixture();
    });

    it('the content check names the file and line of everything the article loses', () => {
      const warned = buildOutput.split('\n').filter((line) => line.startsWith(`- content/${article.file}: line `));
      for (const payload of bodyPayloads) {
        const { first, last } = bodyPayloadLines(builtContent, payload.id);
        const lines = warned.map((w) => Number(/: line (\d+):/.exec(w)![1])).filter((n) => n >= first && n <= last);
        if (payload.warns) assert.ok(lines.length > 0, `${payload.id} (${payload.kind}, lines ${first}-${last}) is not reported`);
        else assert.equal(lines.length, 0, `${payload.id} (${payload.kind}) needs no report`);
      }
    });

    it('html-validate finds nothing wrong in the built pages', () => {
      const validate = spawnSync(path.join(root, 'node_modules/.bin/html-validate'), ['--config', path.join(root, '.htmlvalidate.mjs'), fixtureOut], {
        cwd: root,
        encoding: 'utf8',
      });
      assert.equal(validate.status, 0, validate.stdout + validate.stderr);
    });

    it('the editor’s new entries pass the build, and each shows where a visitor looks for its kind', () => {
      assert.ok(newEntries, 'the editor saved no new entries (see the test before)');
      expectNewEntriesBuilt(fixtureOut, buildOutput, newEntries, readEditorConfig(path.join(repo, 'public', 'admin', 'config.yml')));
    });

    it('uploaded photos are pictures of every size in the export, and an uploaded logo sits like a drawn one (Chromium, 390 px)', async () => {
      assert.deepEqual(await checkPhotos({ exportDir: fixtureOut, contentDir: builtContent }), []);
    });

    it('no page’s policy allows a payload’s script or style by its hash', () => {
      const payloadHashes = new Set(payloadSnippets().map((s) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`));
      assert.ok(payloadHashes.size >= 10);
      const files = htmlFiles(fixtureOut);
      assert.ok(files.length > 20);
      for (const file of files) {
        const policy = parse(readFileSync(file, 'utf8')).querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '';
        assert.ok(policy.includes("script-src 'self'"), `${file} has no policy`);
        for (const hash of policy.match(/'sha256-[^']+'/g) ?? []) assert.ok(!payloadHashes.has(hash), `${path.relative(fixtureOut, file)} allows a payload: ${hash}`);
      }
    });

    it('the brochure draws site details as plain text', async () => {
      const text = (await pdfText(readFileSync(path.join(fixtureOut, 'Ekchhat-Studio-Brochure.pdf')))).flat().join('').replace(/\s+/g, '');
      for (const id of ['s01', 's02']) assert.ok(text.includes(values.get(id)!.replace(/\s+/g, '')), `${id} is not in the brochure as text`);
    });

    it('the article’s share image is drawn', () => {
      assert.ok(statSync(path.join(fixtureOut, 'og', 'blog--reading-your-ad-dashboard.png')).size > 10_000);
    });

    /** The text each page must still show: the marker sentences around every body payload and the visible field payloads. */
    const textsOf = (page: string): string[] => [
      ...(page === article.page ? bodyPayloads.flatMap((p) => Object.values(bodyMarkers(p.id))) : []),
      ...builtPayloads.filter((p) => p.page === page && p.visible).map((p) => values.get(p.id)!),
    ];

    before(async () => {
      beacon = startBeacon();
      site = await startSite(fixtureOut);
    });
    after(async () => {
      await site?.stop();
      await beacon?.close();
    });

    const engines: [string, (site: Site) => Promise<Visitor>][] = [
      ['Chromium', launchChromium],
      ['Firefox ESR', launchFirefox],
      ['WebKitGTK', launchWebKit],
    ];
    for (const [name, launch] of engines) {
      describe(name, () => {
        let visitor: Visitor;
        before(async () => {
          visitor = await launch(site);
        });
        after(async () => {
          await visitor?.close();
        });

        for (const page of pages) {
          it(`${page} runs no payload and still shows its text`, async () => {
            await visitor.open(page);
            // Half a window 60 ms apart: a frame apart, WebKitGTK's page crashed on /mr in a CI run.
            await visitor.run(scrollToFoot, { step: 0.5, pauseMs: 60 });
            await visitor.run(() => window.scrollTo(0, 0));
            // What the scrolling woke has time to load and run before the page is inspected.
            await delay(500);
            const problems = [...(await visitor.run(inspectPage, beaconGlobal, textsOf(page))), ...(await visitor.problems())];
            assert.deepEqual(problems, []);
          });
        }

        it('the uploaded logo, opened on its own, fetches nothing', async () => {
          await visitor.open(hostileLogo.url);
          assert.equal(await visitor.run(() => document.documentElement.localName), 'svg');
          // A style sheet's fetches start after load; give them the time a visitor would.
          await delay(500);
          assert.deepEqual(beacon.hits.filter((hit) => / \/v\d\d/.test(hit)), []);
        });

        it('the outside link of the article opens in a new tab without the page', async () => {
          await visitor.open(article.page);
          const rel = await visitor.run(() => document.querySelector('a[href="https://example.com/b06"]')?.getAttribute('rel') ?? null);
          assert.equal(rel, 'noopener noreferrer');
        });

        it('every edition’s feed and the sitemap stay well-formed XML, holding the titles as text', async () => {
          // The files come from the site through Node, not a fetch in the page: WebKitGTK on a loaded
          // machine now and then fails every fetch of a loaded page before sending it ("Load failed").
          const readXml = async (file: string, selector: string) => {
            const response = await fetch(`${site.origin}${file}`);
            assert.equal(response.status, 200, file);
            return visitor.run(parseXml, await response.text(), selector);
          };
          await visitor.open('/');
          for (const [path, id] of [['/feed.xml', 'f01'], [`${hindi.home}/feed.xml`, 'i01'], [`${marathi.home}/feed.xml`, undefined]] as const) {
            const feed = await readXml(path, 'entry > title');
            assert.equal(feed.error, undefined, path);
            assert.ok(feed.texts.length > 0, `${path} has no entries`);
            if (id) assert.ok(feed.texts.includes(values.get(id)!), `${path} lacks the article title as text`);
          }
          const sitemap = await readXml('/sitemap.xml', 'url > loc');
          assert.equal(sitemap.error, undefined);
          for (const page of [article.page, hindi.article.page, marathi.caseStudy.page]) assert.ok(sitemap.texts.some((loc) => loc.endsWith(page)), `the sitemap lacks ${page}`);
        });

        if (name === 'Chromium') {
          it('requested nothing from another host', () => {
            assert.deepEqual((visitor as Awaited<ReturnType<typeof launchChromium>>).requestsElsewhere(), []);
          });
        }
      });
    }

    it('no request reached the beacon from any engine', () => {
      assert.deepEqual(beacon.hits, []);
    });
  });
});
