#!/usr/bin/env node
// After `next build`: gives every page in out/ its own Content-Security-Policy in a <meta> tag,
// allowing exactly the inline scripts (and style attributes) that page holds by their SHA-256
// hashes. A static export has no server to hand out nonces, and the inline scripts (the React
// Server Components payload, Turbopack's chunk list, the 404 page's redirect) differ per page.
//
//   npx tsx scripts/csp.mjs        (runs as `postbuild`)
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'node-html-parser';
import { htmlFiles } from './out-pages.mjs';
import { emailJsOrigin, loadBuildEnv, pagePolicy, root } from './security-policy.mjs';

const out = path.join(root, 'out');

/** Script types a browser runs; anything else (application/ld+json) is data and needs no hash. */
const executable = new Set(['', 'text/javascript', 'application/javascript', 'module']);

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('base64');

const metaPattern = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

/** The hashes a page needs: inline scripts, <style> elements and style="" attributes. */
export function inlineHashes(html) {
  // The parser hands back attribute values decoded, as the browser hashes them.
  const document = parse(html, { comment: false, blockTextElements: { script: true, style: true } });
  const scriptHashes = document
    .querySelectorAll('script')
    .filter((s) => !s.hasAttribute('src') && s.rawText.length > 0 && executable.has((s.getAttribute('type') ?? '').trim().toLowerCase()))
    .map((s) => sha256(s.rawText));
  const styleHashes = [
    ...document.querySelectorAll('style').map((s) => sha256(s.rawText)),
    ...document.querySelectorAll('[style]').map((el) => sha256(el.getAttribute('style') ?? '')),
  ];
  return { scriptHashes, styleHashes };
}

/** Puts the policy right after <meta charset>, before any script, replacing an earlier run's. */
export function withPolicy(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  const clean = html.replace(metaPattern, '');
  const charset = /<meta charset="utf-8"\s*\/?>/i.exec(clean);
  if (charset) return clean.replace(charset[0], `${charset[0]}${meta}`);
  if (!/<head>/i.test(clean)) throw new Error('no <head> to put the Content-Security-Policy in');
  return clean.replace(/<head>/i, `<head>${meta}`);
}

function main() {
  loadBuildEnv();
  const connectOrigin = emailJsOrigin();
  const files = htmlFiles(out);
  if (files.length === 0) throw new Error('out/ holds no HTML: run `next build` first');
  let scripts = 0;
  for (const file of files) {
    const html = readFileSync(file, 'utf8').replace(metaPattern, '');
    const hashes = inlineHashes(html);
    scripts += hashes.scriptHashes.length;
    writeFileSync(file, withPolicy(html, pagePolicy({ ...hashes, connectOrigin })));
  }
  console.log(`csp: ${files.length} pages given their own Content-Security-Policy (${scripts} inline scripts hashed; connect-src ${connectOrigin})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
