import { BenefitList } from '@/components/pages/BenefitList/BenefitList';
import { CtaBand } from '@/components/pages/CtaBand/CtaBand';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { RelatedLinks } from '@/components/pages/RelatedLinks/RelatedLinks';
import { pageCopy } from '@/content/pages';
import { slugPath } from '@/content/routes';
import { services, type Service } from '@/content/services';

const copy = pageCopy.service;

/** SPEC 2.7: the service title, its introduction and image, three benefit blocks and a way on. */
export function ServiceView({ service }: { service: Service }) {
  const others = services.filter((s) => s.slug !== service.slug).map((s) => ({ label: s.title, href: slugPath(s.slug) }));
  return (
    <>
      <PageBanner eyebrow={copy.eyebrow} title={service.title} lead={service.page.intro} art={service.page.img} />
      <BenefitList heading={copy.benefitsHeading} benefits={service.page.benefits} />
      <CtaBand copy={copy.cta(service.title)} />
      <RelatedLinks id="related-services" heading={copy.relatedHeading} items={others} />
    </>
  );
}
