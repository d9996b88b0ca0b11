// The content the scale benchmark builds (scripts/bench/bench-scale.ts): today's entries copied under
// new slugs with their own titles and search copy (services and sectors with their text reworded), each copy with every language file its original
// has (docs/product-rules.md#languages), each collection capped at the most its layouts are made for
// (docs/product-rules.md#counts-and-constants).
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { registry } from '../../lib/content/collections';
import { valuesLimits } from '../../lib/content/collections/company';
import { statisticsLimits } from '../../lib/content/collections/home';
import { interestLimits } from '../../lib/content/collections/interests';
import { entryOfFile, localeFile, locales, type Locale } from '../../lib/i18n/locales';

/** Each list's range, by the registry's names (docs/product-rules.md#counts-and-constants). */
const countRanges = {
  ...(Object.fromEntries(registry.collections.map((c) => [c.name, c.count])) as unknown as Record<(typeof registry.collections)[number]['name'], { min: number; max: number }>),
  statistics: statisticsLimits,
  values: valuesLimits,
  interests: interestLimits,
};
const extensionOf = (folder: string) => (registry.collections.find((c) => c.folder === folder)?.format === 'markdown' ? '.md' : '.json');

/*
 * The fields of today's content files that the copies change (today's files are valid content, so
 * they hold them); JSON.parse keeps every other field as it is.
 */
interface Seo {
  title: string;
  description: string;
}
interface Ordered {
  order?: number;
}
interface ServiceFile extends Ordered {
  title: string;
  description: string;
  overviewTitle?: string;
  overview: { description: string; keyPoints: string[] };
  page: { intro: string; benefits: { title: string; text: string }[] };
  seo?: Seo;
}
interface SectorFile extends Ordered {
  title: string;
  overview: { description: string };
  page: { paragraph: string; bullets: string[] };
  seo?: Seo;
}
interface CaseStudyFile extends Ordered {
  title: string;
  client: string;
  summary: string;
  seo?: Seo;
  testimonial?: unknown;
}
interface ArticleFrontMatter {
  title: string;
  seoTitle?: string;
  excerpt: string;
  date: string | Date;
}

/**
 * Copy n's wording of a sentence: its words turned n places, so each copy carries as many bytes of
 * its language as the original but not the same run of them. Repeated text is what gzip folds: a
 * list page of copies that all say the same would weigh less than one of entries each in its own words.
 */
export const reworded = (text: string, n: number) => {
  const words = text.split(' ');
  const k = n % words.length;
  return [...words.slice(k), ...words.slice(0, k)].join(' ');
};

/** A JSON file of content/, as the type it is read as. */
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const writeJson = (file: string, data: unknown) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

/** One entry of a collection folder: its slug and its file in each language it is written in, the leading one (English where there is one) first. */
export interface EntryFiles {
  slug: string;
  files: { name: string; locale: Locale }[];
}

/** The entries of a collection folder, by slug, each with all its language files; the file names are read as the loader reads them. */
export function entriesIn(folder: string, extension: string): EntryFiles[] {
  const bySlug = new Map<string, EntryFiles['files']>();
  for (const name of readdirSync(folder).filter((f) => f.endsWith(extension))) {
    const { slug, locale, code } = entryOfFile(name);
    if (!locale) throw new Error(`bench-scale: ${path.join(folder, name)}: ".${code}" is not an edition of the site`);
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), { name, locale }]);
  }
  return [...bySlug.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([slug, files]) => ({ slug, files: files.sort((a, b) => locales.indexOf(a.locale) - locales.indexOf(b.locale)) }));
}

/**
 * Copy n (2, 3, ...) of one language file of the i-th entry of its folder. `lead` is the text of
 * the entry's leading file (its English one where it has one): the fields every edition shares
 * (an article's date, an entry's position) follow it, so all files of a copy say the same.
 */
export type CopyEntry = (file: { text: string; locale: Locale; lead: string }, n: number, i: number) => string;

/** A folder after growing: its entries, and how many of them each edition has a file of. */
export interface Grown {
  entries: number;
  editions: Record<Locale, number>;
}

/**
 * Grows the collection folder `from` into `to` (which already holds today's files): its entries,
 * then copies 2, 3, ... of each in turn until there are `count` entries. Copy n of `x` is
 * `x-<n>.json` with `x-<n>.hi.json` and `x-<n>.mr.json` where `x` has them.
 */
