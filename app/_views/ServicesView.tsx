import { CtaBand } from '@/components/pages/CtaBand/CtaBand';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { ServiceBlock } from '@/components/pages/ServiceBlock/ServiceBlock';
import { ServiceBlockList } from '@/components/pages/ServiceBlock/ServiceBlockList';
import { getContent } from '@/lib/content';

/** docs/product-rules.md#inner-pages: a banner, then every service block in order with alternating image sides. */
export function ServicesView() {
  const { pages, services } = getContent();
  return (
    <>
      <PageBanner {...pages.services.banner} />
      <ServiceBlockList>
        {services.map((service, i) => (
          <ServiceBlock key={service.slug} service={service} index={i} />
        ))}
      </ServiceBlockList>
      <CtaBand copy={pages.quoteCta} />
    </>
  );
}
