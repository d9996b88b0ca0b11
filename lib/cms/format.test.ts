/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { getContent } from '../content';
import { registry } from '../content/collections';
import { cmsConfig, type CmsField } from './config';
import { defaultLocale, locales } from '../i18n/locales';
import { editorJson, editorMarkdown } from './format';

const config = cmsConfig(getContent().site, { name: 'github', repo: 'owner/site' });
const root = process.cwd();

/** Every content file with the form the editor shows for it. */
function contentFiles(): { file: string; fields: CmsField[] }[] {
  const files: { file: string; fields: CmsField[] }[] = [];
  for (const c of config.collections) {
    if ('folder' in c) {
      // A collection for entries in one language alone (articles-mr) keeps its registry collection's folder.
      const extension = registry.collections.find((r) => c.folder === `content/${r.folder}`)!.format === 'markdown' ? '.md' : '.json';
      for (const f of readdirSync(path.join(root, c.folder)).filter((f) => f.endsWith(extension))) files.push({ file: `${c.folder}/${f}`, fields: c.fields });
    } else
      for (const f of c.files)
        // A settings file of every edition: site.json for English (the default's name has no locale), site.hi.json, site.mr.json.
        for (const locale of locales) files.push({ file: f.file.replace(locale === defaultLocale ? '.{{locale}}' : '{{locale}}', locale === defaultLocale ? '' : locale), fields: f.fields });
  }
  return files;
}

describe('content files (a save in the editor changes only what the editor changed)', () => {
  it.each(contentFiles())('$file is in the shape the editor writes', ({ file, fields }) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    if (file.endsWith('.md')) {
      const { data, content } = matter(text);
      expect(text).toBe(editorMarkdown(data, content.trim(), fields));
    } else expect(text).toBe(editorJson(JSON.parse(text), fields));
  });
});
