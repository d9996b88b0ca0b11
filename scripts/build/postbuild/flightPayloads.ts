// Next writes each page's React Server Components payload beside it (`services.txt`, and per
// segment `services/__next.<segment>.txt`) for its client router, which fetches them when a
// <Link> prefetches or navigates. The site has no client navigation: every link is a plain <a>
// (eslint.config.mjs refuses next/link, next/form and useRouter), so no browser asks for these
// files; the page's own flight data is inline in its HTML. Left in, they were 820 files and
// 28.8 MB of text to compress at every build and upload at every deploy
// (docs/product-rules.md#hosts).
import { readdirSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Whether a file of the export is a page's RSC payload: `__next.*.txt`, or `<name>.txt` beside `<name>.html`. */
function isFlightPayload(name: string, siblings: Set<string>): boolean {
  if (!name.endsWith('.txt')) return false;
  return name.startsWith('__next.') || siblings.has(`${name.slice(0, -'.txt'.length)}.html`);
}

/** Every RSC payload under `dir` (relative, with forward slashes), leaving out /_next and /admin. */
export function flightPayloads(dir: string, sub = ''): string[] {
  const entries = readdirSync(path.join(dir, sub), { withFileTypes: true });
  const names = new Set(entries.filter((e) => e.isFile()).map((e) => e.name));
  return entries.flatMap((entry) => {
    const name = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === '_next' || (sub === '' && entry.name === 'admin') ? [] : flightPayloads(dir, name);
    return isFlightPayload(entry.name, names) ? [name] : [];
  });
}

/**
 * Removes the RSC payloads `flightPayloads` found and the folders that held nothing else; returns a
 * line for the log, or throws when there are none.
 */
export function dropFlightPayloads(dir: string, payloads: string[]): string {
  // None found means Next names them otherwise now, or no longer writes them: either way this step
  // no longer does what it says, so it stops the build instead of passing on a silent zero.
  if (payloads.length === 0) {
    throw new Error(
      `postbuild: flight-payloads: ${dir} holds no RSC payload (no __next.*.txt, no <page>.txt beside a <page>.html): see how this Next version names them, or remove this step (scripts/build/postbuild/flightPayloads.ts)`,
    );
  }
  for (const file of payloads) rmSync(path.join(dir, file));
  const folders = new Set<string>();
  for (const file of payloads) for (let folder = path.posix.dirname(file); folder !== '.'; folder = path.posix.dirname(folder)) folders.add(folder);
  // Deepest first, so a folder whose only content was an emptied folder goes too.
  const deepestFirst = [...folders].sort((a, b) => b.split('/').length - a.split('/').length);
  let removedFolders = 0;
  for (const folder of deepestFirst) {
    const full = path.join(dir, folder);
    if (readdirSync(full).length === 0) {
      rmdirSync(full);
      removedFolders++;
    }
  }
  return `${payloads.length} files and ${removedFolders} folders that held only them removed`;
}

/** After the build: fails naming the first payloads still in the export. */
export function verifyNoFlightPayloads(dir: string): void {
  const left = flightPayloads(dir);
  if (left.length) throw new Error(`postbuild: ${left.length} RSC payloads are still in the export (${left.slice(0, 3).join(', ')}…): the postbuild removes them (scripts/build/postbuild/flightPayloads.ts)`);
}
