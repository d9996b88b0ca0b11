import path from 'node:path';
import { z } from 'zod';
import { contentToday } from '../blog';
import { defaultLocale, editions, englishName, isLocale, localeFile, localePath, locales, type Locale } from '../i18n/locales';
import { sections } from '../links';
import { markdownProblem } from '../markdown/renderMarkdown';
import { checkPhoto, photoPicture, type UploadFacts } from '../media/photo';
import { registry as siteRegistry } from './collections';
import { tagSlug } from './collections/articles';
import { fixedPages } from './collections/pages';
import type { Site } from './collections/site';
import type { Texts } from './collections/texts';
import { workFilterKinds } from './collections/work';
import { slugFor, slugMaxLength, slugPattern, slugWords, translatedDescription, type ImageRef } from './fields';
import type { Collection, ContentOf, Pictures, Registry } from './registry';

/**
 * The content check (docs/product-rules.md#content): every file against its schema, then the rules
 * that span files (counts, addresses, relations, uploads), every problem in one round, each naming
 * its file and field and saying what to do. It reads nothing from the disk: lib/content/load.ts
 * hands it what it read.
 */

/** What the loader (lib/content/load.ts) read from the disk, for the check to judge. */
/** One entry file of a collection, as read: one edition of one entry. */
export interface RawEntry {
  /** As an editor sees it in the repository: content/services/web-development.json. */
  file: string;
  slug: string;
  /** The edition the file is written for: x.json English, x.hi.json Hindi. */
  locale: Locale;
  data: unknown;
}

export interface RawContent {
  /** Each settings file in each edition that has it. */
  settings: Record<string, Partial<Record<Locale, { file: string; data: unknown }>>>;
  collections: Record<string, RawEntry[]>;
  /** The files of the media folder, by name. */
  uploads: Map<string, UploadFacts>;
  /** Top-level names of the export that no entry may take as its address, with what owns each. */
  reserved: Map<string, string>;
  /** Files that could not be read as data at all, each named with what is wrong. */
  problems: string[];
}

/** The site's content: each settings file, and each collection's published entries in page order. */
export type Content = Omit<ContentOf<typeof siteRegistry>, 'site'> & { site: Site };

/** Every problem in the content, one line each, naming the file and the field. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Content check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n- ${problems.join('\n- ')}`);
    this.name = 'ContentError';
  }
}

export interface CheckResult<R extends Registry> {
  /** Each edition's content, when there is no problem. */
  content?: Record<Locale, ContentOf<R>>;
  problems: string[];
  /** Entries that passed the check but this build does not publish (drafts, articles dated later), by collection. */
  unpublished: Record<string, { file: string; entry: Record<string, unknown> }[]>;
  /** What the check advises but never refuses: entries not yet in every edition, shared fields that differ. */
  advice: string[];
}

/** A date that is written right but does not exist ("2026-02-31") is said so; anything else, how to write one. */
function dateWords(input: unknown): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(input)) ?? [];
  if (year && month && day && Number(month) >= 1 && Number(month) <= 12) {
    const days = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
    if (Number(day) < 1 || Number(day) > days) {
      const name = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(Number(year), Number(month) - 1, 1)));
      return `is a day that does not exist: ${name} has ${days} days; pick a date in the calendar`;
    }
  }
  return 'must be a date written as year-month-day, e.g. 2026-10-14';
}

