import { LinkButton } from '@/components/ui/LinkButton/LinkButton';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { SocialIcon } from '@/components/layout/SocialLinks/SocialIcon';
import { getContent } from '@/lib/content';
import styles from './EnquiryBanner.module.scss';

/** docs/product-rules.md#inner-pages: the yellow banner with the brochure button (new tab) and the WhatsApp chat link. */
export function EnquiryBanner() {
  const { pages, site, texts } = getContent();
  return (
    <PageBanner tone="saffron" eyebrow={texts.header.getQuote} title={texts.enquiry.banner} lead={pages.enquiry.lead}>
      <LinkButton href={site.brochurePath} target="_blank" variant="ink" icon="download" size="lg">
        {texts.enquiry.brochureButton}
      </LinkButton>
      <a href={site.whatsappUrl} target="_blank" rel="noopener noreferrer" className={styles.whatsapp}>
        <span className={styles.badge}>
          <SocialIcon network="whatsapp" size={24} />
        </span>
        <span className={styles.label}>
          <span>{texts.enquiry.whatsapp}</span>
          <span className={styles.number}>{site.phoneDisplay}</span>
        </span>
      </a>
    </PageBanner>
  );
}
