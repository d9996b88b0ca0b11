import { workForService } from '@/lib/work';
import { BenefitList } from '@/components/pages/BenefitList/BenefitList';
import { CtaBand } from '@/components/pages/CtaBand/CtaBand';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { WorkCards } from '@/components/work/WorkCards/WorkCards';
import { RelatedLinks } from '@/components/pages/RelatedLinks/RelatedLinks';
import { entryLink } from '@/lib/navigation';
import { fillTemplate, getContent, type Service } from '@/lib/content';

/** docs/product-rules.md#inner-pages: the service title, its introduction and image, three benefit blocks and a way on. */
export function ServiceView({ service }: { service: Service }) {
  const { pages, services, work } = getContent();
  const copy = pages.service;
  const others = services.filter((s) => s.slug !== service.slug).map((s) => entryLink(s));
  const cta = {
    ...pages.quoteCta,
    heading: fillTemplate(copy.ctaHeading, { title: service.title, lowercaseTitle: service.title.toLowerCase() }),
  };
  return (
    <>
      <PageBanner eyebrow={copy.eyebrow} title={service.title} lead={service.page.intro} art={service.images.square} />
      <BenefitList heading={copy.benefitsHeading} benefits={service.page.benefits} />
      <WorkCards id="service-work" heading={fillTemplate(pages.work.relatedHeading, { title: service.title, lowercaseTitle: service.title.toLowerCase() })} studies={workForService(work, service.slug)} />
      <CtaBand copy={cta} />
      <RelatedLinks id="related-services" heading={copy.relatedHeading} items={others} />
    </>
  );
}
