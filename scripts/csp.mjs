#!/usr/bin/env node
// After `next build`: gives every page in out/ its own Content-Security-Policy in a <meta> tag,
// allowing exactly the inline scripts (and style attributes) that page holds by their SHA-256
// hashes. A static export has no server to hand out nonces, and the inline scripts (the React
// Server Components payload, Turbopack's chunk list, the 404 page's redirect) differ per page.
//
//   npx tsx scripts/csp.mjs        (runs as `postbuild`)
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emailJsOrigin, loadBuildEnv, pagePolicy, root } from './security-policy.mjs';

const out = path.join(root, 'out');

/** Script types a browser runs; anything else (application/ld+json) is data and needs no hash. */
const executable = new Set(['', 'text/javascript', 'application/javascript', 'module']);

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('base64');

const entities = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };
/** An attribute's value as the browser sees it (CSP hashes the parsed value, not the markup). */
const decode = (value) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref) => {
    if (ref[0] === '#') return String.fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    return entities[ref.toLowerCase()] ?? whole;
  });

const attribute = (attrs, name) => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  return match ? decode(match[1] ?? match[2] ?? match[3]) : undefined;
};

const metaPattern = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

/** The hashes a page needs: inline scripts, <style> elements and style="" attributes. */
export function inlineHashes(html) {
  const scriptHashes = [];
  const styleHashes = [];
  const withoutScripts = html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi, (_, attrs, body) => {
    const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase();
    if (attribute(attrs, 'src') === undefined && body.length > 0 && executable.has(type)) scriptHashes.push(sha256(body));
    return '<script></script>';
  });
  const markup = withoutScripts.replace(/<style\b[^>]*>([\s\S]*?)<\/style>/gi, (_, body) => {
    styleHashes.push(sha256(body));
    return '<style></style>';
  });
  for (const tag of markup.match(/<[a-z][^>]*\sstyle\s*=[^>]*>/gi) ?? []) {
    const value = attribute(tag, 'style');
    if (value !== undefined) styleHashes.push(sha256(value));
  }
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

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // The content editor at /admin carries its own policy (public/admin/index.html).
    if (entry.isDirectory()) return entry.name === '_next' || entry.name === 'admin' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
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