/** zod's own messages, said as what to do (the schema's own messages come first). */
const plainWords: z.core.$ZodErrorMap = (issue) => {
  const expected = { string: 'text', number: 'a number', int: 'a whole number', boolean: 'true or false', array: 'a list', object: 'a group of fields' } as Record<string, string>;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is missing: fill it in';
      if (issue.input === null || issue.input === '') return 'is empty: fill it in';
      return `must be ${expected[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      if (issue.format === 'url') return 'must be a full web address starting with https://';
      if (issue.format === 'email') return 'must be an e-mail address such as name@example.com';
      if (issue.format === 'date') return dateWords(issue.input);
      return undefined;
    case 'too_small':
      return issue.origin === 'number' ? `must be ${issue.inclusive ? 'at least' : 'more than'} ${String(issue.minimum)}` : undefined;
    case 'too_big':
      return issue.origin === 'number' ? `must be at most ${String(issue.maximum)}` : undefined;
    default:
      return undefined;
  }
};

type Say = (file: string, field: (string | number)[], message: string) => void;
const line = (file: string, field: (string | number)[], message: string) => `${fileInWords(file)}: ${field.length ? `${field.join('.')}: ` : ''}${message}`;

/** The name of an edition's language in the editor's words. */
const editionName = englishName;

/**
 * A file as the check names it: a Hindi or Marathi file with its language in words, as the editor
 * sees it in the CMS ("content/services/x.hi.json (Hindi)"), since ".hi" says little to a reader
 * who never sees file names (docs/product-rules.md#languages).
 */
export function fileInWords(file: string): string {
  const code = /\.([a-z]{2,3})\.(?:json|md)$/.exec(file)?.[1];
  return code && isLocale(code) && code !== defaultLocale ? `${file} (${editionName(code)})` : file;
}

/** An entry that passed its own schema, with its file. */
interface Checked {
  file: string;
  locale: Locale;
  entry: Record<string, unknown> & { slug: string };
  /** What the file says, before the schema fills in what it leaves out. */
  data: unknown;
}

/** The pictures hook's view of the uploads: checks each photo and reports its problems against the entry's file. */
function picturesFor(raw: RawContent, file: string, say: Say): Pictures {
  const one = <T extends ImageRef>(at: (string | number)[], photo: { src: string; alt: string } | undefined, art: T, use: Parameters<Pictures['one']>[3]): T => {
    if (!photo) return art;
    const found = checkPhoto(photo, use, raw.uploads);
    if ('problem' in found) {
      say(file, [...at, 'src'], found.problem);
      return art;
    }
    return photoPicture(photo, art, use, found.facts, found.inspected);
  };
  return {
    one,
    all: (at, photo, art, use) => (photo ? (Object.fromEntries(Object.entries(art).map(([k, a]) => [k, one(at, photo, a, use)])) as typeof art) : art),
  };
}

type SchemaNode = { properties?: Record<string, SchemaNode>; items?: SchemaNode; relation?: string; markdown?: boolean; shared?: boolean; type?: string | string[] };
/**
 * The fields of a collection's or settings file's schema (in its JSON schema, with their `.meta()`)
 * that `pick` names, by path; with `intoLists`, also inside each item of a list (the path says `*`).
 */
function fieldsWhere<T>(c: { schema: z.ZodType }, pick: (node: SchemaNode) => T | undefined, intoLists = false): { path: string[]; found: T }[] {
  const found: { path: string[]; found: T }[] = [];
  const walk = (node: SchemaNode, at: string[]) => {
    const hit = pick(node);
    if (hit !== undefined) found.push({ path: at, found: hit });
    else {
      for (const [name, child] of Object.entries(node.properties ?? {})) walk(child, [...at, name]);
      if (intoLists && node.items) walk(node.items, [...at, '*']);
    }
  };
  walk(z.toJSONSchema(c.schema, { io: 'input', unrepresentable: 'any' }) as SchemaNode, []);
  return found;
}

/** Every field of a collection that names entries of another (`.meta({ relation })`). */
const relationFields = (c: Collection) =>
  fieldsWhere(c, (node) => (node.relation ? { collection: node.relation, many: node.type === 'array' } : undefined)).map(({ path, found }) => ({ path, ...found }));

const valueAt = (entry: Record<string, unknown>, at: string[]) => at.reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], entry);

/** Every value at a path whose `*` stands for each item of a list, with the path it was found at. */
function valuesAt(value: unknown, at: string[], path: (string | number)[] = []): { path: (string | number)[]; value: unknown }[] {
  const [key, ...rest] = at;
  if (key === undefined) return [{ path, value }];
  if (key === '*') return Array.isArray(value) ? value.flatMap((item, i) => valuesAt(item, rest, [...path, i])) : [];
  return valuesAt((value as Record<string, unknown> | undefined)?.[key], rest, [...path, key]);
}

/**
 * Fields every edition shares (`.meta({ shared })`) that a translation's file gives otherwise, one
 * advice each naming both files; inside lists, the items both files have.
 */
function sharedDifferences(declared: { schema: z.ZodType }, first: { file: string; data: unknown }, other: { file: string; data: unknown }): string[] {
  const advice: string[] = [];
  for (const { path: at } of fieldsWhere(declared, (node) => (node.shared ? true : undefined), true)) {
    const theirs = new Map(valuesAt(other.data, at).map((v) => [v.path.join('.'), v.value]));
    for (const { path: where, value } of valuesAt(first.data, at)) {
      const key = where.join('.');
      if (!theirs.has(key)) continue;
      const [a, b] = [JSON.stringify(value), JSON.stringify(theirs.get(key))];
      if (a !== b) advice.push(`${fileInWords(other.file)}: ${key}: ${b === undefined ? 'is not given' : `is ${b}`} but ${a === undefined ? 'not given' : a} in ${first.file}; every edition shares it, so each file should say the same`);
    }
  }
  return advice;
}

/**
 * Every problem in the content in one round (docs/product-rules.md#content): each file on its
 * own, then the checks across files over every file that passed its own, so an editor sees all
 * problems at once rather than one round after another.
 */
export function checkContent<R extends Registry = typeof siteRegistry>(
  raw: RawContent,
  registry: R = siteRegistry as unknown as R,
): CheckResult<R> {
  // The loader's own problems (a file that is not JSON or YAML) name the file first.
  const problems = raw.problems.map((p) => p.replace(/^(content\/.*?\.(?:json|md)): /, (_, file: string) => `${fileInWords(file)}: `));
  const advice: string[] = [];
  const say: Say = (file, field, message) => problems.push(line(file, field, message));
  const settings = Object.fromEntries(locales.map((l) => [l, {} as Record<string, unknown>])) as Record<Locale, Record<string, unknown>>;

  // Every settings file in every edition: an edition is never half-built (docs/product-rules.md#languages).
  for (const s of registry.settings) {
    for (const locale of locales) {
      const found = raw.settings[s.name]?.[locale];
      const file = `content/${localeFile(s.file, locale)}`;
      if (!found) {
        say(file, [], locale === defaultLocale ? 'is missing; the site needs it (restore it from the repository)' : `is missing; the ${editionName(locale)} edition needs every settings file: copy content/${s.file} and translate it`);
        continue;
      }
      if (found.data === undefined) continue;
      const result = s.schema.safeParse(found.data, { error: plainWords });
      if (result.success) settings[locale][s.name] = localizeAlts(result.data, locale);
      else for (const issue of result.error.issues) say(found.file, issue.path as (string | number)[], issue.message);
    }
    const english = raw.settings[s.name]?.[defaultLocale];
    for (const locale of locales.filter((l) => l !== defaultLocale)) {
      const translation = raw.settings[s.name]?.[locale];
      if (english?.data && translation?.data) advice.push(...sharedDifferences(s, english, translation));
    }
  }

  const checked: Record<string, Checked[]> = {};
  const slugs: Record<string, string[]> = {};
  for (const c of registry.collections) {
    const entries = raw.collections[c.name] ?? [];
    slugs[c.name] = [...new Set(entries.map((e) => e.slug))];
    checked[c.name] = [];
    for (const { file, slug, locale, data } of entries) {
      if (data === undefined) continue;
      // The file name is the entry's address: said as the file to rename, once, not as a field.
      const badName = fileNameProblem(file, slug);
      if (badName) say(file, [], badName);
      const result = c.schema.safeParse(data, { error: plainWords });
      if (!result.success) {
        for (const issue of result.error.issues) if (!(badName && issue.path[0] === 'slug')) say(file, issue.path as (string | number)[], issue.message);
        continue;
      }
      const pictured = (c.pictures ? c.pictures(result.data, picturesFor(raw, file, say)) : result.data) as Checked['entry'];
      const texts = settings[locale].texts as Texts | undefined;
      const entry = localizeAlts(c.localize && texts ? c.localize(pictured, texts) : pictured, locale) as Checked['entry'];
      checked[c.name]!.push({ file, locale, entry: { ...entry, path: localePath(String(entry.path ?? ''), locale) }, data });
    }
  }

  const today = contentToday();
  const unpublished: CheckResult<R>['unpublished'] = {};
  const content = Object.fromEntries(locales.map((l) => [l, { ...settings[l] } as Record<string, unknown>])) as Record<Locale, Record<string, unknown>>;
  for (const c of registry.collections) {
    const versions = checked[c.name]!;
    const bySlug = groupBySlug(versions);
    // Each edition's list: every entry, in the edition's language where it is written in it, else in its first language.
    for (const locale of locales) {
      const listed = [...bySlug.values()].map((v) => {
        const own = v.find((e) => e.locale === locale) ?? v[0]!;
        return { ...own.entry, locale: own.locale, translations: v.map((e) => e.locale) };
      });
      content[locale][c.name] = c.publish ? c.publish(listed, today) : listed;
    }
    const publishedSlugs = new Set(locales.flatMap((l) => (content[l][c.name] as { slug: string }[]).map((e) => e.slug)));
    unpublished[c.name] = versions.filter((v) => !publishedSlugs.has(v.entry.slug) || !(content[v.locale][c.name] as { slug: string; locale: Locale }[]).some((e) => e.slug === v.entry.slug && e.locale === v.locale));
    // The most counts every entry's files (checked or not), the fewest what the site publishes.
    countCheck(c, new Set((raw.collections[c.name] ?? []).map((e) => e.slug)).size, publishedSlugs.size, say, today);
    orderCheck([...bySlug.values()].map((v) => v[0]!), say);
    for (const relation of relationFields(c)) {
      const targets = slugs[relation.collection] ?? [];
      const target = registry.collections.find((other) => other.name === relation.collection);
      const folder = target?.folder ?? relation.collection;
      const one = target?.singular.toLowerCase() ?? 'entry';
      for (const { file, entry } of versions) {
        const value = valueAt(entry, relation.path);
        const values = relation.many ? ((value as string[] | undefined) ?? []) : value === undefined ? [] : [value as string];
        values.forEach((v, i) => {
          const field = relation.many ? [...relation.path, i] : relation.path;
          if (!targets.includes(v)) say(file, field, `no ${one} "${v}" in content/${folder}/; choose one of the ${target?.label.toLowerCase() ?? relation.collection}`);
          else if (relation.many && values.indexOf(v) !== i) say(file, field, `"${v}" is given twice`);
        });
      }
    }
    // Markdown a page cannot show (nested thousands deep) is named here, not found by a failing build.
    const markdown = fieldsWhere(c, (node) => (node.markdown ? true : undefined));
    for (const { file, entry } of versions)
      for (const { path } of markdown) {
        const text = valueAt(entry, path);
        const problem = typeof text === 'string' ? markdownProblem(text) : undefined;
        if (problem) say(file, path, problem);
      }
    advice.push(...editionAdvice(c, bySlug));
  }
  addressCheck(registry, checked, raw.reserved, say);
  for (const locale of locales) {
    if (checked.articles) articleChecks(checked.articles.filter((v) => v.locale === locale), say);
    if (checked.work) workChecks(checked.work.filter((v) => v.locale === locale), say);
  }

  return problems.length
    ? { problems, unpublished, advice }
    : { content: content as unknown as Record<Locale, ContentOf<R>>, problems, unpublished, advice };
}

/** The editions of each entry, by slug, in the folder's order. */
function groupBySlug(versions: Checked[]): Map<string, Checked[]> {
  const bySlug = new Map<string, Checked[]>();
  for (const v of versions) bySlug.set(v.entry.slug, [...(bySlug.get(v.entry.slug) ?? []), v]);
  // The English file leads where there is one: its order places the entry.
  for (const list of bySlug.values()) list.sort((a, b) => locales.indexOf(a.locale) - locales.indexOf(b.locale));
  return bySlug;
}

/**
 * Advice about editions (docs/product-rules.md#languages): entries not yet in every language (the
 * other editions offer them in theirs), and fields every edition shares that a translation has
 * written differently.
 */
function editionAdvice(c: Collection, bySlug: Map<string, Checked[]>): string[] {
  const advice: string[] = [];
  for (const versions of bySlug.values()) {
    const [first] = versions;
    const missing = locales.filter((l) => !versions.some((v) => v.locale === l));
    if (missing.length)
      advice.push(`${fileInWords(first!.file)}: not yet in ${missing.map(editionName).join(' or ')}; ${missing.length === 1 ? 'that edition lists' : 'those editions list'} it in ${editionName(first!.locale)} (add ${missing.map((l) => localeFile(`${first!.entry.slug}${path.posix.extname(first!.file)}`, l)).join(', ')})`);
    for (const v of versions.slice(1)) advice.push(...sharedDifferences(c, first!, v));
  }
  return advice;
}

/**
 * The alt texts of the drawings in an edition's words: each drawing's description is written beside
 * it in English (lib/art/) and in each edition's file of descriptions (lib/art/descriptions.<code>.json).
 */
function localizeAlts<T>(value: T, locale: Locale): T {
  if (locale === defaultLocale) return value;
  const swap = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(swap);
    if (!v || typeof v !== 'object') return v;
    const out = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, swap(x)]));
    if (typeof out.src === 'string' && typeof out.alt === 'string') out.alt = translatedDescription(out.alt, locale);
    return out;
  };
  return swap(value) as T;
}

/** Why an entry's file name cannot be its address, with the name to give it instead. */
function fileNameProblem(file: string, slug: string): string | undefined {
  if (slugPattern.test(slug) && slug.length <= slugMaxLength) return undefined;
  const better = slugFor(slug);
  const rule = slug.length > slugMaxLength ? `at most ${slugMaxLength} characters of ${slugWords}` : slugWords;
  const extension = file.slice(file.lastIndexOf('.'));
  return `the file name is the page’s address and must be ${rule}; rename the file to ${better ? `${better}${extension}` : `a name made of ${slugWords}`}`;
}

/** A collection is a folder: its count is changed by adding or removing files (docs/product-rules.md#counts-and-constants). */
function countCheck(c: Collection, files: number, published: number, say: Say, today: string) {
  const { min, max, what } = c.count;
  const folder = `content/${c.folder}/`;
  if (files > max) say(folder, [], `has ${files} ${what}; the site's layouts are made for at most ${max}. Remove ${files - max === 1 ? 'a file' : `${files - max} files`}.`);
  else if (published < min) {
    const drafts = c.publish && published < files ? ` (${files - published} of them not published: drafts${c.name === 'articles' ? ` or dated after ${today}` : ''})` : '';
    say(folder, [], `has ${published} ${c.publish ? 'published ' : ''}${what}${drafts}; the site needs at least ${min}. Add ${min - published === 1 ? 'a file' : `${min - published} files`}.`);
  }
}

