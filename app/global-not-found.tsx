import type { Metadata } from 'next';
import { getContent, withSiteName } from '@/lib/content';
import { NotFoundView } from './_views/NotFoundView';
import { EditionLayout } from './_pages/EditionLayout';
import { PageFrame } from './_pages/PageFrame';
import { sans } from './fonts';

/**
 * The 404 page of every address no route answers (out/404.html): English's, in English's layout
 * (docs/product-rules.md#routes). Hindi and Marathi have their own at /hi/404 and /mr/404, which
 * the hosts serve for their editions' unknown addresses.
 */
export const metadata: Metadata = {
  title: withSiteName(getContent(undefined, 'en').texts.notFound.title, getContent(undefined, 'en').site.name),
  robots: { index: false },
};

export default function GlobalNotFound() {
  return (
    <EditionLayout locale="en" fonts={sans.variable}>
      <PageFrame page={{ kind: 'notFound', locale: 'en', alternates: {} }}>
        <NotFoundView locale="en" />
      </PageFrame>
    </EditionLayout>
  );
}
