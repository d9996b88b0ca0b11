import { BrochureAutoDownload } from '@/components/pages/BrochureAutoDownload/BrochureAutoDownload';
import { BrochureDownload } from '@/components/pages/BrochureDownload/BrochureDownload';
import { CtaBand } from '@/components/pages/CtaBand/CtaBand';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { fillTemplate, getContent } from '@/lib/content';

/** docs/product-rules.md#brochure: /viewpdf downloads the brochure on open and offers the button that downloads it. */
export function BrochureView() {
  const { pages, site, texts } = getContent();
  return (
    <>
      <PageBanner {...pages.brochure.banner} />
      <BrochureAutoDownload file={site.brochurePath} fileName={site.brochureFile} announcement={fillTemplate(texts.brochure.downloading, { file: site.brochureFile })} />
      <BrochureDownload />
      <CtaBand copy={pages.quoteCta} />
    </>
  );
}
