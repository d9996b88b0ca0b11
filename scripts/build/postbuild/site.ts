// The export in out/ as the postbuild sees it: every page parsed once, the files beside them read
// on demand, and the list of named transforms with their contracts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Page } from './page';

/** What the transforms need besides the page in hand. */
export interface Site {
  /** The export folder (out/). */
  dir: string;
  /** Every HTML page of the site, by its file under dir (/_next and the CMS at /admin left out). */
  pages: Map<string, Page>;
  /** Files other than pages that transforms rewrite, written with the pages once every transform has passed. */
  files: Map<string, string>;
  /** A file of the export by its URL path (`/_next/static/chunks/a.css`), or a ContractError naming the page. */
  asset(href: string, page: Page, transform: string): string;
}

export interface Transform {
  /** The name the build log, the contracts and `--skip` use. */
  name: string;
  /** What it expects of every page it touches and what it changes, for the log and scripts/build/postbuild/README.md. */
  contract: string;
  /** Records its edits on the pages (or rewrites other files); throws a ContractError when its contract does not hold. */
  apply(site: Site): string;
  /** After the build: throws a ContractError when out/ does not hold what this transform promised. */
  verify(site: Site): void;
}

/** Every HTML page under `dir` (relative, with forward slashes), leaving out /_next and the content editor at /admin. */
export function pageNames(dir: string, sub = ''): string[] {
  return readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((entry) => {
    const name = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === '_next' || (sub === '' && entry.name === 'admin') ? [] : pageNames(dir, name);
    return entry.name.endsWith('.html') ? [name] : [];
  });
}

/** Reads and parses every page of the export once. */
export function loadSite(dir: string): Site {
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`postbuild: ${dir} holds no index.html: run \`next build\` first`);
  const pages = new Map(pageNames(dir).map((name) => [name, new Page(name, readFileSync(path.join(dir, name), 'utf8'))]));
  return siteOf(dir, pages);
}

/** A site over pages already in memory (the unit tests' fixtures use this with their own files). */
export function siteOf(dir: string, pages: Map<string, Page>, read = (file: string) => readFileSync(file, 'utf8')): Site {
  const cache = new Map<string, string>();
  return {
    dir,
    pages,
    files: new Map(),
    asset(href, page, transform) {
      const file = path.join(dir, ...href.split('/'));
      if (!cache.has(href)) {
        try {
          cache.set(href, read(file));
        } catch {
          throw page.fail(transform, `refers to ${href}, which is not in the export`);
        }
      }
      return cache.get(href)!;
    },
  };
}
