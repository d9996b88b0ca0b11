// Compares two builds page by page, as pictures (docs/product-rules.md#look-and-feel): every
// canonical page of the first build's sitemap, at a phone's and a desktop's width, screenshot
// whole in Chromium with motion reduced, pixel for pixel against the same page of the other build.
// A change that should not show (a refactor, a framework upgrade) proves it here.
//
//   npx tsx scripts/check/compare-pages.ts <before-out-dir> <after-out-dir> [--widths=390,1440] [--pages=/,/services] [--diffs=/tmp/diffs]
//
// Exits non-zero when a page differs or is missing, listing each with its share of changed pixels;
// with --diffs it writes both screenshots of every differing page there.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import handler from 'serve-handler';
import { decodePng } from '../../e2e-browsers/png';
import { chromiumBrowser } from '../setup/chromium';

const [before, after] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
if (!before || !after) throw new Error('usage: npx tsx scripts/check/compare-pages.ts <before-out-dir> <after-out-dir> [--widths=390,1440] [--pages=/,/services] [--diffs=dir]');
const widths = (option('widths') ?? '390,1440').split(',').map(Number);
const diffs = option('diffs');

/** Serves an export the way `npm start` does (clean URLs), on a free port of this machine. */
async function serveDir(dir: string): Promise<{ origin: string; close: () => void }> {
  const server = http.createServer((req, res) => void handler(req, res, { public: dir, cleanUrls: true }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** The canonical pages of a build, by its sitemap. */
function pagesOf(dir: string): string[] {
  const sitemap = readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

async function main() {
  const pages = option('pages')?.split(',') ?? pagesOf(path.resolve(before!));
  const [a, b] = await Promise.all([serveDir(path.resolve(before!)), serveDir(path.resolve(after!))]);
  const browser = await chromium.launch(chromiumBrowser);
  const differing: string[] = [];
  try {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const shot = async (origin: string, pathname: string) => {
        const response = await page.goto(`${origin}${pathname}`, { waitUntil: 'networkidle' });
        if (!response?.ok()) return undefined;
        await page.evaluate(() => document.fonts.ready);
        return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      };
      for (const pathname of pages) {
        const [x, y] = [await shot(a.origin, pathname), await shot(b.origin, pathname)];
        const label = `${pathname} at ${width} px`;
        if (!x || !y) {
          differing.push(`${label}: missing in ${x ? 'the second' : 'the first'} build`);
          continue;
        }
        const [p, q] = await Promise.all([decodePng(x), decodePng(y)]);
        let changed = 0;
        if (p.width !== q.width || p.height !== q.height) changed = Math.max(p.width * p.height, q.width * q.height);
        else for (let i = 0; i < p.rgba.length; i += 4) if (p.rgba[i] !== q.rgba[i] || p.rgba[i + 1] !== q.rgba[i + 1] || p.rgba[i + 2] !== q.rgba[i + 2]) changed++;
        if (changed === 0) continue;
        const size = p.width === q.width && p.height === q.height ? '' : ` (${p.width}×${p.height} against ${q.width}×${q.height})`;
        differing.push(`${label}: ${((100 * changed) / (p.width * p.height)).toFixed(2)} % of pixels differ${size}`);
        if (diffs) {
          mkdirSync(diffs, { recursive: true });
          const name = `${pathname.replace(/\W+/g, '_') || 'home'}-${width}`;
          writeFileSync(path.join(diffs, `${name}-before.png`), x);
          writeFileSync(path.join(diffs, `${name}-after.png`), y);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    a.close();
    b.close();
  }
  console.log(`compare-pages: ${pages.length} pages at ${widths.join(' and ')} px`);
  if (differing.length) {
    console.log(`${differing.length} differ:\n- ${differing.join('\n- ')}`);
    process.exitCode = 1;
  } else console.log('every page looks the same in both builds');
}

void main();
