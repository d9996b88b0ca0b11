#!/usr/bin/env node
// After `next build`: every page paints before its JavaScript is fetched.
//
// Next writes the framework's scripts as <script async> in the <head> (plus a low-priority
// preload of the entry chunk). On a phone they share the first round trips with the HTML,
// the stylesheets and the font, and a script that arrives before the first frame runs first
// and holds the paint back while React hydrates (docs/product-rules.md#performance). The page
// is complete HTML without them, so each one waits until the first frame is on screen:
//
//   <script src="/_next/static/chunks/a.js" async="">  ->  <script data-src="/_next/static/chunks/a.js">
//
// and one small inline loader at the end of <body> turns them back into async scripts, in the
// same order, once the first contentful paint is on screen. The scripts' Turbopack chunk list
// (the inline TURBOPACK push) is untouched: the runtime finds the scripts by their src.
//
//   npx tsx scripts/defer-scripts.mjs        (runs as `postbuild`, before scripts/csp.mjs)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './out-pages.mjs';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'out');

const asyncScript = /<script src="(\/_next\/[^"]+)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/[^"]+"\/>/g;

/**
 * Runs in the page. The scripts start once the first contentful paint is on screen (the browser's
 * own paint timing says when). Where a browser has no paint timing, after the first frame; in a
 * hidden tab, which paints nothing, at once; and never later than `latestMs` whatever happens.
 * `async = true` keeps each script from blocking the others, as Next wrote them.
 */
export const latestMs = 4000;
export const loader =
  '(function(){var done=false;function load(){if(done)return;done=true;' +
  'document.querySelectorAll("script[data-src]").forEach(function(held){' +
  'var s=document.createElement("script");s.src=held.getAttribute("data-src");s.async=true;' +
  'held.parentNode.insertBefore(s,held.nextSibling)})}' +
  `setTimeout(load,${latestMs});` +
  'if(document.visibilityState==="hidden")return setTimeout(load,0);' +
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];' +
  'if(types.indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(load,0)});' +
  'new PerformanceObserver(function(list,observer){' +
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(load,0)}' +
  '}).observe({type:"paint",buffered:true})})()';

const loaderTag = `<script>${loader}</script>`;

/** The page with its framework scripts held until after the first paint (idempotent). */
export function withScriptsAfterPaint(html) {
  if (html.includes(loaderTag)) return html;
  let held = 0;
  const page = html
    .replace(scriptPreload, '')
    .replace(asyncScript, (_, src) => {
      held++;
      return `<script data-src="${src}"></script>`;
    });
  if (held === 0) return html;
  if (!page.includes('</body>')) throw new Error('no </body> to put the script loader before');
  return page.replace('</body>', `${loaderTag}</body>`);
}

function main() {
  let pages = 0;
  for (const file of htmlFiles(out)) {
    const html = readFileSync(file, 'utf8');
    const after = withScriptsAfterPaint(html);
    if (after !== html) {
      writeFileSync(file, after);
      pages++;
    }
  }
  if (pages === 0) throw new Error('defer-scripts: no page in out/ had a framework script: has the build output changed?');
  console.log(`defer-scripts: ${pages} pages fetch their scripts after the first paint`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
