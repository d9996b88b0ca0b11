import { CtaBand } from '@/components/pages/CtaBand/CtaBand';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { ServiceBlock } from '@/components/pages/ServiceBlock/ServiceBlock';
import { ServiceBlockList } from '@/components/pages/ServiceBlock/ServiceBlockList';
import { pageCopy } from '@/content/pages';
import { services } from '@/content/services';

const copy = pageCopy.services;

/** SPEC 2.6: a banner, then the 13 service blocks in SPEC order with alternating image sides. */
export function ServicesView() {
  return (
    <>
      <PageBanner {...copy.banner} />
      <ServiceBlockList>
        {services.map((service, i) => (
          <ServiceBlock key={service.slug} service={service} index={i} />
        ))}
      </ServiceBlockList>
      <CtaBand copy={copy.cta} />
    </>
  );
}
