import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parse as parseYaml } from 'yaml';
import { readManifest, sha256, type UploadFacts } from '../media/photo';
import { inspectUpload, uploadsFolder } from '../media/uploads';
import { checkContent, ContentError, type Content, type RawContent, type RawEntry } from './check';
import { defaultLocale, entryOfFile, localeFile, locales, type Locale } from '../i18n/locales';
import { requestLocale } from '../i18n/requestLocale';
import { registry as siteRegistry } from './collections';
import type { Registry } from './registry';

/**
 * Reads content/ (docs/product-rules.md#content): the one module of lib/content that touches the
 * disk. It reads every file the registry declares, what the media folder holds and which names
 * the export already uses, and hands them to the content check (check.ts). Server components,
 * scripts and tests use it; client components get content through props.
 */

/** Errors name files as an editor sees them in the repository, whichever folder was read. */
const shown = (...parts: string[]) => path.posix.join('content', ...parts);

function parseJson(text: string, file: string, problems: string[]): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    problems.push(`${file}: not valid JSON (${(error as Error).message})`);
    return undefined;
  }
}

/**
 * Front matter as YAML 1.2's core schema: no tags that build objects or run code, a duplicate key
 * is an error, a date stays the text it was written as, and aliases are limited, so a few bytes
 * cannot expand into gigabytes (docs/product-rules.md#content).
 */
const frontMatterEngine = (text: string): object => {
  const data: unknown = parseYaml(text, { schema: 'core', uniqueKeys: true, maxAliasCount: 100, strict: true, prettyErrors: false });
  return data && typeof data === 'object' ? data : {};
};

function parseMarkdown(text: string, file: string, problems: string[]): unknown {
  try {
    // gray-matter caches by text; an empty options object turns the cache off.
    const { data, content } = matter(text, { engines: { yaml: frontMatterEngine }, language: 'yaml' });
    return { ...data, body: content.trim() };
  } catch (error) {
    const message = (error as Error).message.split('\n')[0];
    problems.push(`${file}: the front matter (between the --- lines) is not valid YAML (${message}); fix the line it names`);
    return undefined;
  }
}

/** Versions of uploads this dev server has run the media step for, so a failing one is not run on every render. */
const builtInDev = new Set<string>();

/**
 * What the media folder holds: each file's kind by its bytes, and what the media build wrote for
 * it. Under `next dev`, an upload saved (or changed) since the server started has nothing built
 * yet: the media step runs here, once per version, before the page renders, so the editor's first
 * reload shows the photo (docs/product-rules.md#photos, the editing server); every build runs it
 * before anything else.
 */
