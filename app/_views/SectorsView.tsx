import { CtaBand } from '@/components/pages/CtaBand/CtaBand';
import { drawnSectorCards, SectorPanel } from '@/components/pages/SectorPanel/SectorPanel';
import { SectorPanelGrid } from '@/components/pages/SectorPanel/SectorPanelGrid';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { getContent } from '@/lib/content';

/** docs/product-rules.md#inner-pages: the six sectors, each with its art, blurred backdrop and long description. */
export function SectorsView() {
  const { pages, sectors } = getContent();
  return (
    <>
      <PageBanner {...pages.sectors.banner} />
      <SectorPanelGrid>
        {sectors.map((sector, i) => (
          <SectorPanel key={sector.slug} sector={sector} drawn={i < drawnSectorCards} />
        ))}
      </SectorPanelGrid>
      <CtaBand copy={pages.quoteCta} />
    </>
  );
}
