import { LinkButton } from '@/components/ui/LinkButton/LinkButton';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { SocialIcon } from '@/components/layout/SocialLinks/SocialIcon';
import { brochureLanguage } from '@/lib/brochure';
import { getContent } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { requestLocale } from '@/lib/i18n/requestLocale';
import styles from './EnquiryBanner.module.scss';

/** docs/product-rules.md#inner-pages: the yellow banner with the brochure button (new tab) and the WhatsApp chat link. */
export function EnquiryBanner({ locale = requestLocale() }: { locale?: Locale }) {
  const { pages, site, texts } = getContent(undefined, locale);
  const language = brochureLanguage(locale);
  return (
    <PageBanner tone="saffron" eyebrow={texts.header.getQuote} title={texts.enquiry.banner} lead={pages.enquiry.lead}>
      <LinkButton href={site.brochurePath} hrefLang={language.hrefLang} target="_blank" variant="ink" icon="download" size="lg">
        {language.note ? `${texts.enquiry.brochureButton} (${language.note})` : texts.enquiry.brochureButton}
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
