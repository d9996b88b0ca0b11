import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/SiteFooter/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader/SiteHeader';
import { languageLinks } from '@/lib/navigation';
import type { PageRoute } from '@/lib/routes';

/**
 * A page's header, main and footer, inside its edition's layout (app/_pages/EditionLayout.tsx). The
 * header's language switch leads to this page in the other editions (docs/product-rules.md#languages).
 */
export function PageFrame({ page, children }: { page: Pick<PageRoute, 'kind' | 'locale' | 'alternates'>; children: ReactNode }) {
  return (
    <>
      <SiteHeader languages={languageLinks(page)} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
