import { NotFound } from '@/components/pages/NotFound/NotFound';
import type { Locale } from '@/lib/i18n/locales';
import { getRoutes } from '@/lib/routes';

/**
 * The 404 page of an edition (docs/product-rules.md#routes): every known page's lower-case
 * spellings, in every edition, mapped to its canonical path, for the case-insensitive redirect. The
 * editions' 404 pages are no pages to send a visitor to: /HI/404 stays on the 404 page it shows.
 */
export function NotFoundView({ locale }: { locale: Locale }) {
  const pages = getRoutes().filter((r) => r.kind !== 'notFound');
  const canonicalByLowerPath = Object.fromEntries(pages.flatMap((r) => r.paths.map((p) => [p.toLowerCase(), r.canonical])));
  return <NotFound canonicalByLowerPath={canonicalByLowerPath} locale={locale} />;
}
