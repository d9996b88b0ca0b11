import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { checkContent, type Content, type ContentInput, type ContentIssue } from './schema';

/**
 * Reads content/ and checks it against the schema (docs/product-rules.md#content). Server
 * components, scripts and tests use it; client components get content through props.
 */

/** The single files and the collection folders under content/, keyed as in the schema. */
export const singleFiles = ['site', 'texts', 'seo', 'home', 'company', 'pages', 'interests', 'forms'] as const;
export const collections = {
  services: { folder: 'services', extension: '.json' },
  sectors: { folder: 'sectors', extension: '.json' },
  testimonials: { folder: 'testimonials', extension: '.json' },
  clients: { folder: 'clients', extension: '.json' },
  articles: { folder: 'blog', extension: '.md' },
  work: { folder: 'work', extension: '.json' },
} as const;

type Key = keyof ContentInput;

/** The raw data of every file, and which file each part came from, so errors can name it. */
export interface RawContent {
  data: Record<Key, unknown>;
  files: Record<Key, string | string[]>;
}

/** Errors name files as an editor sees them in the repository, whichever folder was read. */
const relative = (_dir: string, file: string) => path.posix.join('content', file.split(path.sep).join('/'));

function readEntry(dir: string, folder: string, file: string): Record<string, unknown> {
  const text = readFileSync(path.join(dir, folder, file), 'utf8');
  const slug = path.basename(file, path.extname(file));
  if (file.endsWith('.md')) {
    const { data, content } = matter(text);
    // YAML turns an unquoted 2026-10-14 into a Date; the schema wants the ISO date as written.
    const frontMatter = Object.fromEntries(
      Object.entries(data).map(([k, v]) => [k, v instanceof Date ? v.toISOString().slice(0, 10) : v]),
    );
    return { ...frontMatter, slug, body: content.trim() };
  }
  return { ...parseJson(text, relative(dir, path.join(folder, file))), slug };
}

function parseJson(text: string, file: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    throw new ContentError([`${file}: not valid JSON (${(error as Error).message})`]);
  }
}

/** Reads every content file under dir into raw data, in page order (the entries' "order" field). */
export function readContent(dir: string): RawContent {
  const data = {} as Record<Key, unknown>;
  const files = {} as Record<Key, string | string[]>;
  for (const name of singleFiles) {
    const file = `${name}.json`;
    data[name] = parseJson(readFileSync(path.join(dir, file), 'utf8'), relative(dir, file));
    files[name] = relative(dir, file);
  }
  for (const [key, { folder, extension }] of Object.entries(collections) as [Key, (typeof collections)[keyof typeof collections]][]) {
    const entries = readdirSync(path.join(dir, folder))
      .filter((f) => f.endsWith(extension))
      .map((f) => ({ file: relative(dir, path.join(folder, f)), entry: readEntry(dir, folder, f) }))
      .sort((a, b) => Number(a.entry.order ?? 0) - Number(b.entry.order ?? 0) || a.file.localeCompare(b.file));
    data[key] = entries.map((e) => e.entry);
    files[key] = entries.map((e) => e.file);
  }
  return { data, files };
}

/** Every problem in the content, one line each, naming the file and the field. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Content check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n- ${problems.join('\n- ')}`);
    this.name = 'ContentError';
  }
}

/** "content/services/outdoor-media.json: page.benefits.2.title: must not be empty". */
export function describeIssue(issue: ContentIssue, files: RawContent['files']): string {
  const [key, ...rest] = issue.path;
  const source = files[key as Key];
  let file = 'content/';
  let fieldPath = rest;
  if (Array.isArray(source)) {
    if (typeof rest[0] === 'number') {
      file = source[rest[0]] ?? `content/${String(key)}/`;
      fieldPath = rest.slice(1);
    } else file = `content/${collections[key as keyof typeof collections]?.folder ?? String(key)}/`;
  } else if (source) file = source;
  const field = fieldPath.length ? `${fieldPath.join('.')}: ` : '';
  return `${file}: ${field}${issue.message}`;
}

/** Checks raw content against the schema: the parsed content, or every problem found in one round. */
export function parseContent(raw: RawContent): Content {
  const { content, issues } = checkContent(raw.data);
  if (!content) throw new ContentError(issues.map((i) => describeIssue(i, raw.files)));
  const site = { ...content.site, url: siteUrl() };
  return { ...content, site };
}

/** Origin for canonical URLs, sitemap and Open Graph (docs/product-rules.md#seo), no trailing slash. */
export const siteUrl = (): string => (process.env.NEXT_PUBLIC_SITE_URL ?? 'https://www.ekchhat.example').replace(/\/+$/, '');

/** The content folder: content/, or CONTENT_DIR (tests point it at an edited copy). */
export const contentDir = (): string => process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content');

const cache = new Map<string, Content>();

/** The checked content of the site, read once per folder (on every call under `next dev`, so edits show on reload). */
export function getContent(dir: string = contentDir()): Content {
  if (process.env.NODE_ENV === 'development') return parseContent(readContent(dir));
  let content = cache.get(dir);
  if (!content) {
    content = parseContent(readContent(dir));
    cache.set(dir, content);
  }
  return content;
}

/** Every problem the content check finds in a folder, one line each ([] when it passes). */
export function problemsIn(dir: string): string[] {
  try {
    parseContent(readContent(dir));
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}
