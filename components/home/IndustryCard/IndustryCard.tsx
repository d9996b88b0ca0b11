import { ArtImage } from '@/components/ui/ArtImage/ArtImage';
import Link from 'next/link';
import { links, slugPath } from '@/content/routes';
import type { Sector } from '@/content/sectors';
import { texts } from '@/content/texts';
import styles from './IndustryCard.module.scss';

/**
 * SPEC 2.4: an industry with its image and title. The title link stretches over the whole card
 * (to /{slug}); "Know More" is a separate link to the industries page, layered above it.
 */
export function IndustryCard({ sector }: { sector: Sector }) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ArtImage
          src={sector.imgSrc.src}
          width={sector.imgSrc.width}
          height={sector.imgSrc.height}
          alt={sector.imgSrc.alt}
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link href={slugPath(sector.slug)} className={styles.stretched}>
            {sector.title}
          </Link>
        </h3>
        <Link href={links.domains} className={styles.more}>
          {texts.home.knowMore}
          <span className={styles.hidden}> about {sector.title} and the other industries we serve</span>
        </Link>
      </div>
    </article>
  );
}
