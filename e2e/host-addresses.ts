import { getContent } from '../lib/content';
import { defaultLocale, editions, localeOfPath, locales, type Locale } from '../lib/i18n/locales';
import { allRoutes, canonicalOf, routes, services, sectors, moreToRead, site, type PageRoute } from './content';

/**
 * The one table every host is held to (docs/product-rules.md#routes, #hosts): nginx with the
 * shipped deploy/generated/nginx.conf (nginx.spec.ts), the hosts' own emulators for Cloudflare Pages and
 * Netlify (host-emulators.spec.ts, `npm run test:hosts`) and, in jest, each host's routing module
 * (deploy/hosts/routing.test.ts; CloudFront has no emulator). Every address is derived from the route
 * registry; what differs between hosts is written down in `hostRules` below, not in the tests.
 * Plain data, no test runner: host-table.ts adds the Playwright checks.
 */
export type Host = 'nginx' | 'cloudflare' | 'netlify' | 'cloudfront';

export const revalidateCache = 'public, max-age=0, must-revalidate';
export const immutableCache = 'public, max-age=31536000, immutable';

export const canonicalHref = (canonical: string) => `${site.url}${canonical === '/' ? '' : canonical}`;
export const canonicalIn = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
export const h1Count = (html: string) => html.match(/<h1[\s>]/g)?.length ?? 0;
/** The language a page says it is written in (`<html lang>`). */
export const langIn = (html: string) => /<html[^>]* lang="([^"]*)"/.exec(html)?.[1];

/** Text as React writes it into the HTML. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
/** Each edition's 404 page's line and heading (docs/product-rules.md#languages), as React escapes them in the HTML. */
export const notFoundLineOf = (locale: Locale) => escaped(getContent(undefined, locale).texts.notFound.line);
export const notFoundHeadingOf = (locale: Locale) => escaped(getContent(undefined, locale).texts.notFound.heading);
/** English's 404 page, the one every address outside the editions gets. */
export const notFoundLine = notFoundLineOf(defaultLocale);
export const notFoundHeading = notFoundHeadingOf(defaultLocale);

/** Every page a host serves, in every edition; the editions' own 404 pages are no pages (see editionNotFoundFiles). */
export const hostRoutes = allRoutes.filter((r) => r.kind !== 'notFound');
export const hostPaths = () => hostRoutes.flatMap((r) => r.paths);
/** The editions under a prefix of their own (Hindi /hi, Marathi /mr), each with its own 404 page. */
export const prefixedEditions = locales.filter((l) => l !== defaultLocale).map((locale) => ({ locale, prefix: editions[locale].prefix }));

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const alternating = (s: string) => [...s].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join('');

/** Spellings a visitor or an old link may use: as listed, lower, UPPER, Capitalised, Each-Word, aLtErNaTiNg. */
export function spellings(p: string): string[] {
  const lower = p.toLowerCase().slice(1);
  return [...new Set([p, `/${lower}`, p.toUpperCase(), `/${capitalise(lower)}`, `/${lower.split('-').map(capitalise).join('-')}`, `/${alternating(lower)}`])];
}

const known = new Set(hostPaths());
/** The route whose pre-rendered spellings include this path, in any letter case. */
export const routeOfPath = (p: string): PageRoute =>
  hostRoutes.find((r) => r.paths.some((x) => x.toLowerCase() === (p.toLowerCase().replace(/(\.html)?\/?$/i, '') || '/')))!;

/**
 * Twenty letter cases no page file has, each with the canonical page it must reach in one 301:
 * mixed case, camelCase of the capitalised spellings, and ALL CAPS or Capitalised with `.html` or
 * a trailing slash.
 */
