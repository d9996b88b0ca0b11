import { CtaBand } from '@/components/pages/CtaBand/CtaBand';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { RelatedLinks } from '@/components/pages/RelatedLinks/RelatedLinks';
import { ClientLine } from '@/components/work/ClientLine/ClientLine';
import { CaseStudyStory } from '@/components/work/CaseStudyStory/CaseStudyStory';
import { WorkCards } from '@/components/work/WorkCards/WorkCards';
import { getContent, type CaseStudy } from '@/lib/content';
import { entryLink } from '@/lib/navigation';
import { moreWork } from '@/lib/work';

/**
 * docs/product-rules.md#work: one case study: who it was for, the figures, the story, the quote,
 * the gallery, the services used (linking to their pages), more work and the call to action.
 */
export function CaseStudyView({ study }: { study: CaseStudy }) {
  const { pages, sectors, services, clients, testimonials, work } = getContent();
  const copy = pages.work;
  const sector = sectors.find((s) => s.slug === study.sector);
  const logo = study.clientLogo ? clients.find((c) => c.slug === study.clientLogo)?.logo : undefined;
  const used = study.services.flatMap((slug) => services.filter((s) => s.slug === slug)).map((s) => entryLink(s));
  return (
    <>
      <PageBanner eyebrow={copy.eyebrow} title={study.title} lead={study.summary}>
        <ClientLine client={study.client} logo={logo} sector={sector} year={study.year} />
      </PageBanner>
      <CaseStudyStory study={study} copy={copy} quote={testimonials.find((t) => t.slug === study.testimonial)} />
      <RelatedLinks id="services-used" heading={copy.servicesHeading} items={used} />
      <WorkCards id="more-work" heading={copy.moreHeading} studies={moreWork(study, work)} />
      <CtaBand copy={pages.quoteCta} />
    </>
  );
}
