import { workForSector } from '@/lib/work';
import { CtaBand } from '@/components/pages/CtaBand/CtaBand';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { WorkCards } from '@/components/work/WorkCards/WorkCards';
import { RelatedLinks } from '@/components/pages/RelatedLinks/RelatedLinks';
import { SectorDetail } from '@/components/pages/SectorDetail/SectorDetail';
import { entryLink } from '@/lib/navigation';
import { fillTemplate, getContent, type Sector } from '@/lib/content';

/** docs/product-rules.md#inner-pages: the sector's image, name and paragraph, then its five bullet points. */
export function SectorView({ sector }: { sector: Sector }) {
  const { pages, sectors, work } = getContent();
  const others = sectors.filter((s) => s.slug !== sector.slug).map((s) => entryLink(s));
  return (
    <>
      <PageBanner eyebrow={pages.sector.eyebrow} title={sector.title} lead={sector.page.paragraph} art={sector.images.main} />
      <SectorDetail sector={sector} />
      <WorkCards id="sector-work" heading={fillTemplate(pages.work.relatedHeading, { title: sector.title, lowercaseTitle: sector.title.toLowerCase() })} studies={workForSector(work, sector.slug)} />
      <CtaBand copy={pages.quoteCta} />
      <RelatedLinks id="related-sectors" heading={pages.sector.relatedHeading} items={others} />
    </>
  );
}
