/**
 * New entries, as an editor creates them at /admin: one in every folder collection with only what
 * the editor marks required (a title too long for the studio name after it, an accented title, a
 * scheduled article), and an article written in Marathi alone (docs/product-rules.md#content,
 * docs/product-rules.md#languages). `createNewEntries` saves them in the editor; once a build has
 * included the files it returns, `expectNewEntriesBuilt` checks that each shows where a visitor
 * looks for its kind. The fixture site (e2e/fixture-site.run.ts) does both around its one build.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import matter from 'gray-matter';
import { localePath } from '../../lib/i18n/locales';
import { links, sections } from '../../lib/links';
import { contentProblems, fillRequired, openEntry, openLocalRepository, save, savedFiles, type EditorConfig } from './editor';

// docs/product-rules.md#seo: a title too long for the studio name after it is published as it is;
// docs/product-rules.md#routes: an accented title gives an address of plain letters;
// docs/product-rules.md#blog: a date after today is scheduled, not refused.
const longTitle = 'How we shot our Pune office team in one morning';
const accented = 'A chai brand that doubled its cafés';
const scheduledTitle = 'Our autumn launch plan, published on its day';
// "Planning a Diwali campaign for a Pune shop": written by the editor in Marathi, its address typed in Latin letters.
const marathiTitle = 'पुण्यातील दुकानासाठी दिवाळी मोहिमेची आखणी';
const marathiSlug = 'diwali-campaign-for-a-pune-shop';

/** What the editor created: the files to add to a build, and what to look for in it. */
export interface NewEntries {
  /** The new files, by path (content/...), as the editor saved them. */
  files: Record<string, string>;
  /** One per folder collection, then the scheduled article (last). */
  created: string[];
  marathiFile: string;
  /** The scheduled article's day. */
  inAMonth: string;
}

/** Runs a named step; a failure says which. */
async function step<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Error) error.message = `${what}: ${error.message}`;
    throw error;
  }
}

/**
 * Opens /admin over the repository's content files and creates the entries; each save must pass
 * the content check. `page` is on the origin that serves /admin.
 */