export function wrongCasings(): { path: string; canonical: string }[] {
  const servicesPath = canonicalOf('services').slice(1);
  const sectorsPath = canonicalOf('sectors').slice(1);
  const half = Math.ceil(servicesPath.length / 2);
  const hyphenated = services.find((s) => s.path.includes('-'))!.path;
  const article = moreToRead[0]!.path;
  // The capitalised spellings the navigation uses, with a lower-case first letter: /aboutUs, /getQuote.
  const camelCase = routes
    .filter((r) => ['company', 'about', 'enquiry', 'blog'].includes(r.kind))
    .flatMap((r) => r.paths.filter((p) => p !== p.toLowerCase()))
    .map((p) => `/${p.charAt(1).toLowerCase()}${p.slice(2)}`);
  const paths = [
    `/${alternating(servicesPath)}`, // /sErViCeS
    `/${servicesPath.slice(0, half)}${servicesPath.slice(half).toUpperCase()}`, // /servICES
    hyphenated.replace(/-(\w)/g, (_, c: string) => `-${c.toUpperCase()}`), // /web-Development
    ...camelCase,
    `/${servicesPath.toUpperCase()}.html`, // /SERVICES.html
    `${canonicalOf('about').toUpperCase()}/`, // /ABOUTUS/
    `/${sectorsPath.charAt(0)}${sectorsPath.slice(1).toUpperCase()}`, // /dOMAINS
    `/${capitalise(canonicalOf('enquiry').slice(1))}`, // /Getquote
    canonicalOf('brochure').toUpperCase(),
    `/${capitalise(sectors[0]!.path.slice(1))}.html`,
    `/${alternating(sectors[1]!.path.slice(1))}`,
    `${services.at(-1)!.path.toUpperCase()}/`,
    `/${services[1]!.path.slice(1).split('-').map(capitalise).join('-')}`,
    article.replace('/blog/', '/Blog/'),
    article.toUpperCase(),
    ...routes.filter((r) => r.kind === 'tag').slice(0, 1).map((r) => r.canonical.replace('/tag/', '/Tag/')), // /blog/Tag/branding
    // Case studies (docs/product-rules.md#work): /WORK, /Work/<Slug>, /work/Sector/<slug>.
    ...routes.filter((r) => r.kind === 'work' && !r.filter).map((r) => r.canonical.toUpperCase()),
    ...routes.filter((r) => r.kind === 'caseStudy').slice(0, 1).map((r) => r.canonical.split('/').map(capitalise).join('/')),
    ...routes.filter((r) => r.kind === 'work' && r.filter?.kind === 'sector').slice(0, 1).map((r) => r.canonical.replace('/sector/', '/Sector/')),
    ...editionCasings(),
  ];
  return [...new Set(paths)].filter((p) => !known.has(p)).map((p) => ({ path: p, canonical: routeOfPath(p).canonical }));
}

/**
 * Other letter cases of the editions' pages (docs/product-rules.md#languages), whose addresses are
 * lower case only: the prefix or the page in capitals or capitalised (/HI/Services, /hi/Services,
 * /Mr/Web-Development), the home page (/HI, /Mr/), the `.html` form, an article and a case study.
 */
function editionCasings(): string[] {
  return prefixedEditions.flatMap(({ locale, prefix }) => {
    const of = (kind: PageRoute['kind']) => hostRoutes.filter((r) => r.kind === kind && r.locale === locale);
    const [servicesPage] = of('services').map((r) => r.canonical.slice(prefix.length + 1));
    const hyphenated = of('service').find((r) => r.canonical.includes('-'))!.canonical.slice(prefix.length + 1);
    const edition = prefix.slice(1);
    const each = (p: string) => p.split('/').map((part) => part.split('-').map(capitalise).join('-')).join('/');
    return [
      `/${edition.toUpperCase()}/${capitalise(servicesPage!)}`, // /HI/Services
      `${prefix}/${capitalise(servicesPage!)}`, // /hi/Services
      `/${capitalise(edition)}/${each(hyphenated)}`, // /Mr/Web-Development
      prefix.toUpperCase(), // /HI
      `/${capitalise(edition)}/`, // /Hi/
      `${prefix.toUpperCase()}/${servicesPage!.toUpperCase()}.html`, // /HI/SERVICES.html
      `${prefix}/${alternating(of('enquiry')[0]!.canonical.slice(prefix.length + 1))}`, // /hi/gEtQuOtE
      ...of('article').slice(0, 1).map((r) => r.canonical.replace(`${prefix}/blog/`, `${prefix}/Blog/`)),
      ...of('caseStudy').slice(0, 1).map((r) => r.canonical.toUpperCase()),
    ];
  });
}

/** Five addresses that name no page: each gets the 404 page with status 404 on every host. */
export const unknownPaths = ['/no-such-page', '/services/no-such-page', '/blog/no-such-article', '/no-such-page.html', `${canonicalOf('services').toUpperCase()}S`];

/**
 * Addresses under each edition's prefix that name no page, the prefix in any letter case: the
 * edition's 404 page with status 404 (docs/product-rules.md#languages), except where a host cannot
 * tell (`hostRules`' sectionMiss).
 */
export const editionUnknownPaths = prefixedEditions.flatMap(({ prefix }) => [
  `${prefix}/no-such-page`,
  `${prefix}${canonicalOf('services')}/no-such-page`,
  `${prefix}/no-such-page.html`,
  `${prefix.toUpperCase()}/NO-SUCH-PAGE`,
  `${prefix}/blog/no-such-article`,
  `${prefix}${canonicalOf('work')}/no-such-study`,
]);

/** Folders of an edition whose pages a host may find by rule rather than by a list (/hi/blog, /hi/work): a section. */
const editionSections = new Set(
  hostRoutes.flatMap((r) => r.paths).flatMap((p) => {
    const [, edition, folder, ...rest] = p.split('/');
    return localeOfPath(p) !== defaultLocale && rest.length > 0 ? [`/${edition}/${folder}`] : [];
  }),
);

