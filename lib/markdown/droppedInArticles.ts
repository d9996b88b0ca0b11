import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Article, CaseStudy } from '../content';
import { articles as articleCollection } from '../content/collections/articles';
import { work as workCollection } from '../content/collections/work';
import { contentDir } from '../content/load';
import { renderMarkdown } from './renderMarkdown';

/**
 * What the pages of the articles leave out of their Markdown, one line each, naming the file and
 * its line as an editor sees them: "content/blog/x.md: line 14: <script> and everything inside it".
 * The content check prints these, so the editor learns why something vanished (docs/product-rules.md#content).
 */
export function droppedInArticles(articles: readonly Article[], siteUrl: string, dir: string = contentDir()): string[] {
  const { folder } = articleCollection;
  return articles.flatMap((article) => {
    const file = `${folder}/${article.slug}.md`;
    const text = readFileSync(path.join(dir, file), 'utf8');
    // The body starts below the front matter: count the file's lines above it.
    const above = text.slice(0, Math.max(0, text.indexOf(article.body))).split('\n').length - 1;
    return renderMarkdown(article.body, siteUrl).dropped.map((d) => `content/${file}: line ${d.line + above}: ${d.what}`);
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
      renderMarkdown(study[field], siteUrl).dropped.map((d) => `content/${folder}/${study.slug}.json: ${field}: line ${d.line}: ${d.what}`),
    ),
  );
}
