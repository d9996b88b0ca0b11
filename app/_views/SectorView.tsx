import { CtaBand } from '@/components/pages/CtaBand/CtaBand';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { RelatedLinks } from '@/components/pages/RelatedLinks/RelatedLinks';
import { SectorDetail } from '@/components/pages/SectorDetail/SectorDetail';
import { getContent, type Sector } from '@/lib/content';

/** docs/product-rules.md#inner-pages: the sector's image, name and paragraph, then its five bullet points. */
export function SectorView({ sector }: { sector: Sector }) {
  const { pages, sectors } = getContent();
  const others = sectors.filter((s) => s.slug !== sector.slug).map((s) => ({ label: s.title, href: s.path }));
  return (
    <>
      <PageBanner eyebrow={pages.sector.eyebrow} title={sector.title} lead={sector.page.paragraph} art={sector.images.main} />
      <SectorDetail sector={sector} />
      <CtaBand copy={pages.quoteCta} />
      <RelatedLinks id="related-sectors" heading={pages.sector.relatedHeading} items={others} />
    </>
  );
}
