import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import matter from 'gray-matter';
import { parse } from 'yaml';
import { problemsIn } from '../lib/content/load';
import { englishName, localeFile, localePath, locales, type Locale } from '../lib/i18n/locales';
import { links, sections } from '../lib/links';
import { copyRepository } from '../scripts/setup/repoCopy';

/**
 * The content editor at /admin in local-repository mode, over a copy of the repository in the
 * browser's origin-private file system: what an editor saves is what the build accepts, and a
 * save changes only what the editor changed (docs/product-rules.md#content), in English, Hindi and
 * Marathi side by side (docs/product-rules.md#languages).
 */

interface Field {
  name: string;
  label: string;
  label_singular?: string;
  widget: string;
  required?: boolean;
  fields?: Field[];
  field?: Field;
  options?: (string | { label: string; value: string })[];
  min?: number;
  max?: number;
  minlength?: number;
  maxlength?: number;
  pattern?: [string, string];
  i18n?: true | 'duplicate';
}
interface Collection {
  name: string;
  label: string;
  folder?: string;
  extension?: string;
  identifier_field?: string;
  fields?: Field[];
  files?: { name: string; label: string; file: string; fields: Field[] }[];
  /** Set on the collections where an entry in one language alone is created (lib/cms/config.ts). */
  filter?: unknown;
  i18n?: true | { locales: Locale[] };
}

const root = process.cwd();
/** The generated editor configuration, as the build wrote it (scripts/build/build-admin.ts). */
const config = parse(readFileSync(path.join(root, 'out', 'admin', 'config.yml'), 'utf8')) as { collections: Collection[] };
type Folder = Collection & { folder: string; fields: Field[] };
/** The folders' collections, each entry in every language. */
const folders = config.collections.filter((c): c is Folder => !!c.folder && !c.filter);
/** Where an article or case study in one language alone is created, by folder collection and language. */
const aloneIn = (name: string, locale: Locale): Folder => config.collections.find((c): c is Folder => !!c.filter && c.name === `${name}-${locale}`)!;
const settings = config.collections.filter((c) => c.files);
/** A settings file's English file: content/texts.{{locale}}.json is content/texts.json. */
const englishFileOf = (file: string) => file.replace('.{{locale}}', '');

/** The repository's content files, by path, plus the `.git` entry the editor looks for. */
function repositoryFiles(): Record<string, string> {
  const files: Record<string, string> = { '.git/HEAD': 'ref: refs/heads/main\n' };
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      const p = `${dir}/${name}`;
      if (statSync(path.join(root, p)).isDirectory()) walk(p);
      else files[p] = readFileSync(path.join(root, p), 'utf8');
    }
  };
  walk('content');
  return files;
}

