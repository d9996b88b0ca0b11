import { SearchPage } from '../SearchPage/SearchPage';
import type { SearchPanelProps } from '../SearchPanel/SearchPanel';
import styles from './SearchPageBody.module.scss';

/**
 * The search page's body (docs/product-rules.md#search): without JavaScript it says where to look
 * instead (the sitemap, the services page the menu leads to); with it, the search.
 */
export function SearchPageBody({ copy, edition, links, sitemap }: Omit<SearchPanelProps, 'onQuery' | 'initialQuery'> & { sitemap: string }) {
  return (
    <section className={styles.section} aria-label={copy.dialogName}>
      <noscript>
        <p className={styles.noScript}>
          {copy.noScript} <a href={sitemap}>{copy.sitemapLink}</a> · <a href={links.services}>{copy.menuLink}</a>
        </p>
      </noscript>
      <div className={styles.panelSlot}>
        <SearchPage copy={copy} edition={edition} links={links} />
      </div>
    </section>
  );
}