/** The edition whose 404 page a host answers an unknown address with: its prefix's in any letter case, else English's. */
export function notFoundLocaleOf(p: string, host: Host): Locale {
  const locale = localeOfPath(p);
  const inSection = editionSections.has(p.toLowerCase().split('/').slice(0, 3).join('/'));
  return locale !== defaultLocale && inSection && hostRules[host].sectionMiss === 'english' ? defaultLocale : locale;
}

/**
 * The 404 page's own files in any spelling, and Next's second copy of it: never a page of the
 * site, so 404 with the 404 page on every host, not a 200 (a soft 404).
 */
export const notFoundFiles = ['/404', '/404.html', '/404/', '/404.HTML', '/_not-found', '/_not-found.html', '/_NOT-FOUND'];

/** Each edition's 404 page's own file in any spelling: that 404 page with status 404 on every host. */
export const editionNotFoundFiles = prefixedEditions.flatMap(({ locale, prefix }) =>
  [`${prefix}/404`, `${prefix}/404.html`, `${prefix}/404/`, `${prefix.toUpperCase()}/404.HTML`].map((path) => ({ path, locale })),
);

/** A letter typed percent-encoded (/%53ERVICES): the same 301 as the letter itself. */
export function percentEncoded(): { path: string; canonical: string }[] {
  const encode = (p: string) => `/%${p.charCodeAt(1).toString(16).toUpperCase()}${p.slice(2)}`;
  const editionServices = prefixedEditions.map(({ prefix }) => `${prefix}${canonicalOf('services')}`.toUpperCase()); // /%48I/SERVICES
  return [canonicalOf('services').toUpperCase(), services[0]!.path.toUpperCase(), `${canonicalOf('about').toUpperCase()}/`, ...editionServices].map((p) => ({
    path: encode(p),
    canonical: routeOfPath(p).canonical,
  }));
}

/** The home page's file names. */
export const indexForms = ['/index', '/index.html'];

/** The Atom feed, served as what it is where the host lets the build say so. */
export const feed = { path: '/feed.xml', type: /^application\/atom\+xml(;|$)/ };

/** Where uploaded pictures are served (the CMS's media folder): never run as a document of the site. */
export const uploads = { folder: '/art/uploads/', policy: /default-src 'none'; style-src 'unsafe-inline'; sandbox/ };

/** What a host does with a pre-rendered spelling plus `.html` or a trailing slash, and with the home page's file names. */
type Form = 'page' | 'redirect';
/**
 * What a host does with an unknown address inside an edition's section (/hi/blog/<slug>): the
 * edition's 404 page, or English's where the host cannot know the section's pages (CloudFront).
 */
type SectionMiss = 'edition' | 'english';
export const hostRules: Record<Host, { html: Form; slash: Form; index: Form; feedType: boolean; sectionMiss: SectionMiss; note: string }> = {
  // try_files serves the file /services.html as it is; a trailing slash gets a 301.
  nginx: { html: 'page', slash: 'redirect', index: 'redirect', feedType: true, sectionMiss: 'edition', note: 'deploy/generated/nginx.conf' },
  // out/_worker.js sees the request before the static assets and sends both to the canonical page.
  cloudflare: { html: 'redirect', slash: 'redirect', index: 'redirect', feedType: true, sectionMiss: 'edition', note: 'out/_worker.js' },
  // Netlify serves both from services.html before any function runs; `netlify dev` answers 200 with
  // the page (whose canonical link names the canonical address). Netlify itself answers the
  // trailing slash with a redirect (docs/deploying.md#headers-every-host-every-response). /index.html is a file, served the same way.
  // `netlify dev` puts its own Content-Type on static files (as it does Cache-Control), so the feed's
  // rule in out/_headers is checked as a file (host-config.spec.ts), not on the emulator's answer.
  netlify: { html: 'page', slash: 'page', index: 'page', feedType: false, sectionMiss: 'edition', note: 'static file first, then deploy/generated/netlify-functions/page-fallback.mjs' },
  // The viewer-request function sees every request before the bucket. The feed's type is the one
  // stored with the object (docs/deploying.md#headers-every-host-every-response), nothing the build sets. The function lists no pages
  // of a section, so a missing one is the bucket's miss: the distribution's one 404 page, English's.
  cloudfront: { html: 'redirect', slash: 'redirect', index: 'redirect', feedType: false, sectionMiss: 'english', note: 'deploy/generated/cloudfront-function.js' },
};

/** The `.html` and trailing-slash forms of every pre-rendered spelling, with what the host does. */
export function pageForms(host: Host): { path: string; canonical: string; form: Form; locale: Locale }[] {
  const rules = hostRules[host];
  return hostRoutes.flatMap((r) =>
    r.paths
      .filter((p) => p !== '/')
      .flatMap((p) => [
        { path: `${p}.html`, canonical: r.canonical, form: rules.html, locale: r.locale },
        { path: `${p}/`, canonical: r.canonical, form: rules.slash, locale: r.locale },
      ]),
  );
}

