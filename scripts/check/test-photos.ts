// The photo pipeline end to end (docs/product-rules.md#photos): builds the site from a copy of
// content/ whose entries carry uploaded photos (scripts/check/photo-fixture.ts), then checks the export:
// each photo is a <picture> of AVIF and WebP sources with the box's width and height, every file
// it names is in out/, the largest picture of a page is fetched first, the placeholder is in the
// HTML, and the hostile SVG logo is served without its code, styles or outside references. Then
// Chromium, at a phone's width, opens a case study whose client logo is uploaded beside one whose
// logo is drawn (the same box, the client's name on the logo's line) and the SVG logo on its own
// with no policy header (it fetches nothing). Leaves that build in out/: build again (npm run
// build) before deploying.
//
//   npx tsx scripts/check/test-photos.ts            (npm run test:photos; builds, so run it under the lock)
//   npx tsx scripts/check/test-photos.ts --no-build <dir>   (checks out/ as built from the fixture at <dir>)
//   ... --screenshots=<dir>                         (also saves what Chromium shows, for a person to look at)
// Chromium serves on PHOTOS_PORT (default 4192).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { parse, type HTMLElement } from 'node-html-parser';
import serveHandler from 'serve-handler';
import { getContent, type Content } from '../../lib/content';
import { chromiumBrowser } from '../setup/chromium';
import { writePhotoFixture } from './photo-fixture';

const root = path.join(__dirname, '..', '..');
/** The client line of a case study as Chromium lays it out: the logo's box and where the client's name sits. */
interface ClientLineBox {
  logo: { width: number; height: number; top: number; bottom: number } | null;
  name: { top: number; bottom: number } | null;
}

/** The checks over one export (`out`); each problem they find is kept in `failures`. */
function checksOf(out: string) {
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

  /**
   * In Chromium at 390 px: an uploaded client logo sits in the box of a drawn one with the client's
   * name on its line (docs/product-rules.md#photos, "same layout as the drawing"), and the sanitised
   * SVG logo, opened on its own with no policy header at all, fetches nothing.
   */
  async function checkInBrowser(content: Content, screenshots: string | undefined) {
    const port = Number(process.env.PHOTOS_PORT ?? 4192);
    const origin = `http://127.0.0.1:${port}`;
    const server = http.createServer((request, response) => void serveHandler(request, response, { public: out, cleanUrls: true }));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const browser = await chromium.launch(chromiumBrowser);
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(`${origin}/`) && !request.url().startsWith('data:')) elsewhere.push(request.url());
      });
      const clients = new Map(content.clients.map((c) => [c.slug, c]));
      const lineOf = async (study: Content['work'][number]): Promise<ClientLineBox> => {
        await page.goto(`${origin}${study.path}`, { waitUntil: 'load' });
        if (screenshots) await page.screenshot({ path: path.join(screenshots, `${study.slug}-390.png`) });
        // A string, not a function: tsx's helpers in a compiled function do not exist in the page.
        return page.evaluate(`(() => {
          const name = [...document.querySelectorAll('strong')].find((s) => s.textContent === ${JSON.stringify(study.client)});
          const logo = name && name.parentElement.firstElementChild !== name ? name.parentElement.firstElementChild.getBoundingClientRect() : null;
          const n = name ? name.getBoundingClientRect() : null;
          return { logo: logo && { width: logo.width, height: logo.height, top: logo.top, bottom: logo.bottom }, name: n && { top: n.top, bottom: n.bottom } };
        })()`);
      };
      const uploaded = content.work.find((w) => w.clientLogo && clients.get(w.clientLogo)?.logo.photo);
      const drawn = content.work.find((w) => w.clientLogo && !clients.get(w.clientLogo)?.photo);
      if (!uploaded || !drawn) throw new Error('the fixture needs a case study whose client logo is uploaded and one whose logo is drawn');
      const [up, art] = [await lineOf(uploaded), await lineOf(drawn)];
      const size = (b: ClientLineBox) => (b.logo ? `${Math.round(b.logo.width)}×${Math.round(b.logo.height)}` : 'none');
      expect(Boolean(up.logo && art.logo) && size(up) === size(art), `${uploaded.path}: the uploaded logo is laid out ${size(up)} at 390 px, a drawn one (${drawn.path}) ${size(art)}`);
      const onItsLine = (b: ClientLineBox) => Boolean(b.logo && b.name && b.name.top < b.logo.bottom && b.name.bottom > b.logo.top);
      expect(onItsLine(up), `${uploaded.path}: at 390 px the client's name is not on the logo's line (logo ${JSON.stringify(up.logo)}, name ${JSON.stringify(up.name)})`);

      const svg = content.clients.find((c) => c.photo && c.logo.src.endsWith('.svg'));
      if (svg) {
        elsewhere.length = 0;
        await page.goto(`${origin}${svg.logo.src}`, { waitUntil: 'load' });
        await page.waitForTimeout(500);
        expect(elsewhere.length === 0, `${svg.logo.src} opened on its own fetches from another host: ${elsewhere.join(', ')}`);
      }
    } finally {
      await browser.close();
      server.close();
    }
  }
  return { failures, expect, page, inOut, checkPicture, checkInBrowser };
}

/**
 * Checks an export built from the photo fixture (or from content that holds its photos) and
 * returns every problem found, one line each. `contentDir` is the content it was built from.
 */
export async function checkPhotos({ exportDir, contentDir, screenshots }: { exportDir: string; contentDir: string; screenshots?: string }): Promise<string[]> {
  const { failures, expect, page, inOut, checkPicture, checkInBrowser } = checksOf(exportDir);
  const out = exportDir;
  // The photo fields find their files in CONTENT_DIR's media folder, as the build did.
  const previousContentDir = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = contentDir;
  try {
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

    await checkInBrowser(content, screenshots);
    return failures;
  } finally {
    if (previousContentDir === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previousContentDir;
  }
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
  const screenshots = process.argv.find((a) => a.startsWith('--screenshots='))?.slice('--screenshots='.length);
  const problems = await checkPhotos({ exportDir: path.join(root, 'out'), contentDir, screenshots });
  if (problems.length) {
    console.error(`test-photos: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(
    'test-photos: photos render as <picture> with their box and every size in out/ (an article, a service, /services, /blogpage, /); ' +
      'in Chromium an uploaded logo sits like a drawn one and the SVG logo fetches nothing',
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
