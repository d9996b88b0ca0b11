import { getContent } from '@/lib/content';
import { articleFeed } from '@/lib/feed';
import { routeOf } from '@/lib/routes';
import { absoluteUrl } from '../_pages/urls';

// Static export: the feed is written once at build time, from content/blog/.
export const dynamic = 'force-static';

export function GET() {
  const { articles, site } = getContent();
  return new Response(articleFeed(articles, site, absoluteUrl(routeOf('blog').canonical)), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  });
}