/** Opens /admin with the copy as the "local repository" the directory picker returns. */
async function openLocalRepository(page: Page, files: Record<string, string>): Promise<string[]> {
  const external: string[] = [];
  page.on('request', (r) => {
    if (!/^(blob:|data:|http:\/\/127\.0\.0\.1[:/])/.test(r.url())) external.push(r.url());
  });
  // Nothing here may reach GitHub's status page; answer it, should it be asked, and record it.
  await page.route(/githubstatus\.com/, (route) => route.fulfill({ json: { status: { indicator: 'none' } } }));
  await page.addInitScript(() => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
  });
  await page.goto('/admin/');
  await page.evaluate(async (files) => {
    const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
    for (const [file, text] of Object.entries(files)) {
      const parts = file.split('/');
      let dir = repo;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, files);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await expect(page.getByText(config.collections[0]!.label, { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  return external;
}

/** The Content-Security-Policy violations the page reports from now on, read when asked. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => seen;
}

/** Every file of the copy, as the editor left it. */
const savedFiles = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(async () => {
    const out: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else out[`${prefix}${name}`] = await (await (handle as FileSystemFileHandle).getFile()).text();
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle('repo'), '');
    return out;
  });

/** The content check, run in Node over the saved files, as the build runs it. */
function contentProblems(files: Record<string, string>): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-saved-'));
  try {
    for (const [file, text] of Object.entries(files)) {
      if (!file.startsWith('content/')) continue;
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    return problemsIn(path.join(dir, 'content'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Builds a copy of the repository with these files added (`npm run build`: art, content check,
 * export, postbuild) and returns its out/ folder; the build's output is the error when it fails.
 */
function buildWith(added: Record<string, string>): { out: string; log: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-build-'));
  copyRepository(dir, { linkNodeModules: true });
  for (const [file, text] of Object.entries(added)) writeFileSync(path.join(dir, file), text);
  try {
    const log = execFileSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8', stdio: 'pipe', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    return { out: path.join(dir, 'out'), log };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`the build of the saved entries failed:\n${stdout.slice(-4000)}\n${stderr.slice(-4000)}`);
  }
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

/** The lines of a saved file that differ from the original. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  return { removed: a.filter((l) => !b.includes(l)), added: b.filter((l) => !a.includes(l)) };
}

/**
 * The editor's pane of one language ("Edit English Content"; the editor wraps the name in Unicode
 * isolates), and its widget for one field, by its key path ("overview.description").
 */
const editorPane = (page: Page, locale: Locale = 'en'): Locator => page.getByRole('group', { name: new RegExp(`^Edit \u2068?${englishName(locale)}\u2069? Content$`) });
const fieldAt = (page: Page, keyPath: string, locale: Locale = 'en'): Locator => editorPane(page, locale).locator(`[data-key-path="${keyPath}"][data-field-type]`).first();

/** The editor draws fields further down only once they are scrolled to: scroll until this one is drawn. */
async function reveal(page: Page, keyPath: string, locale: Locale = 'en'): Promise<Locator> {
  const field = fieldAt(page, keyPath, locale);
  for (let i = 0; i < 30 && (await field.count()) === 0; i += 1) {
    await editorPane(page, locale).locator('[data-key-path][data-field-type]').last().scrollIntoViewIfNeeded();
    await page.waitForTimeout(150);
  }
  await field.scrollIntoViewIfNeeded();
  return field;
}

/** Shows a language in the editor's second pane, beside the English. */
async function showBeside(page: Page, locale: Locale) {
  await page.getByRole('radiogroup', { name: 'Switch Locale' }).last().getByRole('radio', { name: englishName(locale), exact: true }).click();
  await expect(editorPane(page, locale)).toBeVisible();
}

/** The first field an editor would retype: a required line or paragraph, outside lists. */
function fieldToEdit(fields: Field[], prefix = ''): { keyPath: string; field: Field } | undefined {
  const flat: { keyPath: string; field: Field }[] = [];
  const walk = (list: Field[], at: string) => {
    for (const f of list) {
      if (f.required === false) continue;
      if (f.widget === 'object' && f.fields) walk(f.fields, `${at}${f.name}.`);
      else if (['text', 'string'].includes(f.widget) && !f.pattern) flat.push({ keyPath: `${at}${f.name}`, field: f });
    }
  };
  walk(fields, prefix);
  // The first in the form: the editor draws fields further down only once they are scrolled to.
  // A file that is one list of lines (the interests) offers its first item.
  const list = fields.find((f) => f.widget === 'list' && f.field && ['text', 'string'].includes(f.field.widget));
  return flat[0] ?? (list ? { keyPath: `${prefix}${list.name}.0`, field: list.field! } : undefined);
}

/** Same length, another letter case at the first letter: every limit still holds. */
const retyped = (value: string) => value.replace(/\p{L}/u, (c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()));

/** Presses Save; a refused save stays in the editor and shows the field's message instead. */
async function pressSave(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

/**
 * Saves, and waits until Sveltia has closed the editor and is back at the list (its default
 * after a save), so the next address given is not taken over by that return.
 */
async function save(page: Page) {
  const editing = page.url();
  // The notice of the save before may still be showing: wait until it has gone, so the one
  // seen below is this save's.
  await expect(page.getByText('Entry saved.')).toHaveCount(0, { timeout: 20_000 });
  await pressSave(page);
  await expect(page.getByText('Entry saved.')).toBeVisible({ timeout: 15_000 });
  await expect(page).not.toHaveURL(editing, { timeout: 15_000 });
  await expect(page).not.toHaveURL(/\/(entries\/[^/]+|new)$/);
}

/** Opens an entry by its address (after `save` has seen the editor back at its list). */
async function openEntry(page: Page, url: string, keyPath: string, locale: Locale = 'en'): Promise<Locator> {
  await page.goto(url);
  await expect(editorPane(page, locale)).toBeVisible();
  const input = (await reveal(page, keyPath, locale)).getByRole('textbox').first();
  await expect(input).toBeVisible();
  return input;
}

/** Each entry to open: one per folder collection (its first file) and every settings file. */
function entriesToEdit(files: Record<string, string>) {
  const entries: { url: string; file: string; fields: Field[]; what: string }[] = [];
  for (const c of folders) {
    const file = Object.keys(files)
      // An English file (x.md, not x.hi.md): the entry's name is its English file's.
      .filter((f) => f.startsWith(`${c.folder}/`) && new RegExp(`/[^/.]+\\.${c.extension}$`).test(f))
      .sort()[0]!;
    const slug = path.basename(file, `.${c.extension}`);
    entries.push({ url: `/admin/#/collections/${c.name}/entries/${slug}`, file, fields: c.fields, what: `${c.label}: ${slug}` });
  }
  for (const c of settings)
    for (const f of c.files!) entries.push({ url: `/admin/#/collections/${c.name}/entries/${f.name}`, file: englishFileOf(f.file), fields: f.fields, what: f.label });
  return entries;
}

test.describe('editing in /admin over a local copy of the repository', () => {
  test.setTimeout(150_000);
  // A step the editor does not answer fails in seconds, naming it, rather than at the test's end.
  test.use({ actionTimeout: 10_000 });

  test('a save in every collection and settings file changes only the edited field, and the build accepts it', async ({ page }) => {
    const files = repositoryFiles();
    const policyViolations = await watchViolations(page);
    const external = await openLocalRepository(page, files);
    const edited: { file: string; value: string }[] = [];
    for (const entry of entriesToEdit(files)) {
      await test.step(entry.what, async () => {
        const target = fieldToEdit(entry.fields);
        expect(target, `${entry.what} has a required text field`).toBeDefined();
        const input = await openEntry(page, entry.url, target!.keyPath);
        const value = retyped(await input.inputValue());
        await input.fill(value);
        await save(page);
        edited.push({ file: entry.file, value });
      });
    }
    const saved = await savedFiles(page);
    for (const { file, value } of edited) {
      const { removed, added } = changedLines(files[file]!, saved[file]!);
      // One line out, the same line with the new words in: nothing else reformatted.
      expect({ file, removed: removed.length, added }).toEqual({ file, removed: 1, added: [expect.stringContaining(JSON.stringify(value).slice(1, -1))] });
    }
    for (const file of Object.keys(files)) if (!edited.some((e) => e.file === file)) expect(saved[file], file).toBe(files[file]);
    expect(contentProblems(saved)).toEqual([]);
    expect(external).toEqual([]);

    // docs/product-rules.md#routes: a saved entry's address cannot be changed in the editor.
    const article = entriesToEdit(files).find((e) => e.url.includes('/collections/articles/'))!;
    await openEntry(page, article.url, 'title');
    for (const menu of [/^Show Editor Options$/, /^Show .* Content Options$/]) {
      await page.getByRole('button', { name: menu }).first().click();
      await expect(page.getByRole('menuitem').first()).toBeVisible();
      // Sveltia lists it, greyed out: a saved entry's file name, its address, stays as it is.
      await expect(page.getByRole('menuitem', { name: /Edit Slug/, disabled: false })).toHaveCount(0);
      await page.keyboard.press('Escape');
    }
    // The editor's own policy holds everything it loads, its web app manifest included.
    expect(await policyViolations()).toEqual([]);
  });

  test('edits Hindi and Marathi beside the English: a translated field changes that line of that language’s file, a shared one the same line of every file', async ({ page }) => {
    const files = repositoryFiles();
    await openLocalRepository(page, files);
    const services = folders.find((c) => c.name === 'services')!;
    const fileOf = (slug: string, locale: Locale) => localeFile(`${services.folder}/${slug}.json`, locale);
    // A service written in all three languages.
    const slug = Object.keys(files)
      .filter((f) => f.startsWith(`${services.folder}/`) && /\/[^.]+\.json$/.test(f))
      .map((f) => path.basename(f, '.json'))
      .sort()
      .find((s) => locales.every((l) => files[fileOf(s, l)] !== undefined))!;
    const url = `/admin/#/collections/${services.name}/entries/${slug}`;
    const title = services.fields.find((f) => f.name === services.identifier_field)!;
    const typed: Partial<Record<Locale, string>> = {};
    await openEntry(page, url, title.name);
    for (const locale of ['hi', 'mr'] as const) {
      await showBeside(page, locale);
      const input = (await reveal(page, title.name, locale)).getByRole('textbox').first();
      // "सेवा": service, in both languages.
      typed[locale] = `${await input.inputValue()} सेवा`.slice(0, title.maxlength);
      await input.fill(typed[locale]!);
    }
    await save(page);
    const saved = await savedFiles(page);
    expect(saved[fileOf(slug, 'en')]).toBe(files[fileOf(slug, 'en')]);
    for (const locale of ['hi', 'mr'] as const) {
      const { removed, added } = changedLines(files[fileOf(slug, locale)]!, saved[fileOf(slug, locale)]!);
      expect({ locale, removed: removed.length, added }).toEqual({ locale, removed: 1, added: [`  "${title.name}": ${JSON.stringify(typed[locale])},`] });
    }
    for (const file of Object.keys(files)) if (!['hi', 'mr'].some((l) => file === fileOf(slug, l as Locale))) expect(saved[file], file).toBe(files[file]);

    // The position is shared (lib/content/fields.ts): typed in English, it is written into every language's file.
    const orders = Object.entries(files)
      .filter(([f]) => f.startsWith(`${services.folder}/`))
      .map(([, text]) => Number(/"order": (\d+)/.exec(text)?.[1] ?? 0));
    const position = String(Math.max(...orders) + 1);
    await page.goto(url);
    await expect(editorPane(page)).toBeVisible();
    await (await reveal(page, 'order')).getByRole('spinbutton').fill(position);
    await save(page);
    const after = await savedFiles(page);
    for (const locale of locales) {
      const { removed, added } = changedLines(saved[fileOf(slug, locale)]!, after[fileOf(slug, locale)]!);
      expect({ locale, removed: removed.length, added }).toEqual({ locale, removed: 1, added: [`  "order": ${position},`] });
    }
    expect(contentProblems(after)).toEqual([]);
  });

  test('a new entry in every folder collection, with only what the editor marks required, and an article written in Marathi alone, pass the content check and one build, and show where their kind shows', async ({ page }) => {
    // It builds the site (npm run build blocks the test's clock until it returns): the whole test gets the build's time.
    test.setTimeout(15 * 60_000);
    const files = repositoryFiles();
    await openLocalRepository(page, files);
    const created: string[] = [];
    // docs/product-rules.md#seo: a title too long for the studio name after it is published as it is;
    // docs/product-rules.md#routes: an accented title gives an address of plain letters;
    // docs/product-rules.md#blog: a date after today is scheduled, not refused.
    const longTitle = 'How we shot our Pune office team in one morning';
    const accented = 'A chai brand that doubled its cafés';
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const entries: { c: (typeof folders)[number]; values: Record<string, string> }[] = [
      ...folders.map((c) => ({ c, values: c.name === 'articles' ? { title: longTitle } : c.name === 'work' ? { title: accented } : ({} as Record<string, string>) })),
      { c: folders.find((c) => c.name === 'articles')!, values: { title: 'Our autumn launch plan, published on its day', date: inAMonth } },
    ];
    for (const { c, values } of entries) {
      await test.step(`${c.label}: ${values.title ?? 'required fields only'}`, async () => {
        await openEntry(page, `/admin/#/collections/${c.name}/new`, c.identifier_field ?? 'title');
        const orders = Object.entries({ ...files, ...(await savedFiles(page)) })
          .filter(([f]) => f.startsWith(`${c.folder}/`))
          .map(([, text]) => Number(/"?order"?: (\d+)/.exec(text)?.[1] ?? 0));
        await fillRequired(page, c.fields, '', { order: Math.max(0, ...orders) + 1, what: c.label, values });
        await save(page);
        const before = new Set(Object.keys(files));
        const now = Object.keys(await savedFiles(page)).filter((f) => f.startsWith(`${c.folder}/`) && !before.has(f) && !created.includes(f));
        expect(now, `one new file in ${c.folder}`).toHaveLength(1);
        created.push(now[0]!);
      });
    }
    // docs/product-rules.md#languages: an article written in Marathi alone, in its own collection.
    const marathiArticles = aloneIn('articles', 'mr');
    expect(marathiArticles, 'a collection for an article in Marathi alone').toBeDefined();
    // "Planning a Diwali campaign for a Pune shop": written by the editor in Marathi, its address typed in Latin letters.
    const marathiTitle = 'पुण्यातील दुकानासाठी दिवाळी मोहिमेची आखणी';
    const marathiSlug = 'diwali-campaign-for-a-pune-shop';
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
    const marathiSaved = await savedFiles(page);
    const marathiCreated = Object.keys(marathiSaved).filter((f) => f.startsWith(`${marathiArticles!.folder}/`) && !(f in files) && !created.includes(f));
    // x.mr.md alone: no English or Hindi file that would publish it half-written in another language.
    expect(marathiCreated).toEqual([`${marathiArticles!.folder}/${marathiSlug}.mr.md`]);
    const marathiFile = marathiCreated[0]!;
    expect(matter(marathiSaved[marathiFile]!).data.title).toBe(marathiTitle);

    expect(longTitle).toHaveLength(47);
    // The editor wrote the accented title's address in plain letters, which the check accepts.
    expect(created).toContain('content/work/a-chai-brand-that-doubled-its-cafes.json');
    expect(contentProblems(await savedFiles(page))).toEqual([]);

    // The build accepts them too, and each shows where a visitor looks for its kind.
    const saved = await savedFiles(page);
    const { out, log } = buildWith(Object.fromEntries([...created, marathiFile].map((f) => [f, saved[f]!])));
    try {
      const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
      // The scheduled article: built, not published, and named in the build's log with its day.
      const scheduled = created.at(-1)!;
      expect(log).toContain(`${scheduled}: "Our autumn launch plan, published on its day" is published by the first build on or after ${inAMonth}`);
      expect(existsSync(exportFile(out, `${sections.blog}/${path.basename(scheduled, '.md')}`))).toBe(false);
      // The long title stands alone as the page's title, without the studio name that would not fit.
      const longFile = created.find((f) => f.startsWith('content/blog/') && f !== scheduled)!;
      expect(readFileSync(exportFile(out, `${sections.blog}/${path.basename(longFile, '.md')}`), 'utf8')).toContain(`<title>${longTitle}</title>`);
      for (const file of created.filter((f) => f !== scheduled)) {
        const c = folders.find((f) => file.startsWith(`${f.folder}/`))!;
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
      expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).toMatch(new RegExp(`<loc>[^<]*${marathiOwn}</loc>`));
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
    } finally {
      rmSync(path.dirname(out), { recursive: true, force: true });
    }
  });

  test('refuses an emptied required field and an over-long title, with its message', async ({ page }) => {
    const files = repositoryFiles();
    await openLocalRepository(page, files);
    const services = folders.find((c) => c.name === 'services')!;
    const file = Object.keys(files)
      .filter((f) => f.startsWith(`${services.folder}/`) && /\/[^/.]+\.json$/.test(f))
      .sort()[0]!;
    const title = services.fields.find((f) => f.name === services.identifier_field)!;
    const input = await openEntry(page, `/admin/#/collections/${services.name}/entries/${path.basename(file, '.json')}`, title.name);
    const original = await input.inputValue();

    await input.fill('');
    await pressSave(page);
    await expect(fieldAt(page, title.name).getByText('This field is required.')).toBeVisible();

    // Typed past the most a title holds (lib/content/fields.ts), which the editor counts.
    await input.fill(`${original} ${'and more '.repeat(10)}`.slice(0, title.maxlength! + 5));
    await pressSave(page);
    await expect(fieldAt(page, title.name).getByText(`You cannot enter more than ${title.maxlength} characters.`)).toBeVisible();
    await expect(page.getByText('Entry saved.')).toHaveCount(0);
    expect((await savedFiles(page))[file]).toBe(files[file]);
  });
});

/** "Add Key point": the editor wraps the label in Unicode isolates ("Add \u2068Key point\u2069"). */
const addButton = (label: string) => new RegExp(`^Add\\s\u2068?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\u2069?$`);

/** A value that meets a field's limits, unique to this entry. */
function textFor(field: Field, keyPath: string, what: string): string {
  const base = `${what} ${field.label} ${keyPath.replace(/\W+/g, ' ')}`.replace(/\s+/g, ' ').trim();
  let value = field.minlength ? `${base}: written for the editor test, long enough for a search result line.` : base;
  if (field.maxlength && value.length > field.maxlength) value = value.slice(0, field.maxlength).trim();
  return value;
}

/** Fills every field the editor marks required, as an editor would, and nothing else. */
async function fillRequired(page: Page, fields: Field[], prefix: string, ctx: { order: number; what: string; values?: Record<string, string>; locale?: Locale }) {
  for (const f of fields) {
    if (f.required === false) continue;
    const keyPath = `${prefix}${f.name}`;
    const widget = await reveal(page, keyPath, ctx.locale);
    if (f.widget === 'object') {
      const first = (f.fields ?? [])[0];
      if (first) await reveal(page, `${keyPath}.${first.name}`, ctx.locale);
      await fillRequired(page, f.fields ?? [], `${keyPath}.`, ctx);
    }
    else if (f.widget === 'list') {
      for (let i = 0; i < (f.min ?? 0); i += 1) {
        await widget.getByRole('button', { name: addButton(f.label_singular ?? f.label) }).first().click();
        if (f.fields) await fillRequired(page, f.fields, `${keyPath}.${i}.`, ctx);
        else await fieldAt(page, `${keyPath}.${i}`, ctx.locale).getByRole('textbox').first().fill(textFor(f.field!, `${keyPath} ${i + 1}`, ctx.what));
      }
    } else if (f.widget === 'select') {
      const option = f.options![0]!;
      const label = typeof option === 'string' ? option : option.label;
      const combo = widget.getByRole('combobox');
      if (await combo.count()) {
        await combo.first().click();
        await page.getByRole('option', { name: label }).first().click();
      } else await widget.getByRole('radio', { name: label }).first().check();
    } else if (f.widget === 'number') await widget.getByRole('spinbutton').fill(String(f.name === 'order' ? ctx.order : (f.min ?? 1)));
    else if (f.widget === 'datetime') await widget.locator('input').first().fill(ctx.values?.[keyPath] ?? new Date().toISOString().slice(0, 10));
    else if (f.widget === 'boolean') continue;
    else if (f.widget === 'markdown') await widget.locator('textarea:visible, [contenteditable="true"]:visible').first().fill(ctx.values?.[keyPath] ?? textFor(f, keyPath, ctx.what));
    else if (f.widget === 'relation') {
      // A choice from another collection: its first entry (a list of checkboxes or a combobox).
      const box = widget.getByRole('checkbox').or(widget.getByRole('radio'));
      if (await box.count()) await box.first().check();
      else {
        await widget.getByRole('combobox').first().click();
        await page.getByRole('option').first().click();
      }
    } else await widget.getByRole('textbox').first().fill(ctx.values?.[keyPath] ?? textFor(f, keyPath, ctx.what));
  }
}
