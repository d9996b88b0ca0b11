// The content check, run before every build and dev server (docs/product-rules.md#content):
// reads content/ through the same loader as the site and lists every problem by file and field
// (any problem stops the build); then, as advice that never stops it, entries not yet in every
// edition, search copy search engines would cut or that pages share, the articles scheduled for a
// later day, and every piece of Markdown that its page leaves out, by file and line.
//
//   npx tsx scripts/check/check-content.ts
import { adviceFor } from '../../lib/content/advice';
import { checkContent } from '../../lib/content/check';
import { contentDir, readContent, siteUrl } from '../../lib/content/load';
import { editions as editionNames, locales } from '../../lib/i18n/locales';
import { droppedInArticles, droppedInWork } from '../../lib/markdown/droppedInArticles';

const result = checkContent(readContent(contentDir()));
if (!result.content) {
  const { problems } = result;
  console.error(`Content check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
const editions = Object.fromEntries(locales.map((l) => [l, { ...result.content![l], site: { ...result.content![l].site, url: siteUrl() } }])) as Parameters<typeof adviceFor>[0];
const own = <T extends { locale: string }>(list: T[], locale: string) => list.filter((e) => e.locale === locale).length;
console.log(
  `check-content: content/ is valid, in ${locales.length} editions (${locales
    .map((l) => {
      const c = editions[l];
      return `${editionNames[l].name}: ${own(c.services, l)} services, ${own(c.sectors, l)} sectors, ${own(c.testimonials, l)} testimonials, ${own(c.clients, l)} clients, ${own(c.articles, l)} articles, ${own(c.work, l)} case studies`;
    })
    .join('; ')})`,
);
const advice = adviceFor(editions, result.unpublished);
const section = (heading: string, lines: string[]) => {
  if (lines.length) console.log(`\n${heading} (${lines.length}):\n- ${lines.join('\n- ')}`);
};
section('Scheduled: published on their day by the first build on or after it', advice.scheduled);
section('Not yet in every language: the other editions list these in their own language (the site builds either way)', result.advice);
section('Advice on search results (the site builds either way)', advice.search);
// The page is safe without what was removed (docs/product-rules.md#content).
section(
  'Left out of articles and case studies (scripts, styles, frames, forms, event handlers, other sites’ images and unsafe links never reach a page)',
  locales.flatMap((l) => [...droppedInArticles(editions[l].articles.filter((a) => a.locale === l), siteUrl()), ...droppedInWork(editions[l].work.filter((w) => w.locale === l), siteUrl())]),
);
