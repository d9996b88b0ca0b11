import { InlineArt } from '@/components/ui/InlineArt/InlineArt';
import { isPhoto, Photo } from '@/components/ui/Photo/Photo';
import type { ReactNode } from 'react';
import type { ImageRef } from '@/lib/content';
import styles from './PageBanner.module.scss';

interface Props {
  eyebrow?: string;
  /** The page's one h1. */
  title: string;
  lead?: ReactNode;
  /** Illustration beside the text on wide screens, above it on phones. */
  art?: ImageRef;
  /** cream: the default band; saffron: the enquiry page's yellow banner (docs/product-rules.md#inner-pages). */
  tone?: 'cream' | 'saffron';
  /** Actions under the lead (buttons, links). */
  children?: ReactNode;
}

/** The band at the top of every inner page: eyebrow, h1, lead and optional art. */
export function PageBanner({ eyebrow, title, lead, art, tone = 'cream', children }: Props) {
  return (
    <header className={`${styles.banner} ${styles[tone]}`}>
      <div className={`${styles.inner} ${art ? styles.withArt : ''}`}>
        <div className={styles.text}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          {children && <div className={styles.actions}>{children}</div>}
        </div>
        {!art && (
          <svg className={styles.motif} viewBox="0 0 320 280" aria-hidden="true" focusable="false">
            <circle className={styles.motifDisc} cx="170" cy="160" r="110" />
            <path className={styles.motifRoof} d="M40 150 160 40l120 110" />
            <rect className={styles.motifHouse} x="110" y="150" width="100" height="90" rx="16" />
            <circle className={styles.motifDot} cx="270" cy="230" r="12" />
            <path className={styles.motifSpark} d="M60 220l6 14 14 6-14 6-6 14-6-14-14-6 14-6z" />
          </svg>
        )}
        {art && (
          <div className={styles.art}>
            {/* The first large picture of the page: drawn in the HTML, so it is in the first paint. */}
            {isPhoto(art) ? <Photo image={art} priority sizes="(min-width: 64rem) 30rem, 20rem" /> : <InlineArt src={art.src} alt={art.alt} />}
          </div>
        )}
      </div>
    </header>
  );
}
