import { allPaths, canonicalOf, routes, services, sectors, moreToRead, site, texts, type PageRoute } from './content';

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
/** The 404 page's line, as React escapes it in the HTML. */
export const notFoundLine = texts.notFound.line.replace("'", '&#x27;');
export const notFoundHeading = texts.notFound.heading.replace("'", '&#x27;');

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const alternating = (s: string) => [...s].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join('');

/** Spellings a visitor or an old link may use: as listed, lower, UPPER, Capitalised, Each-Word, aLtErNaTiNg. */
export function spellings(p: string): string[] {
  const lower = p.toLowerCase().slice(1);
  return [...new Set([p, `/${lower}`, p.toUpperCase(), `/${capitalise(lower)}`, `/${lower.split('-').map(capitalise).join('-')}`, `/${alternating(lower)}`])];
}

const known = new Set(allPaths());
/** The route whose pre-rendered spellings include this path, in any letter case. */
export const routeOfPath = (p: string): PageRoute =>
  routes.find((r) => r.paths.some((x) => x.toLowerCase() === p.toLowerCase().replace(/(\.html)?\/?$/i, '')))!;

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
  ];
  return [...new Set(paths)].filter((p) => !known.has(p)).map((p) => ({ path: p, canonical: routeOfPath(p).canonical }));
}

/** Five addresses that name no page: each gets the 404 page with status 404 on every host. */
export const unknownPaths = ['/no-such-page', '/services/no-such-page', '/blog/no-such-article', '/no-such-page.html', `${canonicalOf('services').toUpperCase()}S`];

/**
 * The 404 page's own files in any spelling, and Next's second copy of it: never a page of the
 * site, so 404 with the 404 page on every host, not a 200 (a soft 404).
 */
export const notFoundFiles = ['/404', '/404.html', '/404/', '/404.HTML', '/_not-found', '/_not-found.html', '/_NOT-FOUND'];

/** A letter typed percent-encoded (/%53ERVICES): the same 301 as the letter itself. */
export function percentEncoded(): { path: string; canonical: string }[] {
  const encode = (p: string) => `/%${p.charCodeAt(1).toString(16).toUpperCase()}${p.slice(2)}`;
  return [canonicalOf('services').toUpperCase(), services[0]!.path.toUpperCase(), `${canonicalOf('about').toUpperCase()}/`].map((p) => ({
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
export const hostRules: Record<Host, { html: Form; slash: Form; index: Form; feedType: boolean; note: string }> = {
  // try_files serves the file /services.html as it is; a trailing slash gets a 301.
  nginx: { html: 'page', slash: 'redirect', index: 'redirect', feedType: true, note: 'deploy/generated/nginx.conf' },
  // out/_worker.js sees the request before the static assets and sends both to the canonical page.
  cloudflare: { html: 'redirect', slash: 'redirect', index: 'redirect', feedType: true, note: 'out/_worker.js' },
  // Netlify serves both from services.html before any function runs; `netlify dev` answers 200 with
  // the page (whose canonical link names the canonical address). Netlify itself answers the
  // trailing slash with a redirect (docs/deploying.md#headers-every-host-every-response). /index.html is a file, served the same way.
  // `netlify dev` puts its own Content-Type on static files (as it does Cache-Control), so the feed's
  // rule in out/_headers is checked as a file (host-config.spec.ts), not on the emulator's answer.
  netlify: { html: 'page', slash: 'page', index: 'page', feedType: false, note: 'static file first, then deploy/generated/netlify-functions/page-fallback.mjs' },
  // The viewer-request function sees every request before the bucket. The feed's type is the one
  // stored with the object (docs/deploying.md#headers-every-host-every-response), nothing the build sets.
  cloudfront: { html: 'redirect', slash: 'redirect', index: 'redirect', feedType: false, note: 'deploy/generated/cloudfront-function.js' },
};

/** The `.html` and trailing-slash forms of every pre-rendered spelling, with what the host does. */
export function pageForms(host: Host): { path: string; canonical: string; form: Form }[] {
  const rules = hostRules[host];
  return routes.flatMap((r) =>
    r.paths
      .filter((p) => p !== '/')
      .flatMap((p) => [
        { path: `${p}.html`, canonical: r.canonical, form: rules.html },
        { path: `${p}/`, canonical: r.canonical, form: rules.slash },
      ]),
  );
}

