import { ArrowIcon } from '@/components/ui/ArrowIcon/ArrowIcon';
import { ArtImage } from '@/components/ui/ArtImage/ArtImage';
import { InlineArt } from '@/components/ui/InlineArt/InlineArt';
import { FilledTemplate } from '@/components/ui/FilledTemplate/FilledTemplate';
import { LanguageLabel, OwnLanguage } from '@/components/ui/LanguageLabel/LanguageLabel';
import { fillTemplate, getContent, type Sector } from '@/lib/content';
import { otherLanguage } from '@/lib/i18n/otherLanguage';
import styles from './SectorPanel.module.scss';

/**
 * The cards whose pictures are drawn in the sectors page's HTML, not fetched (docs/product-rules.md#art):
 * the first is the largest picture above the fold on a phone, and Chromium fetches the next cards'
 * pictures at once, as they lie within its lazy-loading distance (cards 2 to 5 on a phone-sized
 * screen in Hindi and Marathi), where their requests shared the first paint's connections.
 */
export const drawnSectorCards = 6;

/** A sectors-page card (docs/product-rules.md#inner-pages): the art over its blurred twin, title, long description and a link on. */
export function SectorPanel({ sector, drawn = false }: { sector: Sector; /** Its pictures are drawn in the HTML: one of the first `drawnSectorCards`. */ drawn?: boolean }) {
  const { pages } = getContent();
  const { main: image, blurred: blurredImage } = sector.images;
  const { description } = sector.overview;
  const headingId = `sector-${sector.slug}`;
  // A sector not yet written in the page's language is offered in its own (docs/product-rules.md#languages).
  const language = otherLanguage(sector);
  return (
    <article className={styles.card} aria-labelledby={headingId} lang={language?.lang}>
      <div className={styles.media}>
        {/* The blurred twin fills the frame behind the art; decorative. */}
        {drawn ? (
          <>
            <InlineArt className={styles.backdrop} src={blurredImage.src} alt="" cover />
            <InlineArt className={styles.art} src={image.src} alt={image.alt} />
          </>
        ) : (
          <>
            <ArtImage className={styles.backdrop} src={blurredImage.src} width={blurredImage.width} height={blurredImage.height} alt="" sizes="(min-width: 64rem) 45vw, 95vw" />
            <ArtImage className={styles.art} src={image.src} width={image.width} height={image.height} alt={image.alt} sizes="(min-width: 64rem) 35vw, 80vw" />
          </>
        )}
      </div>
      <div className={styles.body}>
        <h2 id={headingId} className={styles.title}>
          {sector.title}
        </h2>
        <LanguageLabel language={language} />
        <p className={styles.description}>{description}</p>
        <a href={sector.path} className={styles.link} hrefLang={language?.lang} lang={language?.page}>
          {language ? (
            <FilledTemplate
              line={pages.sectors.cardLink}
              values={{
                title: <OwnLanguage language={language}>{sector.title}</OwnLanguage>,
                lowercaseTitle: <OwnLanguage language={language}>{sector.title.toLowerCase()}</OwnLanguage>,
              }}
            />
          ) : (
            fillTemplate(pages.sectors.cardLink, { title: sector.title, lowercaseTitle: sector.title.toLowerCase() })
          )}
          <ArrowIcon size={20} />
        </a>
      </div>
    </article>
  );
}
