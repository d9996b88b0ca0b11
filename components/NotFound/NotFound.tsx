import Link from 'next/link';
import { links } from '@/content/routes';
import { texts } from '@/content/texts';
import styles from './NotFound.module.scss';

interface Props {
  /** Lower-case path -> canonical path of every known page. */
  canonicalByLowerPath: Record<string, string>;
}

/**
 * SPEC 2.13's 404 page. A path that names a known page in another letter case (/SERVICES,
 * /Web-Development) is sent to that page's canonical URL before anything paints (DECISIONS).
 */
export function NotFound({ canonicalByLowerPath }: Props) {
  // Runs inline during parsing, so a misspelt-case URL never flashes the 404 text.
  const redirect = `(function(m){var p=location.pathname.replace(/\\/+$/,'').replace(/\\.html$/,'').toLowerCase()||'/';var c=m[p];if(c&&c!==location.pathname){location.replace(c+location.search+location.hash)}})(${JSON.stringify(
    canonicalByLowerPath,
  ).replace(/</g, '\\u003c')})`;
  return (
    <section className={styles.notFound} aria-labelledby="not-found-heading">
      <script dangerouslySetInnerHTML={{ __html: redirect }} />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading" className={styles.heading}>
        {texts.notFound.heading}
      </h1>
      <p className={styles.line}>{texts.notFound.line}</p>
      <Link href={links.home} className={styles.back}>
        {texts.notFound.back}
      </Link>
    </section>
  );
}
