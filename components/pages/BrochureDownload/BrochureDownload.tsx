import { LinkButton } from '@/components/ui/LinkButton/LinkButton';
import { Logo } from '@/components/layout/Logo/Logo';
import { brochureLanguage } from '@/lib/brochure';
import { fillTemplate, getContent } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { requestLocale } from '@/lib/i18n/requestLocale';
import styles from './BrochureDownload.module.scss';

/** docs/product-rules.md#brochure: what the brochure holds and the "Get a Quote Now !" button that downloads it. */
export function BrochureDownload({ locale = requestLocale() }: { locale?: Locale }) {
  const { pages, site, texts, services, sectors } = getContent(undefined, locale);
  const language = brochureLanguage(locale);
  const copy = pages.brochure;
  const counts = { serviceCount: services.length, sectorCount: sectors.length };
  return (
    <section className={styles.section} aria-labelledby="brochure-inside-heading">
      <div className={styles.inner}>
        {/* A drawn cover of the PDF; decorative, the list beside it says what is inside. */}
        <div className={styles.cover} aria-hidden="true">
          <Logo tone="light" className={styles.logo} />
          <svg className={styles.roof} viewBox="0 0 200 120" focusable="false">
            <path d="M10 110 100 20l90 90" />
          </svg>
          <p className={styles.coverTitle}>{site.tagline}</p>
          <p className={styles.coverLine}>{texts.home.roofLine}</p>
        </div>
        <div className={styles.text}>
          <h2 id="brochure-inside-heading" className={styles.heading}>
            {copy.insideHeading}
          </h2>
          <ul className={styles.list}>
            {copy.inside.map((item, i) => (
              <li key={i}>{fillTemplate(item, counts)}</li>
            ))}
          </ul>
          <p className={styles.note}>{copy.note}</p>
          <LinkButton href={site.brochurePath} download={site.brochureFile} hrefLang={language.hrefLang} icon="download" size="lg">
            {language.note ? `${texts.brochure.button} (${language.note})` : texts.brochure.button}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