function readUploads(contentDir: string, root: string): Map<string, UploadFacts> {
  const folder = uploadsFolder(contentDir);
  const uploads = new Map<string, UploadFacts>();
  if (!existsSync(folder)) return uploads;
  let built = readManifest(root);
  const files = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => ({ name: entry.name, bytes: readFileSync(path.join(folder, entry.name)) }))
    .map((f) => ({ ...f, sha256: sha256(f.bytes) }));
  const unbuilt = files.filter((f) => built[f.name]?.sha256 !== f.sha256 && !builtInDev.has(f.sha256));
  if (process.env.NODE_ENV === 'development' && unbuilt.length > 0) {
    for (const f of unbuilt) builtInDev.add(f.sha256);
    const run = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/build/build-media.ts'], { cwd: root, encoding: 'utf8' });
    // The dev server's log shows what the media step did, as the build's log does.
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? String(run.error) : ''}`.trim();
    if (output) console.log(output);
    built = readManifest(root);
  }
  for (const f of files) {
    uploads.set(f.name, {
      name: f.name,
      sha256: f.sha256,
      bytes: f.bytes.length,
      asPhoto: inspectUpload(f.bytes, f.name, { svg: false }),
      asLogo: inspectUpload(f.bytes, f.name, { svg: true }),
      ...(built[f.name] ? { built: built[f.name] } : {}),
    });
  }
  return uploads;
}

/**
 * The top-level names of the export besides content pages: the folders and files of app/ (og,
 * feed.xml, ...) and public/ (admin, art, ...), by the address each answers at.
 */
function readReserved(root: string): Map<string, string> {
  const taken = new Map<string, string>();
  // Route files name the address they answer: robots.ts → /robots.txt, sitemap.ts → /sitemap.xml.
  const routeFiles: Record<string, string> = { robots: 'robots.txt', sitemap: 'sitemap.xml', manifest: 'manifest.webmanifest', 'not-found': '404' };
  const app = path.join(root, 'app');
  for (const entry of existsSync(app) ? readdirSync(app) : []) {
    if (/^[_([]/.test(entry)) continue;
    const stem = entry.replace(/\.(tsx?|jsx?|mdx?)$/, '');
    if (stem !== entry && !routeFiles[stem]) continue;
    taken.set((routeFiles[stem] ?? entry).toLowerCase(), `app/${entry}`);
  }
  const publicDir = path.join(root, 'public');
  for (const entry of existsSync(publicDir) ? readdirSync(publicDir) : []) taken.set(entry.toLowerCase(), `public/${entry}`);
  return taken;
}

/**
 * Reads every file the registry declares under `dir`, in every edition (docs/product-rules.md#languages):
 * `texts.json` is English, `texts.hi.json` Hindi; an entry's `web-development.json` is English,
 * `web-development.mr.json` Marathi. Entries in page order (each one's `order`, then its file name).
 */
export function readContent(dir: string, registry: Registry = siteRegistry, root: string = process.cwd()): RawContent {
  const problems: string[] = [];
  const settings: RawContent['settings'] = {};
  for (const s of registry.settings) {
    settings[s.name] = {};
    for (const locale of locales) {
      const name = localeFile(s.file, locale);
      const full = path.join(dir, name);
      if (!existsSync(full)) continue;
      settings[s.name]![locale] = { file: shown(name), data: parseJson(readFileSync(full, 'utf8'), shown(name), problems) };
    }
  }
  const collections: RawContent['collections'] = {};
  for (const c of registry.collections) {
    const extension = c.format === 'markdown' ? '.md' : '.json';
    const folder = path.join(dir, c.folder);
    const names = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith(extension)) : [];
    const entries = names.flatMap((name): RawEntry[] => {
      const file = shown(c.folder, name);
      // "x.json" is English, "x.hi.json" Hindi; another ".<code>" is no edition of the site.
      const { slug, locale, code } = entryOfFile(name);
      if (!locale) {
        problems.push(`${file}: ".${code}" is not an edition of the site (${locales.filter((l) => l !== defaultLocale).map((l) => `.${l}`).join(', ')}); rename the file`);
        return [];
      }
      const text = readFileSync(path.join(folder, name), 'utf8');
      const data = c.format === 'markdown' ? parseMarkdown(text, file, problems) : parseJson(text, file, problems);
      return [{ file, slug, locale, data: data && typeof data === 'object' && !Array.isArray(data) ? { ...data, slug } : data }];
    });
    const order = (e: RawEntry) => Number((e.data as { order?: unknown } | undefined)?.order ?? 0) || 0;
    collections[c.name] = entries.sort((a, b) => order(a) - order(b) || a.slug.localeCompare(b.slug) || locales.indexOf(a.locale) - locales.indexOf(b.locale));
  }
  return { settings, collections, uploads: readUploads(dir, root), reserved: readReserved(root), problems };
}

/** Checks raw content: each edition's content, or every problem found in one round (a ContentError). */
export function parseContent(raw: RawContent): Editions {
  const { content, problems } = checkContent(raw);
  if (!content) throw new ContentError(problems);
  return Object.fromEntries(locales.map((l) => [l, { ...content[l], site: { ...content[l].site, url: siteUrl() } }])) as Editions;
}

/** The content of every edition. */
export type Editions = Record<Locale, Content>;

/** Origin for canonical URLs, sitemap and Open Graph (docs/product-rules.md#seo), no trailing slash. */
export const siteUrl = (): string => (process.env.NEXT_PUBLIC_SITE_URL ?? 'https://www.ekchhat.example').replace(/\/+$/, '');

/** The content folder: content/, or CONTENT_DIR (tests point it at an edited copy). */
export const contentDir = (): string => process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content');

const cache = new Map<string, Editions>();

/** Every edition's checked content, read once per folder (on every call under `next dev`, so edits show on reload). */
export function getEditions(dir: string = contentDir()): Editions {
  if (process.env.NODE_ENV === 'development') return parseContent(readContent(dir));
  let editions = cache.get(dir);
  if (!editions) {
    editions = parseContent(readContent(dir));
    cache.set(dir, editions);
  }
  return editions;
}

/**
 * The checked content of one edition: the page's own (lib/i18n/requestLocale.ts) unless another is
 * asked for. Lists hold every entry, in this edition's language where it is written in it, else in
 * its own language (`entry.locale`), so a page can offer it with its language (docs/product-rules.md#languages).
 */
export function getContent(dir: string = contentDir(), locale: Locale = requestLocale()): Content {
  return getEditions(dir)[locale];
}

/** Every problem the content check finds in a folder, one line each ([] when it passes). */
export function problemsIn(dir: string): string[] {
  return checkContent(readContent(dir)).problems;
}
