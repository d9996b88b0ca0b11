import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { SearchPageBody } from '@/components/search/SearchPageBody/SearchPageBody';
import { getContent } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { linkTo } from '@/lib/links';

/** docs/product-rules.md#search: the search page, /search?q=… in every edition. */
export function SearchView({ locale }: { locale: Locale }) {
  const { texts } = getContent();
  return (
    <>
      <PageBanner title={texts.search.heading} lead={texts.search.lead} />
      <SearchPageBody copy={texts.search} edition={locale} links={{ services: linkTo('services', locale), enquiry: linkTo('getQuote', locale) }} sitemap="/sitemap.xml" />
    </>
  );
}
