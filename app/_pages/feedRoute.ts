import { getContent } from '@/lib/content';
import { articleFeed } from '@/lib/feed';
import type { Locale } from '@/lib/i18n/locales';
import { routeOf } from '@/lib/routes';
import { absoluteUrl } from './urls';

/** An edition's Atom feed (docs/product-rules.md#blog): its own articles, written once at build time. */
export function feedRoute(locale: Locale) {
  return function GET() {
    const { articles, site } = getContent(undefined, locale);
    return new Response(articleFeed(articles, site, absoluteUrl(routeOf('blog', locale).canonical), locale), {
      headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
    });
  };
}
