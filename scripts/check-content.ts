// The content check, run before every build and dev server (docs/product-rules.md#content):
// reads content/ through the same loader as the site and lists every problem by file and field.
//
//   npx tsx scripts/check-content.ts
import { ContentError, getContent } from '../lib/content';

try {
  const content = getContent();
  console.log(
    `check-content: content/ is valid (${content.services.length} services, ${content.sectors.length} sectors, ` +
      `${content.testimonials.length} testimonials, ${content.clients.length} clients, ${content.articles.length} articles)`,
  );
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
