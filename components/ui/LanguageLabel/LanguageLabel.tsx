import type { ReactNode } from 'react';
import type { OtherLanguage } from '@/lib/i18n/otherLanguage';
import styles from './LanguageLabel.module.scss';

/**
 * The visible label on an entry written in another language than its page ("In English"), in the
 * page's language (docs/product-rules.md#languages); nothing for an entry in the page's language.
 * No hooks: server components and client leaves both draw it.
 */
export function LanguageLabel({ language, className }: { language: OtherLanguage | undefined; className?: string }) {
  if (!language) return null;
  return (
    <span className={[styles.label, className].filter(Boolean).join(' ')} lang={language.page}>
      {language.label}
    </span>
  );
}

/** An entry's words quoted inside the page's own (a title in a link's name): marked with the entry's language where it is another. */
export function OwnLanguage({ language, children }: { language: OtherLanguage | undefined; children: ReactNode }) {
  return language ? <span lang={language.lang}>{children}</span> : children;
}

/** The words of a link to an entry (a footer list, a row of pills): in the entry's language, then its label, where that is not the page's. */
export function EntryWords({ words, language }: { words: string; language: OtherLanguage | undefined }) {
  if (!language) return words;
  return (
    <>
      <span lang={language.lang}>{words}</span> <LanguageLabel language={language} />
    </>
  );
}
