/**
 * The editor's way to see an edit (docs/editing.md#the-cms-admin): with `npm run dev` running,
 * saving an article with a new photo and reloading shows it at once, on its own page, on the
 * blog's page and beside every other article, and so does a photo replaced by another
 * (docs/product-rules.md#photos). Runs `npm run dev` in a copy of the repository (the checkout's
 * content and public/ stay as they are), adds the upload and the article as the CMS writes them,
 * and loads the pages once each, as the editor's first reload.
 *
 *   npm run test:dev      (a few minutes: the dev server compiles each page on first request)
 *
 * Serves on DEV_TEST_PORT (default 4194).
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import matter from 'gray-matter';
import { parse } from 'node-html-parser';
import sharp from 'sharp';
import { getContent } from '../lib/content';
import { copyRepository } from '../scripts/setup/repoCopy';

const port = Number(process.env.DEV_TEST_PORT ?? 4194);
const origin = `http://127.0.0.1:${port}`;
/** The dev server compiles a page on its first request; on a busy two-core machine that takes a while. */
const pageTimeout = 240_000;

let dir: string;
let server: ChildProcess | undefined;
let log = '';

/** A photo as a phone takes it, drawn here: a warm disc on a ground of the given colour. */
const photo = (ground: string) =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: ground } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><circle cx="530" cy="450" r="300" fill="#f5b700"/></svg>') }])
    .jpeg({ quality: 85 })
    .toBuffer();

async function get(pathname: string): Promise<{ status: number; text: string; type: string }> {
  const response = await fetch(`${origin}${pathname}`, { signal: AbortSignal.timeout(pageTimeout) });
  return { status: response.status, text: await response.text(), type: response.headers.get('content-type') ?? '' };
}

/** The status and, for an error, the dev server's last words: what the editor would see. */
const explain = (pathname: string, answer: { status: number }) => `${pathname} answered ${answer.status}; the dev server said:\n${log.slice(-3000)}`;

async function waitForServer() {
  const started = Date.now();
  while (Date.now() - started < pageTimeout) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) throw new Error(`npm run dev stopped:\n${log.slice(-3000)}`);
    try {
      await fetch(`${origin}/favicon.ico`, { signal: AbortSignal.timeout(5000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  throw new Error(`npm run dev did not answer on ${origin}:\n${log.slice(-3000)}`);
}

/** The article's photo as the page shows it: the files of its <picture> and the placeholder's colours. */
function pictureOf(html: string, alt: string) {
  const img = parse(html).querySelectorAll('picture img').find((i) => i.getAttribute('alt') === alt);
  const picture = img?.parentNode;
  const sources = picture?.querySelectorAll('source').flatMap((s) => (s.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0]!)) ?? [];
  const placeholder = picture?.parentNode?.querySelectorAll('svg[aria-hidden="true"] rect').map((r) => r.getAttribute('fill')) ?? [];
  return { found: Boolean(img), sources, placeholder: placeholder.join() };
}

describe('npm run dev shows a photo the editor has just saved', () => {
  const upload = 'studio-window.jpg';
  const slug = 'a-morning-by-the-studio-window';
  const alt = 'The design desk by the studio window in the morning light';
  let other: ReturnType<typeof getContent>['articles'][number];

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ekchhat-dev-'));
    copyRepository(dir, { linkNodeModules: true });
    other = getContent(path.join(dir, 'content')).articles.find((a) => !a.photo)!;
    // The editor opens the site before saving: the dev server starts as docs/editing.md says, on its own port.
    // The copy's own content, in the mode `next dev` runs in, with nothing reported to the framework's host.
    const env = { ...process.env, NODE_ENV: 'development' as const, CONTENT_DIR: path.join(dir, 'content'), NEXT_TELEMETRY_DISABLED: '1' };
    const dev = spawn('npm', ['run', 'dev', '--', '--port', String(port), '--hostname', '127.0.0.1'], { cwd: dir, detached: true, env });
    dev.stdout.on('data', (chunk) => (log += chunk));
    dev.stderr.on('data', (chunk) => (log += chunk));
    server = dev;
    await waitForServer();
    // Pages the editor has open already (each compiled once, as in a session of editing).
    for (const pathname of [other.path, '/BlogPage']) {
      const answer = await get(pathname);
      assert.equal(answer.status, 200, explain(pathname, answer));
    }
  });

  after(async () => {
    const dev = server;
    if (dev?.pid && dev.exitCode === null) {
      const exited = new Promise((resolve) => dev.once('exit', resolve));
      // The server and everything it started: npm, next, its workers.
      process.kill(-dev.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    // Next may still be writing its cache as it stops.
    if (dir) rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
  });

  it('a new article with a new photo: the first reload shows it, on its page, the blog page and beside other articles', async () => {
    // What the CMS writes on save: the upload in the media folder, then the entry naming it.
    mkdirSync(path.join(dir, 'content', 'uploads'), { recursive: true });
    writeFileSync(path.join(dir, 'content', 'uploads', upload), await photo('#2a9d8f'));
    const data = {
      title: 'A morning by the studio window',
      excerpt: 'We moved the design desk to the window, and the way the team starts its mornings changed with it.',
      author: other.author,
      authorRole: other.authorRole,
      date: other.date,
      motif: other.motif,
      tags: other.tags,
      photo: { src: `/art/uploads/${upload}`, alt },
    };
    writeFileSync(path.join(dir, 'content', 'blog', `${slug}.md`), matter.stringify('We moved the design desk to the window, and the mornings changed.\n', data));

    const page = await get(`/blog/${slug}`);
    assert.equal(page.status, 200, explain(`/blog/${slug}`, page));
    const shown = pictureOf(page.text, alt);
    assert.ok(shown.found && shown.sources.length > 0, `/blog/${slug} shows no <picture> of ${upload}`);
    for (const file of shown.sources.slice(0, 2)) {
      const variant = await get(file);
      assert.equal(variant.status, 200, `${file}: ${variant.status}`);
      assert.match(variant.type, /^image\//, `${file} is ${variant.type}`);
    }
    for (const pathname of ['/BlogPage', other.path]) {
      const answer = await get(pathname);
      assert.equal(answer.status, 200, explain(pathname, answer));
    }
    assert.ok(pictureOf((await get('/BlogPage')).text, alt).found, '/BlogPage does not show the new article\'s photo on its card');
  });

  it('a photo replaced by another: the first reload shows the new one', async () => {
    const before = pictureOf((await get(`/blog/${slug}`)).text, alt).placeholder;
    writeFileSync(path.join(dir, 'content', 'uploads', upload), await photo('#e76f51'));
    const page = await get(`/blog/${slug}`);
    assert.equal(page.status, 200, explain(`/blog/${slug}`, page));
    const after = pictureOf(page.text, alt);
    assert.ok(after.found, `/blog/${slug} no longer shows its photo`);
    // The placeholder is drawn from the photo's own colours: the new ground shows in it.
    assert.notEqual(after.placeholder, before, 'the page still shows the sizes of the photo that was replaced');
  });
});
