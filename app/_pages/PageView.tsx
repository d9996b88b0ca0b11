import { JsonLd } from '@/components/ui/JsonLd/JsonLd';
import type { PageRoute } from '@/lib/routes';
import { structuredDataFor } from './pageKinds';
import { viewOf } from './pageViews';

/** A pre-rendered path: its structured data, then its view; every spelling of a page renders the same. */
export function PageView({ route }: { route: Exclude<PageRoute, { kind: 'home' }> }) {
  return (
    <>
      <JsonLd data={structuredDataFor(route)} />
      {viewOf(route)}
    </>
  );
}
