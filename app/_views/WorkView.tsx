import { CtaBand } from '@/components/pages/CtaBand/CtaBand';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { WorkCards } from '@/components/work/WorkCards/WorkCards';
import { WorkFilters } from '@/components/work/WorkFilters/WorkFilters';
import { getContent } from '@/lib/content';
import { linkTo } from '@/lib/links';
import type { RouteOf } from '@/lib/routes';
import { workFilterSeo } from '@/lib/work';

/** docs/product-rules.md#work: every case study as a card, or those of one service or sector, with links that narrow the list. */
export function WorkView({ route }: { route: RouteOf<'work'> }) {
  const { pages } = getContent();
  const copy = pages.work;
  const { filter } = route;
  const banner = filter ? { ...copy.banner, title: workFilterSeo(filter, pages).title } : copy.banner;
  return (
    <>
      <PageBanner eyebrow={banner.eyebrow} title={banner.title} lead={banner.lead} />
      <WorkFilters filters={route.filters} current={filter} allHref={linkTo('work')} copy={copy} />
      <WorkCards id="work-list" studies={route.items} leadsPage />
      <CtaBand copy={pages.quoteCta} />
    </>
  );
}
