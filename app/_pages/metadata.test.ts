/**
 * @jest-environment node
 */
import { pageMetadata } from './metadata';
import { getContent } from '@/lib/content';
import { editions, locales } from '@/lib/i18n/locales';
import { getRoutes } from '@/lib/routes';

const altOf = (route: ReturnType<typeof getRoutes>[number]) => {
  const images = pageMetadata(route).openGraph?.images;
  return (Array.isArray(images) ? images[0] : images) as { alt: string } | undefined;
};

describe('the share image’s alt text', () => {
  it.each(locales)('is written in the page’s own edition (%s): its studio name, its title, a sentence’s end as the language writes it', (locale) => {
    const { site, texts } = getContent(undefined, locale);
    const home = getRoutes().find((r) => r.kind === 'home' && r.locale === locale)!;
    const alt = altOf(home)!.alt;
    expect(alt.startsWith(`${site.name}: ${texts.home.tagline}${editions[locale].fullStop} `)).toBe(true);
  });

  it('never doubles a sentence’s end after a title that has one', () => {
    // Every page with a share image (a 404 page has none).
    const doubled = getRoutes()
      .filter((route) => altOf(route))
      .map((route) => [route.canonical, altOf(route)!.alt])
      .filter(([, alt]) => /[.!?।॥…][.।] /u.test(alt!));
    expect(doubled).toEqual([]);
  });
});
