import { ArrowIcon } from '@/components/ui/ArrowIcon/ArrowIcon';
import { fillTemplate, getContent } from '@/lib/content';
import styles from './Pagination.module.scss';

interface Props {
  page: number;
  pages: number;
  /** The address of a page of the same list. */
  hrefOf: (page: number) => string;
}

/** First, last, and the pages around the current one; null marks a gap ("…"). */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  return shown.flatMap((p, i) => (i > 0 && p - shown[i - 1]! > 1 ? [null, p] : [p]));
}

/**
 * docs/product-rules.md#blog: the links between the pages of a list of articles, newest first:
 * newer, the page numbers around this one, older. Plain links, so crawlers reach every page.
 */
export function Pagination({ page, pages, hrefOf }: Props) {
  const { texts } = getContent();
  const copy = texts.blog;
  if (pages <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={copy.pages}>
      {page > 1 ? (
        <a className={`${styles.step} ${styles.newer}`} href={hrefOf(page - 1)} rel="prev">
          <ArrowIcon kind="back" />
          {copy.newer}
        </a>
      ) : (
        <span className={styles.newer} />
      )}
      <p className={styles.where}>{fillTemplate(copy.pageOf, { page, pages })}</p>
      <ol className={styles.numbers}>
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              <a className={styles.number} href={hrefOf(p)} aria-current={p === page ? 'page' : undefined} aria-label={fillTemplate(copy.pageOf, { page: p, pages })}>
                {p}
              </a>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <a className={`${styles.step} ${styles.older}`} href={hrefOf(page + 1)} rel="next">
          {copy.older}
          <ArrowIcon />
        </a>
      ) : (
        <span className={styles.older} />
      )}
    </nav>
  );
}
