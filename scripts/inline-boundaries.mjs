#!/usr/bin/env node
// After `next build`: puts each Suspense boundary's content back in its place in the HTML.
//
// React writes a completed boundary it rendered after the page's shell as a hidden <div id="S:n">
// at the end, with an inline script ($RC) that moves it into its placeholder. The home page's
// parts that load when near (components/ui/WhenNear) are such boundaries. In a static file there
// is no reason to wait: this does the move at build time, so the page reads in order without
// JavaScript, and React hydrates the boundary exactly as it would after the script ran.
//
//   npx tsx scripts/inline-boundaries.mjs        (runs as `postbuild`, before scripts/csp.mjs)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './out-pages.mjs';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'out');

/** The page with every outlined boundary moved into its placeholder; throws when one cannot be. */
export function withBoundariesInPlace(html, where = 'page') {
  let page = html;
  for (const [, id] of html.matchAll(/<div hidden id="S:(\d+)">/g)) {
    const start = page.indexOf(`<div hidden id="S:${id}">`);
    const call = page.indexOf(`$RC("B:${id}","S:${id}")`, start);
    const close = call < 0 ? -1 : page.lastIndexOf('</div><script>', call);
    const scriptEnd = call < 0 ? -1 : page.indexOf('</script>', call);
    const placeholder = `<!--$?--><template id="B:${id}"></template><!--/$-->`;
    if (close < start || scriptEnd < 0 || !page.includes(placeholder)) {
      throw new Error(`inline-boundaries: ${where}: boundary ${id} is not in the shape React 19 writes`);
    }
    const content = page.slice(start + `<div hidden id="S:${id}">`.length, close);
    page = page.slice(0, start) + page.slice(scriptEnd + '</script>'.length);
    page = page.replace(placeholder, `<!--$-->${content}<!--/$-->`);
  }
  if (/\$RC\(|<template id="B:/.test(page)) throw new Error(`inline-boundaries: ${where}: a boundary is left outlined`);
  return page;
}

function main() {
  let moved = 0;
  for (const file of htmlFiles(out)) {
    const html = readFileSync(file, 'utf8');
    const after = withBoundariesInPlace(html, path.relative(out, file));
    if (after !== html) {
      writeFileSync(file, after);
      moved++;
    }
  }
  console.log(`inline-boundaries: ${moved} page(s) had boundaries moved into place`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
