#!/usr/bin/env node
// After `next build`: the site's scripts are compiled in the background as they download
// (docs/product-rules.md#performance).
//
// V8 compiles a function only when it is first called, on the main thread. The framework's start-up
// calls nearly every function of the chunks a page loads (React, the router, hydration), and a part
// loaded later (the floating icons, the logo strip) runs most of its chunk's code as it starts:
// on a phone that compiling is long tasks after the first paint. The magic comment
// `//# allFunctionsCalledOnLoad` on a file's first line (V8's explicit compile hints, Chrome 136+)
// has it compiled eagerly on a background thread instead; other engines read a comment. The
// legacy polyfills for browsers without modules (`noModule`) are left alone: no engine with the
// hint loads them.
//
// The chunk files keep their names: every build writes the same comment into the same file, so
// a name still stands for one content (deploy/: hashed assets are cached for a year).
//
//   npx tsx scripts/compile-hints.mjs        (runs as `postbuild`, after scripts/defer-scripts.mjs)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles, legacyScriptSources, scriptSources } from './out-pages.mjs';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'out');

export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** The script with the eager-compile hint on its first line (idempotent). */
export function withCompileHint(js) {
  return js.startsWith(compileHint) ? js : compileHint + js;
}

function main() {
  const chunks = path.join(out, '_next', 'static', 'chunks');
  const legacy = new Set(htmlFiles(out).flatMap((file) => legacyScriptSources(readFileSync(file, 'utf8'))));
  const scripts = readdirSync(chunks, { recursive: true })
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/_next/static/chunks/${name.split(path.sep).join('/')}`)
    .filter((src) => !legacy.has(src));
  const startUp = new Set(htmlFiles(out).flatMap((file) => scriptSources(readFileSync(file, 'utf8'))));
  if (![...startUp].some((src) => scripts.includes(src))) {
    throw new Error('compile-hints: no page in out/ loads a chunk from _next/static/chunks: has the build output changed?');
  }
  for (const src of scripts) {
    const file = path.join(out, src);
    const js = readFileSync(file, 'utf8');
    const hinted = withCompileHint(js);
    if (hinted !== js) writeFileSync(file, hinted);
  }
  console.log(`compile-hints: ${scripts.length} chunks compiled eagerly (${legacy.size} legacy polyfill chunk(s) left alone)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