/** Orders decide the sequence on the page: no two entries share one. */
function orderCheck(entries: Checked[], say: Say) {
  const seen = new Map<number, string>();
  for (const { file, entry } of entries) {
    const o = entry.order;
    if (typeof o !== 'number') continue;
    const other = seen.get(o);
    if (other) say(file, ['order'], `position ${o} is also used by ${other}; give each entry its own position`);
    else seen.set(o, file);
  }
}

/**
 * Entries' addresses (docs/product-rules.md#routes): an entry at the site's top level may not take
 * a name the site already has, in any letter case (a fixed page in any spelling, a section, a file
 * of app/ or public/, the framework's own), and no two entries share an address; both files are named.
 */
function addressCheck(registry: Registry, checked: Record<string, Checked[]>, reserved: ReadonlyMap<string, string>, say: Say) {
  const taken = new Map(reserved);
  for (const page of Object.values(fixedPages))
    for (const [name, href] of Object.entries(page.spellings)) if (href !== '/') taken.set(href.slice(1).toLowerCase(), `the ${name} page (${href})`);
  for (const [key, prefix] of Object.entries(sections)) taken.set(prefix.slice(1), `the ${key}'s section (${prefix}/...)`);
  for (const name of ['_next', '404', '500', 'index']) taken.set(name, 'the framework');
  for (const locale of locales) if (editions[locale].prefix) taken.set(editions[locale].prefix.slice(1), `the ${editionName(locale)} edition (${editions[locale].prefix}/...)`);
  const pages = new Map<string, string>();
  for (const c of registry.collections) {
    if (!c.pages) continue;
    for (const { file, entry } of checked[c.name] ?? []) {
      const address = String(entry.path).toLowerCase();
      const top = /^\/[^/]+$/.test(address) ? taken.get(address.slice(1)) : undefined;
      if (top) say(file, ['slug'], `the file name gives the address ${address}, which is already ${top}; rename the file`);
      else if (pages.has(address)) say(file, ['slug'], `the file name gives the address ${address}, which ${pages.get(address)} already has; rename one of the two files`);
      else pages.set(address, file);
    }
  }
}

