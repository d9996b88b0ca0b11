import { ArtImage } from '@/components/ui/ArtImage/ArtImage';
import { ShortLabel } from '@/components/ui/ShortLabel/ShortLabel';
import { fillTemplate, getContent, type Sector } from '@/lib/content';
import { linkTo } from '@/lib/links';
import styles from './SectorCard.module.scss';

/**
 * docs/product-rules.md#home: a sector with its image and title. The title link stretches over the whole card
 * (to /{slug}); "Know More" is a separate link to the sectors page, layered above it.
 */
export function SectorCard({ sector }: { sector: Sector }) {
  const { texts } = getContent();
  const image = sector.images.main;
  return (
    <article className={styles.card}>
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
          <a href={sector.path} className={styles.stretched}>
            {sector.title}
          </a>
        </h3>
        <a href={linkTo('sectors')} className={styles.more}>
          <ShortLabel shown={texts.home.knowMore} name={fillTemplate(texts.home.sectorKnowMore, { title: sector.title })} />
        </a>
      </div>
    </article>
  );
}
