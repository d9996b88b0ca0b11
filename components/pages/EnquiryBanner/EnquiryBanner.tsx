import { LinkButton } from '@/components/ui/LinkButton/LinkButton';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { SocialIcon } from '@/components/layout/SocialIcon/SocialIcon';
import { pageCopy } from '@/content/pages';
import { brochureFile } from '@/content/routes';
import { site } from '@/content/site';
import { texts } from '@/content/texts';
import styles from './EnquiryBanner.module.scss';

/** SPEC 2.10: the yellow banner with the brochure button (new tab) and the WhatsApp chat link. */
export function EnquiryBanner() {
  return (
    <PageBanner tone="saffron" eyebrow={texts.header.getQuote} title={texts.enquiry.banner} lead={pageCopy.enquiry.lead}>
      <LinkButton href={brochureFile} target="_blank" rel="noopener noreferrer" variant="ink" icon="download" size="lg">
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