export function grow(from: string, to: string, extension: string, count: number, copyEntry: CopyEntry): Grown {
  const entries = entriesIn(from, extension);
  const editions = Object.fromEntries(locales.map((l) => [l, 0])) as Record<Locale, number>;
  const total = entries.length ? Math.max(entries.length, count) : 0;
  for (let i = 0; i < total; i++) {
    const entry = entries[i % entries.length]!;
    for (const { locale } of entry.files) editions[locale] += 1;
    if (i < entries.length) continue;
    const n = Math.floor(i / entries.length) + 1;
    const lead = readFileSync(path.join(from, entry.files[0]!.name), 'utf8');
    for (const { name, locale } of entry.files) {
      const text = readFileSync(path.join(from, name), 'utf8');
      writeFileSync(path.join(to, localeFile(`${entry.slug}-${n}${extension}`, locale)), copyEntry({ text, locale, lead }, n, i));
    }
  }
  return { entries: total, editions };
}

/** A list inside a single file grown to `count` by copies of its items. */
export const growList = <T>(list: T[], count: number, edit: (item: T, n: number) => T): T[] =>
  Array.from({ length: Math.max(list.length, count) }, (_, i) => (i < list.length ? list[i]! : edit(list[i % list.length]!, Math.floor(i / list.length) + 1)));

/**
 * A list inside a settings file, grown in every edition's file (home.json, home.hi.json, ...) to
 * the same length: the English list's length times the scale, within `max`. Returns that length.
 */
function growInEveryEdition<File, Item>(dir: string, file: string, scale: number, max: number, list: { get(data: File): Item[]; set(data: File, items: Item[]): void }, edit: (item: Item, n: number) => Item): number {
  const files = locales.map((l) => path.join(dir, localeFile(file, l)));
  const data = files.map((f) => readJson<File>(f));
  const count = Math.min(list.get(data[0]!).length * scale, max);
  data.forEach((d, k) => {
    list.set(d, growList(list.get(d), count, edit));
    writeJson(files[k]!, d);
  });
  return count;
}

/** The collection folders the benchmark grows, by their folder under content/. */
type Folder = 'services' | 'sectors' | 'testimonials' | 'clients' | 'work' | 'blog';

/**
 * Writes the content folder `dir`: a copy of `source` with each collection grown to today's
 * entries times `scale` (the blog to `articles` where given), within its range. Counts are in
 * entries; `editions` says how many articles and case studies each language has a file of.
 */
