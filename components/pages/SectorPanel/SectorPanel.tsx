import { ArrowIcon } from '@/components/ui/ArrowIcon/ArrowIcon';
import { ArtImage } from '@/components/ui/ArtImage/ArtImage';
import { InlineArt } from '@/components/ui/InlineArt/InlineArt';
import { FilledTemplate } from '@/components/ui/FilledTemplate/FilledTemplate';
import { LanguageLabel, OwnLanguage } from '@/components/ui/LanguageLabel/LanguageLabel';
import { fillTemplate, getContent, type Sector } from '@/lib/content';
import { otherLanguage } from '@/lib/i18n/otherLanguage';
import styles from './SectorPanel.module.scss';

/** A sectors-page card (docs/product-rules.md#inner-pages): the art over its blurred twin, title, long description and a link on. */
export function SectorPanel({ sector, first = false }: { sector: Sector; /** The first card: its art is drawn in the HTML. */ first?: boolean }) {
  const { pages } = getContent();
  const { main: image, blurred: blurredImage } = sector.images;
  const { description } = sector.overview;
  const headingId = `sector-${sector.slug}`;
  // A sector not yet written in the page's language is offered in its own (docs/product-rules.md#languages).
  const language = otherLanguage(sector);
  return (
    <article className={styles.card} aria-labelledby={headingId} lang={language?.lang}>
      <div className={styles.media}>
        {/* The blurred twin fills the frame behind the art; decorative, and drawn in the HTML on every
            card: a few blurred shapes, smaller than a request for them, and on a phone the next
            cards' requests would otherwise share the first paint's connections. The first card's
            art is the largest picture above the fold on a phone: drawn in the HTML too
            (docs/product-rules.md#art). */}
        <InlineArt className={styles.backdrop} src={blurredImage.src} alt="" cover />
        {first ? (
          <InlineArt className={styles.art} src={image.src} alt={image.alt} />
        ) : (
          <ArtImage className={styles.art} src={image.src} width={image.width} height={image.height} alt={image.alt} sizes="(min-width: 64rem) 35vw, 80vw" />
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
