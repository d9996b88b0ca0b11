import { ArtImage } from '@/components/ui/ArtImage/ArtImage';
import type { Company } from '@/lib/content';
import styles from './WorldMapBlock.module.scss';

/** docs/product-rules.md#inner-pages: the world map of where our clients are, with its heading and text. */
export function WorldMapBlock({ worldMap }: { worldMap: Company['about']['worldMap'] }) {
  const { image } = worldMap;
  return (
    <section className={styles.section} aria-labelledby="world-map-heading">
      <div className={styles.inner}>
        <h2 id="world-map-heading" className={styles.heading}>
          {worldMap.heading}
        </h2>
        <p className={styles.body}>{worldMap.text}</p>
        <figure className={styles.map}>
          <ArtImage src={image.src} width={image.width} height={image.height} alt={image.alt} sizes="(min-width: 76rem) 76rem, 100vw" />
        </figure>
      </div>
    </section>
  );
}