export async function createNewEntries(page: Page, config: EditorConfig, repository: Record<string, string>): Promise<NewEntries> {
  const external = await openLocalRepository(page, repository, config);
  const created: string[] = [];
  const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const articles = config.folders.find((c) => c.name === 'articles')!;
  const entries: { c: (typeof config.folders)[number]; values: Record<string, string> }[] = [
    ...config.folders.map((c) => ({ c, values: c.name === 'articles' ? { title: longTitle } : c.name === 'work' ? { title: accented } : ({} as Record<string, string>) })),
    { c: articles, values: { title: scheduledTitle, date: inAMonth } },
  ];
  for (const { c, values } of entries) {
    await step(`${c.label}: ${values.title ?? 'required fields only'}`, async () => {
      await openEntry(page, `/admin/#/collections/${c.name}/new`, c.identifier_field ?? 'title');
      const orders = Object.entries({ ...repository, ...(await savedFiles(page)) })
        .filter(([f]) => f.startsWith(`${c.folder}/`))
        .map(([, text]) => Number(/"?order"?: (\d+)/.exec(text)?.[1] ?? 0));
      await fillRequired(page, c.fields, '', { order: Math.max(0, ...orders) + 1, what: c.label, values });
      await save(page);
      const before = new Set(Object.keys(repository));
      const now = Object.keys(await savedFiles(page)).filter((f) => f.startsWith(`${c.folder}/`) && !before.has(f) && !created.includes(f));
      expect(now, `one new file in ${c.folder}`).toHaveLength(1);
      created.push(now[0]!);
    });
  }
  // docs/product-rules.md#languages: an article written in Marathi alone, in its own collection.
  const marathiArticles = config.aloneIn('articles', 'mr');
  expect(marathiArticles, 'a collection for an article in Marathi alone').toBeDefined();
  const marathiFile = await step(`${marathiArticles!.label}: ${marathiTitle}`, async () => {
    await openEntry(page, `/admin/#/collections/${marathiArticles!.name}/new`, marathiArticles!.identifier_field ?? 'title', 'mr');
    // The editor's Slug panel beside the form, with the hint that asks for Latin letters.
    const slugPanel = page.getByRole('group', { name: 'Slug', exact: true });
    await expect(slugPanel.getByText('Latin letters')).toBeVisible();
    await slugPanel.getByRole('textbox', { name: 'Slug' }).fill(marathiSlug);
    // Every required word in Marathi, as the editor writes it: the page is wholly in one language.
    const values = {
      title: marathiTitle,
      excerpt: 'दिवाळीच्या आधी सहा आठवडे: ऑफर, दुकानाची सजावट आणि व्हॉट्सॲपवरचे संदेश एकाच योजनेत.',
      author: 'अनन्या कुलकर्णी',
      authorRole: 'ब्रँड स्ट्रॅटेजी प्रमुख',
      body: 'दिवाळीची खरेदी दसऱ्यानंतर लगेच सुरू होते, म्हणून मोहिमेची तयारी त्याआधीच पूर्ण व्हायला हवी.\n\nआधी ऑफर ठरवा, मग दुकानाची सजावट आणि शेवटी ग्राहकांना पाठवायचे संदेश.',
    };
    await fillRequired(page, marathiArticles!.fields, '', { order: 1, what: marathiArticles!.label, values, locale: 'mr' });
    await save(page);
    const saved = await savedFiles(page);
    const made = Object.keys(saved).filter((f) => f.startsWith(`${marathiArticles!.folder}/`) && !(f in repository) && !created.includes(f));
    // x.mr.md alone: no English or Hindi file that would publish it half-written in another language.
    expect(made).toEqual([`${marathiArticles!.folder}/${marathiSlug}.mr.md`]);
    expect(matter(saved[made[0]!]!).data.title).toBe(marathiTitle);
    return made[0]!;
  });

  expect(longTitle).toHaveLength(47);
  // The editor wrote the accented title's address in plain letters, which the check accepts.
  expect(created).toContain('content/work/a-chai-brand-that-doubled-its-cafes.json');
  const saved = await savedFiles(page);
  expect(contentProblems(saved)).toEqual([]);
  expect(external).toEqual([]);
  return { files: Object.fromEntries([...created, marathiFile].map((f) => [f, saved[f]!])), created, marathiFile, inAMonth };
}

/** The file of the export that answers an address. */
const exportFile = (out: string, address: string) => path.join(out, address === '/' ? 'index.html' : path.extname(address) ? address : `${address}.html`);

/**
 * Where a visitor looks for a new entry of each folder (by folder name), besides its own page:
 * the list pages of its kind, the home page where it has a section, the feed for articles, and for
 * a case study the pages of its sector and services (docs/product-rules.md#work).
 */
