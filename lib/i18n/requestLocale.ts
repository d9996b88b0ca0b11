import { cache } from 'react';
import { defaultLocale, type Locale } from './locales';

/**
 * The edition a page is rendered in, for the server components deep in its tree that read content
 * (getContent): each route's layout and page set it before rendering, and React's request cache
 * keeps it for that one render. Outside a render (scripts, tests) it is English.
 */
const current = cache((): { locale: Locale } => ({ locale: defaultLocale }));

export function setRequestLocale(locale: Locale): void {
  current().locale = locale;
}

export const requestLocale = (): Locale => current().locale;
