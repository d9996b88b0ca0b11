import { EntryWords } from '@/components/ui/LanguageLabel/LanguageLabel';
import { otherLanguage } from '@/lib/i18n/otherLanguage';
import type { WorkFilter } from '@/lib/work';
import styles from './WorkFilters.module.scss';

interface Props {
  /** Every narrowed list that has stories (lib/work.ts workFilters). */
  filters: readonly WorkFilter[];
  /** The list shown now; none on /work itself. */
  current?: Pick<WorkFilter, 'path'>;
  allHref: string;
  copy: { filtersLabel: string; all: string; byService: string; bySector: string };
}

/**
 * docs/product-rules.md#work: plain links to /work narrowed by service and by sector, each a
 * pre-rendered page; no client-side filtering. The page shown is marked as the current one.
 */
export function WorkFilters({ filters, current, allHref, copy }: Props) {
  const groups = [
    { kind: 'service', label: copy.byService },
    { kind: 'sector', label: copy.bySector },
  ] as const;
  const link = (href: string, label: string, locale?: WorkFilter['locale']) => {
    // A service or sector not yet written in the page's language is named in its own (docs/product-rules.md#languages).
    const language = locale ? otherLanguage({ locale }) : undefined;
    return (
      <a href={href} className={styles.pill} aria-current={(current?.path ?? allHref) === href ? 'page' : undefined}>
        <EntryWords words={label} language={language} />
      </a>
    );
  };
  return (
    <nav className={styles.filters} aria-label={copy.filtersLabel}>
      <div className={styles.inner}>
        <p className={styles.all}>{link(allHref, copy.all)}</p>
        {groups.map(({ kind, label }) => {
          const items = filters.filter((f) => f.kind === kind);
          if (items.length === 0) return null;
          return (
            <div key={kind} className={styles.group}>
              <p id={`work-by-${kind}`} className={styles.label}>
                {label}
              </p>
              <ul className={styles.list} aria-labelledby={`work-by-${kind}`}>
                {items.map((f) => (
                  <li key={f.path}>{link(f.path, f.name, f.locale)}</li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
