#!/usr/bin/env node
// After `next build`: finishes the export in out/ (scripts/build/postbuild/README.md). Every page is read
// and parsed once, each transform records its edits and states what it expects of every page it
// touches (a ContractError names page and transform when that does not hold), then the pages and
// files are written once, the hosts' configuration is generated, and last every text file gets its
// compressed copies (precompress.ts).
//
//   tsx scripts/build/postbuild/index.ts                 (npm's postbuild)
//   tsx scripts/build/postbuild/index.ts --check         (the contracts over an already finished out/)
//   tsx scripts/build/postbuild/index.ts --skip=defer-scripts,compile-hints --dir=/tmp/copy   (to measure without them)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeHostConfig } from './hostConfig';
import { dropFlightPayloads, flightPayloads, verifyNoFlightPayloads } from './flightPayloads';
import { ContractError } from './page';
import { precompress } from './precompress';
import { root } from './securityPolicy';
import { loadSite, type Site, type Transform } from './site';
import { transforms } from './transforms';

/** Next's second copy of the 404 page, at an address nobody should reach: with it gone, /_not-found is an unknown address on every host (docs/product-rules.md#hosts). */
export const duplicateNotFound = ['_not-found.html', '_not-found.txt', '_not-found'];

/** Runs the transforms on the export in `dir` and writes the result; returns a line per transform for the log. */
export function postbuild(dir: string, chosen: Transform[] = transforms): string[] {
  for (const name of duplicateNotFound) rmSync(path.join(dir, name), { recursive: true, force: true });
  const payloads = flightPayloads(dir);
  const site = loadSite(dir);
  const log = chosen.map((t) => `${t.name}: ${t.apply(site)}`);
  // Removed with the writing, once every transform has passed: a failed run leaves the export as Next wrote it.
  log.unshift(`flight-payloads: ${dropFlightPayloads(dir, payloads)}`);
  for (const page of site.pages.values()) if (page.changed) writeFileSync(path.join(dir, page.name), page.render());
  for (const [file, text] of site.files) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return log;
}

/** The contracts over a finished export: every transform's promise holds on every page. */
export function check(dir: string, chosen: Transform[] = transforms): Site {
  verifyNoFlightPayloads(dir);
  const site = loadSite(dir);
  for (const t of chosen) t.verify(site);
  return site;
}

async function main() {
  const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const dir = path.resolve(root, option('dir') ?? 'out');
  const skip = new Set((option('skip') ?? '').split(',').filter(Boolean));
  const steps = [...transforms.map((t) => t.name), precompress.name];
  const unknown = [...skip].filter((s) => !steps.includes(s));
  if (unknown.length) throw new Error(`postbuild: no transform named ${unknown.join(', ')} (there are ${steps.join(', ')})`);
  const chosen = transforms.filter((t) => !skip.has(t.name));
  const compress = !skip.has(precompress.name);
  if (process.argv.includes('--check')) {
    const site = check(dir, chosen);
    if (compress) precompress.verify(dir);
    console.log(`postbuild check: no RSC payload; ${[...chosen.map((t) => t.name), ...(compress ? [precompress.name] : [])].join(', ')} hold on all ${site.pages.size} pages of ${path.relative(root, dir) || '.'}`);
    return;
  }
  for (const line of postbuild(dir, chosen)) console.log(line);
  // Another export than out/ (a measurement copy) gets its host files beside it, not in deploy/generated/.
  const hosts = dir === path.join(root, 'out') ? undefined : `${dir}-hosts`;
  console.log(`host-config: ${writeHostConfig(dir, hosts)}`);
  // Last: the copies must match every file as the steps above left it.
  if (compress) console.log(`${precompress.name}: ${await precompress.apply(dir)}`);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof ContractError ? error.message : error);
    process.exit(1);
  });
}
