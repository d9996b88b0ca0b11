import { CtaBand } from '@/components/pages/CtaBand/CtaBand';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { RelatedLinks } from '@/components/pages/RelatedLinks/RelatedLinks';
import { SectorDetail } from '@/components/pages/SectorDetail/SectorDetail';
import { pageCopy } from '@/content/pages';
import { slugPath } from '@/content/routes';
import { sectors, type Sector } from '@/content/sectors';

const copy = pageCopy.sector;

/** SPEC 2.8: the sector's image, name and paragraph, then its five bullet points. */
export function SectorView({ sector }: { sector: Sector }) {
  const others = sectors.filter((s) => s.slug !== sector.slug).map((s) => ({ label: s.title, href: slugPath(s.slug) }));
  return (
    <>
      <PageBanner eyebrow={copy.eyebrow} title={sector.title} lead={sector.page.paragraph} art={sector.imgSrc} />
      <SectorDetail sector={sector} />
      <CtaBand copy={copy.cta} />
      <RelatedLinks id="related-sectors" heading={copy.relatedHeading} items={others} />
    </>
  );
}
