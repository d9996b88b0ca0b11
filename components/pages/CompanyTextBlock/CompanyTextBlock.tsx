import { ArtImage } from '@/components/ui/ArtImage/ArtImage';
import type { ReactNode } from 'react';
import type { Company } from '@/lib/content';
import styles from './CompanyTextBlock.module.scss';

interface Props {
  block: Company['whoWeAre'];
  /** Side of the image on wide screens; pages alternate it. */
  imageSide?: 'left' | 'right';
  tone?: 'light' | 'dark';
  /** Optional action under the text. */
  children?: ReactNode;
}

/** A company text block (docs/product-rules.md#inner-pages: "Who We Are", "Why We"): heading, paragraphs and image, with an anchor id. */
export function CompanyTextBlock({ block, imageSide = 'right', tone = 'light', children }: Props) {
  const headingId = `${block.id}-heading`;
  return (
    <section id={block.id} aria-labelledby={headingId} className={`${styles.section} ${styles[tone]}`}>
      <div className={`${styles.inner} ${imageSide === 'left' ? styles.imageLeft : ''}`}>
        <div className={styles.text}>
          <h2 id={headingId} className={styles.heading}>
            {block.heading}
          </h2>
          {block.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          {children}
        </div>
        <div className={styles.media}>
          <ArtImage
            src={block.image.src}
            width={block.image.width}
            height={block.image.height}
            alt={block.image.alt}
          />
        </div>
      </div>
    </section>
  );
}
