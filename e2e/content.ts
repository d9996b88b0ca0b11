import { featuredArticle as featuredOf, indexCards } from '../lib/blog';
import { fillTemplate, getContent } from '../lib/content';
import { links } from '../lib/links';
import { navigation } from '../lib/navigation';
import { getRoutes, routeOf } from '../lib/routes';

/**
 * What the end-to-end tests expect, read from content/ through the same loader as the build,
 * so an editor's copy change never breaks a test.
 */
export const content = getContent();
export const { site, texts, services, sectors, testimonials, clients, articles, pages, company, home, interests, forms, work } = content;
export const nav = navigation(content);
/** Every page of every edition (docs/product-rules.md#languages), and English's alone, which most specs walk. */
export const allRoutes = getRoutes();
export const routes = allRoutes.filter((r) => r.locale === 'en');
/** The article the blog page shows in full, and the index's cards after it (lib/blog.ts). */
export const featuredArticle = featuredOf(articles)!;
export const moreToRead = indexCards(articles);
export { links, routeOf };
/** The canonical path of a fixed page kind. */
export const canonicalOf = (kind: Parameters<typeof routeOf>[0]) => routeOf(kind, 'en', routes).canonical;
export const allPaths = () => routes.flatMap((r) => r.paths);
export type { PageRoute } from '../lib/routes';
export const clientLogos = clients;
export const statistics = home.statistics;
export const enquiryInterests = interests.interests;
export const { whoWeAre, whyWe, about } = company;
export const pageCopy = pages;
export const blogArticle = featuredArticle;
export const brochureFile = site.brochurePath;
export const slugPath = (slug: string) => `/${slug}`;
export const menuLinks = nav.menu;
export const footerDomains = nav.footerSectors;
export const footerServices = nav.footerServices;
export const footerPages = nav.footerPages;

/** The pause/play buttons' accessible names and the testimonial slider's names for its parts. */
export const { clientLogos: logoStripLabels, testimonialSlider: sliderLabels } = texts.home;
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Either name of a pause/play button, whichever it currently offers. */
export const pauseOrPlay = (labels: { pause: string; play: string }) => new RegExp(`^(${escapeRegExp(labels.pause)}|${escapeRegExp(labels.play)})$`);
/** The accessible names of testimonial number n (from 1) and of its dot. */
export const slideName = (number: number) => fillTemplate(sliderLabels.slideName, { number, count: testimonials.length });
export const dotName = (number: number) => fillTemplate(sliderLabels.dotName, { number, count: testimonials.length });
/** Matches the name of any testimonial slide. */
export const anySlideName = new RegExp(`^(${testimonials.map((_, i) => escapeRegExp(slideName(i + 1))).join('|')})$`);
