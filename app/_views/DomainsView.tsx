import { CtaBand } from '@/components/pages/CtaBand/CtaBand';
import { IndustryPanel } from '@/components/pages/IndustryPanel/IndustryPanel';
import { IndustryPanelGrid } from '@/components/pages/IndustryPanel/IndustryPanelGrid';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { pageCopy } from '@/content/pages';
import { sectors } from '@/content/sectors';

const copy = pageCopy.domains;

/** SPEC 2.9: the six industries, each with its art, blurred backdrop and long description. */
export function DomainsView() {
  return (
    <>
      <PageBanner {...copy.banner} />
      <IndustryPanelGrid>
        {sectors.map((sector) => (
          <IndustryPanel key={sector.slug} sector={sector} />
        ))}
      </IndustryPanelGrid>
      <CtaBand copy={copy.cta} />
    </>
  );
}
