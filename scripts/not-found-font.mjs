#!/usr/bin/env node
// After `next build`: the 404 page preloads the site font as every other page does.
// Next writes the font preload per page, but finds none for the not-found page. That page then
// loads the font through its stylesheet, and the font's preload arrives later with the data of
// the pages its links prefetch: a preload nothing uses, which WebKit reports on every 404
// (docs/product-rules.md#art). With the home page's font preloads in its own <head>, React sees
// the font preloaded already and adds nothing.
//
//   npx tsx scripts/not-found-font.mjs        (runs as `postbuild`, before scripts/csp.mjs)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'node-html-parser';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'out');

/** The raw <link rel="preload" as="font"> tags of a page, as the build wrote them. */
export function fontPreloads(html) {
  return parse(html)
    .querySelectorAll('link[rel="preload"][as="font"]')
    .map((link) => html.slice(...link.range));
}

/** The page with the given tags after its viewport <meta> (or its charset), unless it has them already. */
export function withFontPreloads(html, tags) {
  const document = parse(html);
  const have = new Set(fontPreloads(html));
  const missing = tags.filter((tag) => !have.has(tag));
  if (missing.length === 0) return html;
  const anchor = document.querySelector('meta[name="viewport"]') ?? document.querySelector('meta[charset]');
  if (!anchor) throw new Error('no <meta> in the <head> to put the font preload after');
  const at = anchor.range[1];
  return `${html.slice(0, at)}${missing.join('')}${html.slice(at)}`;
}

function main() {
  const tags = fontPreloads(readFileSync(path.join(out, 'index.html'), 'utf8'));
  if (tags.length === 0) throw new Error('out/index.html preloads no font: has app/fonts.ts stopped preloading?');
  for (const name of ['404.html', '_not-found.html']) {
    const file = path.join(out, name);
    writeFileSync(file, withFontPreloads(readFileSync(file, 'utf8'), tags));
  }
  console.log(`not-found-font: 404 page preloads ${tags.length} font file(s) like every other page`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
