import { CtaBand } from '@/components/pages/CtaBand/CtaBand';
import { IndustryPanel } from '@/components/pages/IndustryPanel/IndustryPanel';
import { IndustryPanelGrid } from '@/components/pages/IndustryPanel/IndustryPanelGrid';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { getContent } from '@/lib/content';

/** docs/product-rules.md#inner-pages: the six sectors, each with its art, blurred backdrop and long description. */
export function SectorsView() {
  const { pages, sectors } = getContent();
  return (
    <>
      <PageBanner {...pages.sectors.banner} />
      <IndustryPanelGrid>
        {sectors.map((sector) => (
          <IndustryPanel key={sector.slug} sector={sector} />
        ))}
      </IndustryPanelGrid>
      <CtaBand copy={pages.quoteCta} />
    </>
  );
}
