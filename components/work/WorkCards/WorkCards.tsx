import { CardPicture } from '@/components/ui/CardPicture/CardPicture';
import { getContent, type CaseStudy } from '@/lib/content';
import styles from './WorkCards.module.scss';

interface Props {
  studies: readonly CaseStudy[];
  /** The section's heading; /work has none, its banner names the list. */
  heading?: string;
  /** Unique on the page: the section is named by its heading. */
  id: string;
  /** A link after the cards (the home strip's "See all our work"). */
  more?: { href: string; label: string };
  /** The cards open the page (/work and its narrowed lists): the first card's picture is in the first paint. */
  leadsPage?: boolean;
}

const cardSizes = '(min-width: 64rem) 24rem, (min-width: 48rem) 45vw, 90vw';

/**
 * docs/product-rules.md#work: case study cards (cover, client and sector, title, summary, the first
 * figure, a link to the story). Absent when there is no story to show.
 */
export function WorkCards({ studies, heading, id, more, leadsPage = false }: Props) {
  const { pages, sectors } = getContent();
  if (studies.length === 0) return null;
  const copy = pages.work;
  const sectorName = (slug: string) => sectors.find((s) => s.slug === slug)?.title;
  // Under a section heading the cards are h3; on /work, where the banner's h1 names the list, h2.
  const Title = heading ? 'h3' : 'h2';
  return (
    <section className={styles.section} {...(heading ? { 'aria-labelledby': id } : { 'aria-label': copy.banner.title, id })}>
      <div className={styles.inner}>
        {heading && (
          <h2 id={id} className={styles.heading}>
            {heading}
          </h2>
        )}
        <ul className={styles.grid}>
          {studies.map((study, i) => {
            const cover = study.images.card;
            const figure = study.results[0];
            return (
              <li key={study.slug} className={styles.card}>
                <CardPicture className={styles.image} image={cover} alt="" lead={leadsPage && i === 0} sizes={cardSizes} />
                <div className={styles.body}>
                  <p className={styles.eyebrow}>
                    {study.client}
                    {sectorName(study.sector) && (
                      <>
                        <span aria-hidden="true"> · </span>
                        {sectorName(study.sector)}
                      </>
                    )}
                  </p>
                  <Title className={styles.title}>{study.title}</Title>
                  <p className={styles.summary}>{study.summary}</p>
                  {figure && (
                    <p className={styles.figure}>
                      <strong>{figure.value}</strong> <span>{figure.label}</span>
                    </p>
                  )}
                  <a href={study.path} className={styles.link}>
                    <span aria-hidden="true">{copy.cardLink}</span>
                    <span className={styles.srOnly}>
                      {copy.cardLink}: {study.title}
                    </span>
                    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
        {more && (
          <p className={styles.more}>
            <a href={more.href} className={styles.link}>
              {more.label}
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