const shownOn: Record<string, { lists: (entry: Record<string, unknown>) => string[]; ownPage?: (slug: string) => string }> = {
  services: { lists: () => [links.services, links.home], ownPage: (slug) => `/${slug}` },
  sectors: { lists: () => [links.sectors, links.home], ownPage: (slug) => `/${slug}` },
  testimonials: { lists: () => [links.home] },
  clients: { lists: () => [links.home] },
  blog: { lists: () => [links.blog, '/feed.xml'], ownPage: (slug) => `${sections.blog}/${slug}` },
  work: { lists: (e) => [links.work, `/${e.sector}`, ...(e.services as string[]).map((s) => `/${s}`)], ownPage: (slug) => `${sections.work}/${slug}` },
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/**
 * The build `log` of a site whose content holds the new entries, exported to `out`, published each
 * where its kind shows, scheduled the scheduled one, and the Marathi article in Marathi alone.
 */
export function expectNewEntriesBuilt(out: string, log: string, made: NewEntries, config: EditorConfig) {
  const { created, files: saved, inAMonth } = made;
  const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
  // The scheduled article: built, not published, and named in the build's log with its day.
  const scheduled = created.at(-1)!;
  expect(log).toContain(`${scheduled}: "${scheduledTitle}" is published by the first build on or after ${inAMonth}`);
  expect(existsSync(exportFile(out, `${sections.blog}/${path.basename(scheduled, '.md')}`))).toBe(false);
  // The long title stands alone as the page's title, without the studio name that would not fit.
  const longFile = created.find((f) => f.startsWith('content/blog/') && f !== scheduled)!;
  expect(readFileSync(exportFile(out, `${sections.blog}/${path.basename(longFile, '.md')}`), 'utf8')).toContain(`<title>${longTitle}</title>`);
  for (const file of created.filter((f) => f !== scheduled)) {
    const c = config.folders.find((f) => file.startsWith(`${f.folder}/`))!;
    const where = shownOn[path.basename(c.folder)];
    expect(where, `where a new entry of ${c.folder} shows`).toBeDefined();
    const slug = path.basename(file, path.extname(file));
    const entry = file.endsWith('.md') ? matter(saved[file]!).data : (JSON.parse(saved[file]!) as Record<string, unknown>);
    const words = escapeHtml(String(entry[c.identifier_field ?? 'title']));
    const pages = [...where!.lists(entry), ...(where!.ownPage ? [where!.ownPage(slug)] : [])];
    for (const address of pages) {
      expect(existsSync(exportFile(out, address)), `${file}: ${address} was built`).toBe(true);
      expect(readFileSync(exportFile(out, address), 'utf8').includes(words), `${file} shows "${words}" on ${address}`).toBe(true);
    }
    if (!where!.ownPage) continue;
    const own = where!.ownPage(slug);
    expect(sitemap, `${file}: ${own} in the sitemap`).toMatch(new RegExp(`<loc>[^<]*${own}</loc>`));
    // Its own share image, drawn at build.
    const image = /<meta property="og:image" content="[^"]*?(\/og\/[^"]+\.png)"/.exec(readFileSync(exportFile(out, own), 'utf8'))?.[1];
    expect(image && existsSync(path.join(out, image)), `${file}: ${own} has its share image (${image})`).toBe(true);
  }
  // The Marathi article: its own page in Marathi, in the Marathi blog, feed and sitemap, and no link to it broken.
  const marathiOwn = localePath(`${sections.blog}/${marathiSlug}`, 'mr');
  const marathiWords = escapeHtml(marathiTitle);
  const marathiHtml = readFileSync(exportFile(out, marathiOwn), 'utf8');
  expect(marathiHtml).toMatch(/^<!DOCTYPE html><html lang="mr"/i);
  expect(marathiHtml).toContain(`<title>${marathiWords}`);
  // Listed in the Marathi blog and its feed, linked to its own page.
  const blog = readFileSync(exportFile(out, localePath(links.blog, 'mr')), 'utf8');
  expect(blog).toContain(marathiWords);
  expect(blog).toContain(`href="${marathiOwn}"`);
  const feed = readFileSync(exportFile(out, '/mr/feed.xml'), 'utf8');
  expect(feed).toContain(marathiWords);
  expect(feed).toMatch(new RegExp(`<link rel="alternate" type="text/html" href="[^"]*${marathiOwn}"/>`));
  expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${marathiOwn}</loc>`));
  // Every link to it anywhere in the export, in any edition, leads to a page that was built:
  // there is no English or Hindi page of it to link to.
  const linking: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(html|xml)$/.test(name)) {
        for (const [, address] of readFileSync(p, 'utf8').matchAll(new RegExp(`(?:href="|<link>|<loc>)(?:https?://[^/"<]+)?(/[^"<#?]*${marathiSlug})["<#?]`, 'g')))
          linking.push(`${path.relative(out, p)} → ${address}`);
      }
    }
  };
  walk(out);
  expect(linking.length, 'pages that link to it').toBeGreaterThan(2);
  const broken = linking.filter((l) => !existsSync(exportFile(out, l.split(' → ')[1]!)));
  expect(broken).toEqual([]);
  expect(existsSync(exportFile(out, `${sections.blog}/${marathiSlug}`)), 'no English page of it').toBe(false);
  expect(existsSync(exportFile(out, localePath(`${sections.blog}/${marathiSlug}`, 'hi'))), 'no Hindi page of it').toBe(false);
}
