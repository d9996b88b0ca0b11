import path from 'node:path';
import { expect, test } from '@playwright/test';
import { localeFile, locales, type Locale } from '../lib/i18n/locales';
import {
  changedLines,
  contentProblems,
  editorPane,
  entriesToEdit,
  fieldAt,
  fieldToEdit,
  openEntry,
  openLocalRepository,
  pressSave,
  readEditorConfig,
  repositoryFiles,
  retyped,
  reveal,
  save,
  savedFiles,
  showBeside,
  watchViolations,
} from './cms/editor';

/**
 * The content editor at /admin in local-repository mode, over a copy of the repository in the
 * browser's origin-private file system: what an editor saves is what the build accepts, and a
 * save changes only what the editor changed (docs/product-rules.md#content), in English, Hindi and
 * Marathi side by side (docs/product-rules.md#languages). New entries, built, are the fixture
 * site's (e2e/fixture-site.run.ts, e2e/cms/newEntries.ts): it builds them with the photos and
 * the hostile content, once.
 */

/** The generated editor configuration, as the build wrote it (scripts/build/build-admin.ts). */
const config = readEditorConfig(path.join(process.cwd(), 'out', 'admin', 'config.yml'));
const { folders } = config;

test.describe('editing in /admin over a local copy of the repository', () => {
  test.setTimeout(150_000);
  // A step the editor does not answer fails in seconds, naming it, rather than at the test's end.
  test.use({ actionTimeout: 10_000 });

  test('a save in every collection and settings file changes only the edited field, and the build accepts it', async ({ page }) => {
    const files = repositoryFiles();
    const policyViolations = await watchViolations(page);
    const external = await openLocalRepository(page, files, config);
    const edited: { file: string; value: string }[] = [];
    for (const entry of entriesToEdit(files, config)) {
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
    const article = entriesToEdit(files, config).find((e) => e.url.includes('/collections/articles/'))!;
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
    await openLocalRepository(page, files, config);
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

  test('refuses an emptied required field and an over-long title, with its message', async ({ page }) => {
    const files = repositoryFiles();
    await openLocalRepository(page, files, config);
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
