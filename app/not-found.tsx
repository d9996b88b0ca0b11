import type { Metadata } from 'next';
import { NotFound } from '@/components/pages/NotFound/NotFound';
import { getContent, withSiteName } from '@/lib/content';
import { getRoutes } from '@/lib/routes';

export const metadata: Metadata = {
  title: withSiteName(getContent().texts.notFound.title, getContent().site.name),
  robots: { index: false },
};

/** Every known page's lower-case spellings mapped to its canonical path, for the case-insensitive redirect. */
const canonicalByLowerPath = Object.fromEntries(
  getRoutes().flatMap((r) => r.paths.map((p) => [p.toLowerCase(), r.canonical])),
);

export default function NotFoundPage() {
  return <NotFound canonicalByLowerPath={canonicalByLowerPath} />;
}
