import { ArtImage } from '@/components/ui/ArtImage/ArtImage';
import { FilledTemplate } from '@/components/ui/FilledTemplate/FilledTemplate';
import { LanguageLabel, OwnLanguage } from '@/components/ui/LanguageLabel/LanguageLabel';
import { ShortLabel } from '@/components/ui/ShortLabel/ShortLabel';
import { fillTemplate, getContent, type Sector } from '@/lib/content';
import { otherLanguage } from '@/lib/i18n/otherLanguage';
import { linkTo } from '@/lib/links';
import styles from './SectorCard.module.scss';

/**
 * docs/product-rules.md#home: a sector with its image and title. The title link stretches over the whole card
 * (to /{slug}); "Know More" is a separate link to the sectors page, layered above it.
 */
export function SectorCard({ sector }: { sector: Sector }) {
  const { texts } = getContent();
  const image = sector.images.main;
  // A sector not yet written in the page's language is offered in its own (docs/product-rules.md#languages).
  const language = otherLanguage(sector);
  return (
    <article className={styles.card} lang={language?.lang}>
      <div className={styles.media}>
        <ArtImage
          src={image.src}
          width={image.width}
          height={image.height}
          alt={image.alt}
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <a href={sector.path} className={styles.stretched} hrefLang={language?.lang}>
            {sector.title}
          </a>
        </h3>
        <LanguageLabel language={language} />
        <a href={linkTo('sectors')} className={styles.more} lang={language?.page}>
          <ShortLabel
            shown={texts.home.knowMore}
            name={
              language ? (
                <FilledTemplate line={texts.home.sectorKnowMore} values={{ title: <OwnLanguage language={language}>{sector.title}</OwnLanguage> }} />
              ) : (
                fillTemplate(texts.home.sectorKnowMore, { title: sector.title })
              )
            }
          />
        </a>
      </div>
    </article>
  );
}
