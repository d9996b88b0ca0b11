// The content check, run before every build and dev server (docs/product-rules.md#content):
// reads content/ through the same loader as the site and lists every problem by file and field
// (any problem stops the build); then, as advice that never stops it, search copy search engines
// would cut or that pages share, the articles scheduled for a later day, and every piece of
// Markdown that its page leaves out, by file and line.
//
//   npx tsx scripts/check/check-content.ts
import { adviceFor } from '../../lib/content/advice';
import { checkContent } from '../../lib/content/check';
import { contentDir, readContent, siteUrl } from '../../lib/content/load';
import { droppedInArticles, droppedInWork } from '../../lib/markdown/droppedInArticles';

const { content, problems, unpublished } = checkContent(readContent(contentDir()));
if (!content) {
  console.error(`Content check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
const site = { ...content.site, url: siteUrl() };
console.log(
  `check-content: content/ is valid (${content.services.length} services, ${content.sectors.length} sectors, ` +
    `${content.testimonials.length} testimonials, ${content.clients.length} clients, ${content.articles.length} articles, ${content.work.length} case studies)`,
);
const advice = adviceFor({ ...content, site }, unpublished);
const section = (heading: string, lines: string[]) => {
  if (lines.length) console.log(`\n${heading} (${lines.length}):\n- ${lines.join('\n- ')}`);
};
section('Scheduled: published on their day by the first build on or after it', advice.scheduled);
section('Advice on search results (the site builds either way)', advice.search);
// The page is safe without what was removed (docs/product-rules.md#content).
section(
  'Left out of articles and case studies (scripts, styles, frames, forms, event handlers, other sites’ images and unsafe links never reach a page)',
  [...droppedInArticles(content.articles, site.url), ...droppedInWork(content.work, site.url)],
);
