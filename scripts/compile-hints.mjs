#!/usr/bin/env node
// After `next build`: the scripts every page starts with are compiled in the background as they
// download (docs/product-rules.md#performance).
//
// V8 compiles a function only when it is first called, on the main thread. The framework's start-up
// calls nearly every function of the chunks a page loads (React, the router, hydration), so on a
// phone that compiling is one long task after the first paint. The magic comment
// `//# allFunctionsCalledOnLoad` on a file's first line (V8's explicit compile hints, Chrome 136+)
// has it compiled eagerly on a background thread instead; other engines read a comment. Chunks
// loaded later (the parts a page fetches when near or when needed) keep lazy compiling: few of
// their functions run at once.
//
// The chunk files keep their names: every build writes the same comment into the same file, so
// a name still stands for one content (deploy/: hashed assets are cached for a year).
//
//   npx tsx scripts/compile-hints.mjs        (runs as `postbuild`, after scripts/defer-scripts.mjs)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './csp.mjs';
import { scriptSources } from './defer-scripts.mjs';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'out');

export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** The script with the eager-compile hint on its first line (idempotent). */
export function withCompileHint(js) {
  return js.startsWith(compileHint) ? js : compileHint + js;
}

function main() {
  const scripts = new Set(
    htmlFiles(out).flatMap((file) => scriptSources(readFileSync(file, 'utf8')).filter((src) => src.startsWith('/_next/static/'))),
  );
  if (scripts.size === 0) throw new Error('compile-hints: no page in out/ loads a script: has the build output changed?');
  for (const src of scripts) {
    const file = path.join(out, src);
    const js = readFileSync(file, 'utf8');
    const hinted = withCompileHint(js);
    if (hinted !== js) writeFileSync(file, hinted);
  }
  console.log(`compile-hints: ${scripts.size} start-up scripts compiled eagerly`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