/** The blog's own rule across files (docs/product-rules.md#blog): one spelling per tag page. */
function articleChecks(articles: Checked[], say: Say) {
  const spelling = new Map<string, { name: string; file: string }>();
  for (const { file, entry } of articles) {
    const tags = entry.tags as string[];
    tags.forEach((name, t) => {
      const first = spelling.get(tagSlug(name));
      if (!first) spelling.set(tagSlug(name), { name, file });
      else if (first.name !== name)
        say(file, ['tags', t], `"${name}" and "${first.name}" (in ${first.file}) make the same tag page ${sections.blog}/tag/${tagSlug(name)}; spell them alike`);
      if (tags.findIndex((other) => tagSlug(other) === tagSlug(name)) !== t) say(file, ['tags', t], `"${name}" is given twice`);
    });
  }
}

/** The case studies' own rules across files (docs/product-rules.md#work). */
function workChecks(work: Checked[], say: Say) {
  const quoted = new Map<string, string>();
  for (const { file, entry } of work) {
    // The narrowed lists live at /work/service/<slug> and /work/sector/<slug>.
    if ((workFilterKinds as readonly string[]).includes(entry.slug))
      say(file, ['slug'], `the file name gives the address ${sections.work}/${entry.slug}, which is the start of the lists by ${entry.slug}; rename the file`);
    const testimonial = entry.testimonial as string | undefined;
    if (!testimonial || entry.draft) continue;
    // A quote's slider card links to one story.
    const other = quoted.get(testimonial);
    if (other) say(file, ['testimonial'], `the testimonial "${testimonial}" is already quoted by ${other}; a quote belongs to one story`);
    else quoted.set(testimonial, file);
  }
}
