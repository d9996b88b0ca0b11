#!/usr/bin/env node
// After `next build`: each page carries its stylesheets in the HTML (docs/product-rules.md#performance).
//
// Next links a page's CSS files from the <head>; on a phone each is another round trip after the
// HTML before anything can paint. Here each link gets its file's rules in a <style> just before
// it (same cascade order), and the link itself is kept but `disabled`, which browsers do not
// fetch: React finds its stylesheets by those links when it hydrates and so neither fetches nor
// inserts them again.
//
//   <link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>
//   ->  <style data-href="/_next/static/chunks/a.css">…</style><link rel="stylesheet" href="…" data-precedence="next" disabled=""/>
//
//   npx tsx scripts/inline-css.mjs        (runs as `postbuild`, before scripts/csp.mjs hashes the <style>s)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './out-pages.mjs';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'out');

const stylesheetLink = /<link rel="stylesheet" href="(\/_next\/[^"]+\.css)" data-precedence="([^"]+)"\/>/g;

/** A CSS file's rules with its relative url()s made absolute, since they now sit in a page at another path. */
export function rebased(css, href) {
  return css.replace(/url\((['"]?)(?![a-z]+:|\/|#)([^'")]+)\1\)/gi, (_, quote, url) => {
    const absolute = new URL(url, `http://site${href}`).pathname;
    return `url(${quote}${absolute}${quote})`;
  });
}

/** The page with every Next stylesheet inlined before its (now disabled) link; idempotent. */
export function withInlineStyles(html, readCss) {
  return html.replace(stylesheetLink, (_, href, precedence) => {
    const css = rebased(readCss(href), href);
    if (css.includes('</style')) throw new Error(`inline-css: ${href} holds "</style"`);
    return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`;
  });
}

function main() {
  const files = new Map();
  const readCss = (href) => {
    if (!files.has(href)) files.set(href, readFileSync(path.join(out, href), 'utf8'));
    return files.get(href);
  };
  let pages = 0;
  for (const file of htmlFiles(out)) {
    const html = readFileSync(file, 'utf8');
    const after = withInlineStyles(html, readCss);
    if (after !== html) {
      writeFileSync(file, after);
      pages++;
    }
  }
  if (pages === 0) throw new Error('inline-css: no page in out/ links a stylesheet: has the build output changed?');
  console.log(`inline-css: ${pages} pages carry their ${files.size} stylesheet(s) inline`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
