// A copy of the repository to build or check in without touching this checkout: used by the
// fixture site (e2e/fixture-site.run.ts), the scale benchmark and the upgrade rehearsal.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.join(path.dirname(__filename), '..', '..');

/**
 * Copies the repository's own files (tracked, or new and not ignored: no out/, .next/ or
 * node_modules; files deleted in the working tree stay out) into `dest`. With `linkNodeModules`,
 * node_modules is hard-linked in: a real folder, because Turbopack refuses a symlinked
 * node_modules outside the project, that costs no space. Its .cache is left out: the build
 * rewrites files there in place (the media step's record of what it built, lint caches), which
 * through a hard link would rewrite this checkout's. Returns the number of files copied.
 */
export function copyRepository(dest: string, { linkNodeModules = false } = {}): number {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dest, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(dest, file));
  }
  if (linkNodeModules) {
    execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dest, 'node_modules')]);
    rmSync(path.join(dest, 'node_modules', '.cache'), { recursive: true, force: true });
  }
  return files.length;
}
