// The content check, run before every build and dev server (docs/product-rules.md#content):
// reads content/ through the same loader as the site and lists every problem by file and field,
// then every piece of an article's Markdown that its page leaves out, by file and line.
//
//   npx tsx scripts/check/check-content.ts
import { ContentError, getContent } from '../../lib/content';
import { droppedInArticles, droppedInWork } from '../../lib/markdown/droppedInArticles';

try {
  const content = getContent();
  console.log(
    `check-content: content/ is valid (${content.services.length} services, ${content.sectors.length} sectors, ` +
      `${content.testimonials.length} testimonials, ${content.clients.length} clients, ${content.articles.length} articles, ${content.work.length} case studies)`,
  );
  // A warning, not an error: the page is safe without what was removed (docs/product-rules.md#content).
  const dropped = [...droppedInArticles(content.articles, content.site.url), ...droppedInWork(content.work, content.site.url)];
  if (dropped.length > 0) {
    console.warn(
      `check-content: warning: ${dropped.length} part${dropped.length === 1 ? '' : 's'} of articles and case studies will not be shown ` +
        `(scripts, styles, frames, forms, event handlers, other sites' images and unsafe links never reach a page; ` +
        `docs/product-rules.md#content):\n- ${dropped.join('\n- ')}`,
    );
  }
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