export function writeScaledContent(source: string, dir: string, scale: number, articles?: number) {
  cpSync(source, dir, { recursive: true });
  /** The copy's title: the original, shortened where needed, with " 2" after it (search titles should be unique and fit beside the edition's site name). */
  const maxTitle = Object.fromEntries(locales.map((l) => [l, 60 - ` | ${readJson<{ name: string }>(path.join(source, localeFile('site.json', l))).name}`.length])) as Record<Locale, number>;
  const fit = (text: string, suffix: string, max: number) => `${text.slice(0, max - suffix.length).trimEnd()}${suffix}`;
  const titled = (text: string, n: number, locale: Locale) => fit(text, ` ${n}`, maxTitle[locale]);
  const described = (text: string, n: number) => fit(text, ` (${n})`, 160);
  const withSeo = (entry: { seo?: Seo }, n: number, locale: Locale) => {
    if (entry.seo) entry.seo = { ...entry.seo, title: titled(entry.seo.title, n, locale), description: described(entry.seo.description, n) };
  };
  /** Copies of a JSON entry, changed by `edit`. */
  const jsonCopy =
    <T extends Ordered>(edit: (entry: T, n: number, locale: Locale) => void): CopyEntry =>
    ({ text, locale }, n, i) => {
      const entry = JSON.parse(text) as T;
      edit(entry, n, locale);
      // Past today's orders, one position per copy: the same in each of its files (every edition shares it).
      if (typeof entry.order === 'number') entry.order = 1000 + i;
      return `${JSON.stringify(entry, null, 2)}\n`;
    };

  const today = (folder: Folder) => entriesIn(path.join(source, folder), extensionOf(folder)).length;
  const at = (key: keyof typeof countRanges, folder: Folder) => Math.min(today(folder) * scale, countRanges[key].max);
  const grownFolders = new Set<string>();
  const grown = (folder: Folder, count: number, copyEntry: CopyEntry) => {
    grownFolders.add(folder);
    return grow(path.join(source, folder), path.join(dir, folder), extensionOf(folder), count, copyEntry);
  };

  const services = grown('services', at('services', 'services'), jsonCopy<ServiceFile>((s, n, l) => {
    s.title = titled(s.title, n, l);
    if (s.overviewTitle) s.overviewTitle = titled(s.overviewTitle, n, l);
    s.description = reworded(s.description, n);
    s.overview.description = reworded(s.overview.description, n);
    s.overview.keyPoints = s.overview.keyPoints.map((p) => reworded(p, n));
    s.page.intro = reworded(s.page.intro, n);
    s.page.benefits = s.page.benefits.map((b) => ({ ...b, text: reworded(b.text, n) }));
    withSeo(s, n, l);
  }));
  const sectors = grown('sectors', at('sectors', 'sectors'), jsonCopy<SectorFile>((s, n, l) => {
    s.title = titled(s.title, n, l);
    s.overview.description = reworded(s.overview.description, n);
    s.page.paragraph = reworded(s.page.paragraph, n);
    s.page.bullets = s.page.bullets.map((b) => reworded(b, n));
    withSeo(s, n, l);
  }));
  const testimonials = grown('testimonials', at('testimonials', 'testimonials'), jsonCopy<Ordered & { company: string }>((t, n) => {
    t.company = `${t.company} ${n}`;
  }));
  const clients = grown('clients', at('clients', 'clients'), jsonCopy<Ordered & { name: string }>((c, n) => {
    c.name = `${c.name} ${n}`;
  }));
  const work = grown('work', at('work', 'work'), jsonCopy<CaseStudyFile>((w, n, l) => {
    w.title = titled(w.title, n, l);
    w.client = `${w.client} ${n}`;
    w.summary = described(w.summary, n);
    withSeo(w, n, l);
    // A quote tells one story (docs/product-rules.md#work): copies go without it.
    delete w.testimonial;
  }));
  const blog = grown('blog', Math.min(articles ?? today('blog') * scale, countRanges.articles.max), articleCopy(titled, described));

  // A collection added to the registry and not grown here would leave the benchmark measuring today's count of it, silently.
  const notGrown = registry.collections.filter((c) => !grownFolders.has(c.folder)).map((c) => `content/${c.folder}`);
  if (notGrown.length) throw new Error(`bench-scale: no copies written for ${notGrown.join(', ')}: say in scripts/bench/scaleContent.ts how its entries are copied`);

  // Lists inside single files, within their ranges too, the same length in every edition.
  const statistics = growInEveryEdition<{ statistics: { label: string }[] }, { label: string }>(
    dir, 'home.json', scale, countRanges.statistics.max,
    { get: (h) => h.statistics, set: (h, items) => (h.statistics = items) },
    (s, n) => ({ ...s, label: `${s.label} ${n}` }),
  );
  const values = growInEveryEdition<{ about: { values: { title: string }[] } }, { title: string }>(
    dir, 'company.json', scale, countRanges.values.max,
    { get: (c) => c.about.values, set: (c, items) => (c.about.values = items) },
    (v, n) => ({ ...v, title: `${v.title} ${n}` }),
  );
  const interests = growInEveryEdition<{ interests: string[] }, string>(
    dir, 'interests.json', scale, countRanges.interests.max,
    { get: (x) => x.interests, set: (x, items) => (x.interests = items) },
    (x, n) => `${x} ${n}`,
  );
  return {
    dir,
    counts: { services: services.entries, sectors: sectors.entries, testimonials: testimonials.entries, clients: clients.entries, articles: blog.entries, work: work.entries },
    editions: { articles: blog.editions, work: work.editions },
    lists: { statistics, values, interests },
  };
}

/**
 * Copies of an article: each language file with its own title and search copy; the date (one day
 * older per copy than today's articles) from the leading file, so a copy's translations are
 * published with it (every edition shares the date).
 */
function articleCopy(titled: (text: string, n: number, locale: Locale) => string, described: (text: string, n: number) => string): CopyEntry {
  const day = (date: string | Date) => (date instanceof Date ? date.toISOString().slice(0, 10) : date);
  return ({ text, locale, lead }, n, i) => {
    const { content } = matter(text);
    const data = matter(text).data as ArticleFrontMatter;
    const led = matter(lead).data as ArticleFrontMatter;
    const date = new Date(`${day(led.date)}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - i);
    const copy = { ...data, title: `${data.title} (${n})`, seoTitle: titled(data.seoTitle ?? data.title, n, locale), excerpt: described(data.excerpt, n), date: date.toISOString().slice(0, 10), featured: false };
    return matter.stringify(content, copy);
  };
}
