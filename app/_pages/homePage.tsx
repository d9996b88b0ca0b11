import { JsonLd } from '@/components/ui/JsonLd/JsonLd';
import type { Locale } from '@/lib/i18n/locales';
import { setRequestLocale } from '@/lib/i18n/requestLocale';
import { routeOf } from '@/lib/routes';
import { HomeView } from '../_views/HomeView';
import { pageMetadata } from './metadata';
import { PageFrame } from './PageFrame';
import { structuredDataFor } from './pageKinds';

/**
 * What each edition's home route file exports (app/(en)/page.tsx, app/(hi)/hi/page.tsx,
 * app/(mr)/mr/page.tsx; docs/product-rules.md#routes, #languages). A module of its own: a route
 * file that imported the inner pages' module with it would put the home page's client code (its
 * slider and carousels) into every inner page's scripts.
 */
/** The home page of an edition. */
export function homePage(locale: Locale) {
  return {
    metadata: pageMetadata(routeOf('home', locale)),
    Page: function HomePage() {
      setRequestLocale(locale);
      const route = routeOf('home', locale);
      return (
        <PageFrame page={route}>
          <JsonLd data={structuredDataFor(route)} />
          <HomeView />
        </PageFrame>
      );
    },
  };
}

