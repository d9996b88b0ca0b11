'use client';

import { useEffect, useId, useMemo, useState } from 'react';
import type { Texts } from '@/lib/content';
import { editions, type Locale } from '@/lib/i18n/locales';
import { createSearchEngine, type SearchEngine } from '@/lib/search/engine';
import { searchIndexPath, searchKinds, type SearchIndexFile, type SearchKind } from '@/lib/search/records';
import styles from './SearchPanel.module.scss';

export type SearchCopy = Texts['search'];

export interface SearchPanelProps {
  copy: SearchCopy;
  edition: Locale;
  /** The services page and the enquiry form, offered when nothing is found. */
  links: { services: string; enquiry: string };
  initialQuery?: string;
  /** Called with each query (the search page keeps it in its address). */
  onQuery?: (query: string) => void;
  /**
   * Load the index only once the visitor reaches for the field (the search page without ?q=): a
   * page that opens on an empty search does no work before it is used (docs/product-rules.md#search).
   */
  loadWhenUsed?: boolean;
}

/** One edition's engine, fetched once per page view (docs/product-rules.md#search: loaded only when the search is opened). */
const engines = new Map<Locale, Promise<SearchEngine>>();
export function loadEngine(edition: Locale): Promise<SearchEngine> {
  if (!engines.has(edition)) {
    const loading = fetch(searchIndexPath(edition))
      .then((response) => {
        if (!response.ok) throw new Error(`${searchIndexPath(edition)} answered ${response.status}`);
        return response.json() as Promise<SearchIndexFile>;
      })
      .then((file) => createSearchEngine(file.records, edition));
    // A failed load may be tried again on the next opening.
    loading.catch(() => engines.delete(edition));
    engines.set(edition, loading);
  }
  return engines.get(edition)!;
}

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (slot, key: string) => String(values[key] ?? slot));

/** The search field, the kind filters and the results: text only, matched words marked. */
export function SearchPanel({ copy, edition, links, initialQuery = '', onQuery, loadWhenUsed = false }: SearchPanelProps) {
  const [query, setQuery] = useState(initialQuery);
  const [wanted, setWanted] = useState(!loadWhenUsed || initialQuery !== '');
  const [engine, setEngine] = useState<SearchEngine | 'loading' | 'failed'>('loading');
  const [kind, setKind] = useState<SearchKind | 'all'>('all');
  const id = useId();

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadEngine(edition).then(
      (loaded) => live && setEngine(loaded),
      (error: unknown) => {
        console.error('search: the index could not load', error);
        if (live) setEngine('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [edition, wanted]);

  const hits = useMemo(() => (typeof engine === 'object' ? engine.search(query) : []), [engine, query]);
  const shown = kind === 'all' ? hits : hits.filter((h) => h.kind === kind);
  const kindsFound = searchKinds.filter((k) => hits.some((h) => h.kind === k));
  const searched = typeof engine === 'object' && query.trim() !== '';

  const status = !wanted
    ? ''
    : engine === 'loading'
      ? copy.loading
      : engine === 'failed'
        ? copy.failed
        : !searched
          ? ''
          : shown.length === 0
            ? fill(copy.none, { query: query.trim() })
            : shown.length === 1
              ? copy.oneResult
              : fill(copy.results, { count: shown.length });

  return (
    <div className={styles.panel}>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-q`} className={styles.label}>
          {copy.inputLabel}
        </label>
        <input
          id={`${id}-q`}
          className={styles.input}
          type="search"
          name="q"
          autoComplete="off"
          spellCheck={false}
          placeholder={copy.placeholder}
          value={query}
          aria-describedby={`${id}-status`}
          onFocus={() => setWanted(true)}
          onChange={(event) => {
            setWanted(true);
            setQuery(event.target.value);
            setKind('all');
            onQuery?.(event.target.value);
          }}
        />
      </form>
      {kindsFound.length > 1 && (
        <div role="group" aria-label={copy.filtersLabel} className={styles.filters}>
          {(['all', ...kindsFound] as const).map((k) => (
            <button key={k} type="button" className={styles.filter} aria-pressed={kind === k} onClick={() => setKind(k)}>
              {k === 'all' ? copy.all : copy.kinds[k]}
            </button>
          ))}
        </div>
      )}
      <p id={`${id}-status`} role="status" className={styles.status}>
        {status}
      </p>
      {searched && shown.length === 0 && (
        <p className={styles.none}>
          {copy.noneHelp} <a href={links.services}>{copy.servicesLink}</a> · <a href={links.enquiry}>{copy.enquiryLink}</a>
        </p>
      )}
      {shown.length > 0 && (
        <ol className={styles.results}>
          {shown.map((hit) => (
            <li key={hit.url} className={styles.result} lang={hit.locale === edition ? undefined : hit.locale}>
              <a href={hit.url} className={styles.title}>
                {hit.title}
              </a>
              <p className={styles.meta}>
                {copy.kinds[hit.kind]}
                {hit.locale !== edition && <> · {editions[hit.locale].name}</>}
              </p>
              <p className={styles.excerpt}>{hit.excerpt.map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text))}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
