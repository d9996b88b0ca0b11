import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Article, CaseStudy } from '../content';
import { articles as articleCollection } from '../content/collections/articles';
import { work as workCollection } from '../content/collections/work';
import { fileInWords } from '../content/check';
import { contentDir } from '../content/load';
import { localeFile } from '../i18n/locales';
import { renderMarkdown } from './renderMarkdown';

/**
 * What the pages of the articles leave out of their Markdown, one line each, naming the file (in
 * the article's language) and its line as an editor sees them: "content/blog/x.md: line 14: <script>
 * and everything inside it".
 * The content check prints these, so the editor learns why something vanished (docs/product-rules.md#content).
 */
export function droppedInArticles(articles: readonly Article[], siteUrl: string, dir: string = contentDir()): string[] {
  const { folder } = articleCollection;
  return articles.flatMap((article) => {
    // The file of the article's own language: x.md, x.hi.md, or x.mr.md for one written in Marathi alone.
    const file = localeFile(`${folder}/${article.slug}.md`, article.locale);
    const text = readFileSync(path.join(dir, file), 'utf8');
    // The body starts below the front matter: count the file's lines above it.
    const above = text.slice(0, Math.max(0, text.indexOf(article.body))).split('\n').length - 1;
    return renderMarkdown(article.body, siteUrl).dropped.map((d) => `${fileInWords(`content/${file}`)}: line ${d.line + above}: ${d.what}`);
  });
}

/**
 * The same for the case studies' Markdown fields, naming file, field and line of that field:
 * "content/work/x.json: approach: line 3: <iframe>".
 */
export function droppedInWork(work: readonly CaseStudy[], siteUrl: string): string[] {
  const { folder } = workCollection;
  const fields = ['challenge', 'approach', 'outcome'] as const;
  return work.flatMap((study) =>
    fields.flatMap((field) =>
      renderMarkdown(study[field], siteUrl).dropped.map((d) => `${fileInWords(`content/${localeFile(`${folder}/${study.slug}.json`, study.locale)}`)}: ${field}: line ${d.line}: ${d.what}`),
    ),
  );
}
