// The photo pipeline end to end (docs/product-rules.md#photos): builds the site from a copy of
// content/ whose entries carry uploaded photos (scripts/check/photo-fixture.ts), then checks the export:
// each photo is a <picture> of AVIF and WebP sources with the box's width and height, every file
// it names is in out/, the largest picture of a page is fetched first, the placeholder is in the
// HTML, and the hostile SVG logo is served without its code. Leaves that build in out/: build
// again (npm run build) before deploying.
//
//   npx tsx scripts/check/test-photos.ts            (npm run test:photos; builds, so run it under the lock)
//   npx tsx scripts/check/test-photos.ts --no-build (checks out/ as built from the fixture at <dir>)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { getContent } from '../../lib/content';
import { writePhotoFixture } from './photo-fixture';

const root = path.join(__dirname, '..', '..');
const out = path.join(root, 'out');
const failures: string[] = [];
const expect = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};

const page = (sitePath: string) => {
  const file = path.join(out, sitePath === '/' ? 'index.html' : `${sitePath.slice(1)}.html`);
  if (!existsSync(file)) throw new Error(`${sitePath}: no page in out/ (${file})`);
  return parse(readFileSync(file, 'utf8'), { blockTextElements: { script: true, style: true, noscript: false } });
};
const inOut = (url: string) => existsSync(path.join(out, decodeURIComponent(url.split(/[?#]/)[0]!)));

/** Checks one rendered photo: sources, box, files, loading; returns its <img>. */
function checkPicture(where: string, picture: HTMLElement | null, box: { width: number; height: number; alt: string }, first: boolean) {
  if (!picture) return void failures.push(`${where}: no <picture>`);
  const types = picture.querySelectorAll('source').map((s) => s.getAttribute('type'));
  expect(types.join() === 'image/avif,image/webp', `${where}: sources ${types.join()} (want AVIF then WebP)`);
  const img = picture.querySelector('img');
  if (!img) return void failures.push(`${where}: no <img> in the <picture>`);
  expect(img.getAttribute('width') === String(box.width) && img.getAttribute('height') === String(box.height), `${where}: <img> is ${img.getAttribute('width')}×${img.getAttribute('height')}, want ${box.width}×${box.height}`);
  expect(img.getAttribute('alt') === box.alt, `${where}: alt "${img.getAttribute('alt')}", want "${box.alt}"`);
  const urls = [img.getAttribute('src') ?? '', ...picture.querySelectorAll('source').flatMap((s) => (s.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0] ?? ''))];
  for (const url of urls) expect(url !== '' && inOut(url), `${where}: ${url || '(empty)'} is not in out/`);
  expect(urls.length >= 3, `${where}: only ${urls.length} files offered`);
  if (first) {
    expect(img.getAttribute('loading') === 'eager' && img.getAttribute('fetchpriority') === 'high', `${where}: the page's largest picture must load eagerly with fetchpriority=high`);
  } else expect(img.getAttribute('loading') === 'lazy', `${where}: a picture below the fold loads lazily`);
  const placeholder = picture.parentNode?.querySelector('svg[aria-hidden="true"] rect');
  expect(Boolean(placeholder), `${where}: no placeholder drawn in the HTML`);
}

async function main() {
  const noBuild = process.argv.includes('--no-build');
  const dir = noBuild ? process.argv[process.argv.indexOf('--no-build') + 1] : mkdtempSync(path.join(os.tmpdir(), 'photo-fixture-'));
  if (!dir) throw new Error('--no-build needs the fixture folder');
  const fixture = noBuild ? null : await writePhotoFixture(dir);
  const contentDir = fixture?.contentDir ?? path.join(dir, 'content');
  if (!noBuild) {
    console.log(`test-photos: building the site from ${contentDir}`);
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, CONTENT_DIR: contentDir } });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  // The photo fields find their files in CONTENT_DIR's media folder, as the build did.
  process.env.CONTENT_DIR = contentDir;
  const content = getContent(contentDir);
  const article = content.articles.find((a) => a.photo)!;
  const service = content.services.find((s) => s.photo)!;
  const first = content.services[0]!;
  if (!article || !service) throw new Error(`${contentDir}: the fixture holds no article or service with a photo`);

  checkPicture(`${article.path} header`, page(article.path).querySelector('article picture'), { ...article.images.hero }, true);
  const blog = page('/blogpage');
  const card = blog.querySelectorAll('picture').find((p) => p.querySelector('img')?.getAttribute('alt') === article.images.card.alt) ?? null;
  checkPicture('/blogpage "more to read" card', card, article.images.card, false);
  checkPicture(`${service.path} banner`, page(service.path).querySelector('header picture'), service.images.square, true);
  checkPicture('/services first block', page('/services').querySelector('main picture'), service.images.square, service === first);

  // The home page's service card loads its art when seen; without JavaScript the <noscript> copy holds the <picture>.
  const home = readFileSync(path.join(out, 'index.html'), 'utf8');
  expect(home.includes(service.images.card.photo!.fallback), `/ : the service card does not offer ${service.images.card.photo!.fallback}`);

  for (const client of content.clients.filter((c) => c.photo)) {
    const served = client.logo.photo ? client.logo.photo.fallback : client.logo.src;
    expect(home.includes(served), `/ : the logo strip does not show ${client.name}'s logo (${served})`);
    expect(inOut(served), `${served} is not in out/`);
    if (client.logo.src.endsWith('.svg')) {
      const svg = readFileSync(path.join(out, client.logo.src), 'utf8');
      expect(!/<script|\bon\w+=|foreignObject|javascript:|<style|\bstyle=|\\|https?:\/\/(?!www\.w3\.org\/)/i.test(svg), `${client.logo.src}: served with code, styles or references to another host:\n${svg}`);
      expect(/<rect|<path|<circle/.test(svg), `${client.logo.src}: the drawing is gone`);
    }
  }
  // Nothing of the media folder reaches out/ as it was uploaded.
  const uploads = path.join(contentDir, 'uploads');
  for (const name of ['studio-desk.jpg', 'acme-logo.svg'])
    if (existsSync(path.join(uploads, name))) expect(!readFileSync(path.join(out, 'art', 'uploads', name)).equals(readFileSync(path.join(uploads, name))), `/art/uploads/${name} is served exactly as uploaded`);

  if (failures.length) {
    console.error(`test-photos: ${failures.length} problem(s):\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`test-photos: photos render as <picture> with their box and every size in out/ (${article.path}, ${service.path}, /services, /blogpage, /)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
