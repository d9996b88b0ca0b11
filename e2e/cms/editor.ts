/**
 * The content editor at /admin as an editor drives it (docs/product-rules.md#content): opened in
 * local-repository mode over a copy of the repository in the browser's origin-private file system,
 * its fields found by their labels and key paths, saved as an editor saves. Used by the editor's
 * e2e (e2e/admin-local.spec.ts) and by the fixture site's new entries (e2e/cms/newEntries.ts).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { problemsIn } from '../../lib/content/load';
import { englishName, type Locale } from '../../lib/i18n/locales';

export interface Field {
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
export interface Collection {
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


export type Folder = Collection & { folder: string; fields: Field[] };

/** The generated editor configuration (scripts/build/build-admin.ts), read as the editor reads it. */
export interface EditorConfig {
  collections: Collection[];
  /** The folders' collections, each entry in every language. */
  folders: Folder[];
  /** The settings files' collections. */
  settings: Collection[];
  /** Where an article or case study in one language alone is created, by folder collection and language. */
  aloneIn(name: string, locale: Locale): Folder | undefined;
}

export function readEditorConfig(file: string): EditorConfig {
  const { collections } = parse(readFileSync(file, 'utf8')) as { collections: Collection[] };
  return {
    collections,
    folders: collections.filter((c): c is Folder => !!c.folder && !c.filter),
    settings: collections.filter((c) => c.files),
    aloneIn: (name, locale) => collections.find((c): c is Folder => !!c.filter && c.name === `${name}-${locale}`),
  };
}

/** A settings file's English file: content/texts.{{locale}}.json is content/texts.json. */
const englishFileOf = (file: string) => file.replace('.{{locale}}', '');

/** The repository's content files, by path, plus the `.git` entry the editor looks for. */
export function repositoryFiles(root = process.cwd()): Record<string, string> {
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
export async function openLocalRepository(page: Page, files: Record<string, string>, config: EditorConfig): Promise<string[]> {
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
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
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
export const savedFiles = (page: Page): Promise<Record<string, string>> =>
  // No function is declared inside: under tsx (the fixture site), esbuild would wrap it in a
  // helper (__name) that exists in Node, not in the page.
  page.evaluate(async () => {
    const out: Record<string, string> = {};
    const folders: [FileSystemDirectoryHandle, string][] = [[await (await navigator.storage.getDirectory()).getDirectoryHandle('repo'), '']];
    for (let next = folders.pop(); next; next = folders.pop()) {
      const [dir, prefix] = next;
      for await (const [name, handle] of (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
        if (handle.kind === 'directory') folders.push([handle as FileSystemDirectoryHandle, `${prefix}${name}/`]);
        else out[`${prefix}${name}`] = await (await (handle as FileSystemFileHandle).getFile()).text();
      }
    }
    return out;
  });

/** The content check, run in Node over the saved files, as the build runs it. */
export function contentProblems(files: Record<string, string>): string[] {
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


/** The lines of a saved file that differ from the original. */
export function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  return { removed: a.filter((l) => !b.includes(l)), added: b.filter((l) => !a.includes(l)) };
}

/**
 * The editor's pane of one language ("Edit English Content"; the editor wraps the name in Unicode
 * isolates), and its widget for one field, by its key path ("overview.description").
 */
export const editorPane = (page: Page, locale: Locale = 'en'): Locator => page.getByRole('group', { name: new RegExp(`^Edit \u2068?${englishName(locale)}\u2069? Content$`) });
export const fieldAt = (page: Page, keyPath: string, locale: Locale = 'en'): Locator => editorPane(page, locale).locator(`[data-key-path="${keyPath}"][data-field-type]`).first();

/** The editor draws fields further down only once they are scrolled to: scroll until this one is drawn. */
export async function reveal(page: Page, keyPath: string, locale: Locale = 'en'): Promise<Locator> {
  const field = fieldAt(page, keyPath, locale);
  for (let i = 0; i < 30 && (await field.count()) === 0; i += 1) {
    await editorPane(page, locale).locator('[data-key-path][data-field-type]').last().scrollIntoViewIfNeeded();
    await page.waitForTimeout(150);
  }
  await field.scrollIntoViewIfNeeded();
  return field;
}

/** Shows a language in the editor's second pane, beside the English. */
export async function showBeside(page: Page, locale: Locale) {
  await page.getByRole('radiogroup', { name: 'Switch Locale' }).last().getByRole('radio', { name: englishName(locale), exact: true }).click();
  await expect(editorPane(page, locale)).toBeVisible();
}

/** The first field an editor would retype: a required line or paragraph, outside lists. */
export function fieldToEdit(fields: Field[], prefix = ''): { keyPath: string; field: Field } | undefined {
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
export const retyped = (value: string) => value.replace(/\p{L}/u, (c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()));

/** Presses Save; a refused save stays in the editor and shows the field's message instead. */
export async function pressSave(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

/**
 * Saves, and waits until Sveltia has closed the editor and is back at the list (its default
 * after a save), so the next address given is not taken over by that return.
 */
export async function save(page: Page) {
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
export async function openEntry(page: Page, url: string, keyPath: string, locale: Locale = 'en'): Promise<Locator> {
  await page.goto(url);
  await expect(editorPane(page, locale)).toBeVisible();
  const input = (await reveal(page, keyPath, locale)).getByRole('textbox').first();
  await expect(input).toBeVisible();
  return input;
}

/** Each entry to open: one per folder collection (its first file) and every settings file. */
export function entriesToEdit(files: Record<string, string>, { folders, settings }: EditorConfig) {
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
export async function fillRequired(page: Page, fields: Field[], prefix: string, ctx: { order: number; what: string; values?: Record<string, string>; locale?: Locale }) {
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
        // The new item is drawn only once scrolled to, like any field further down (CI of a19fe7e
        // waited for a third bullet that sat below the window).
        else await (await reveal(page, `${keyPath}.${i}`, ctx.locale)).getByRole('textbox').first().fill(textFor(f.field!, `${keyPath} ${i + 1}`, ctx.what));
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
