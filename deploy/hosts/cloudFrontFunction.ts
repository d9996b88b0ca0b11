// S3 + CloudFront (docs/deploying.md#s3-and-cloudfront): the build bundles this module with the route table into
// deploy/generated/cloudfront-function.js, associated with the default behaviour twice: as its viewer
// request and as its viewer response. S3 knows only exact keys, so on the request this maps a page's
// address to its file and sends any other spelling of a known page to the canonical page
// (docs/product-rules.md#routes, #hosts). A function cannot ask S3 whether a key exists, so the
// known spellings come in the table.
//
// The 404 pages (docs/product-rules.md#hosts, #languages): an address in English that names no
// page goes on to S3, whose 403/404 the distribution's custom error response turns into /404.html
// with status 404. Custom error responses are one per status code for the whole distribution, so
// an edition's address that the table shows to be unknown (/hi/no-such-page, and /hi/404 itself)
// is sent to its edition's 404 page (/hi/404.html), and on the response the same function turns
// that page's 200 into a 404. Inside a section (/hi/blog/<slug>) the table lists no pages, so a
// missing one there is the bucket's miss: English's 404 page, with status 404.
//
// CloudFront runs it in cloudfront-js-2.0, which has ES5.1 plus const, let, arrow functions and
// template literals: no spread, destructuring, optional chaining, `??`, default parameters, classes
// or ES2015+ library methods. The build checks the bundled file's syntax (hostScripts.ts).
import { adminPrefix, editionOf, indexFile, isNotFoundFile, namesPage, pageKey } from './addresses';

/** A query string parameter as CloudFront passes it: one value, or several under multiValue. */
export interface CloudFrontQueryValue {
  value: string;
  multiValue?: { value: string }[];
}

/** The parts of a viewer request used here. */
export interface CloudFrontRequest {
  uri: string;
  querystring: Record<string, CloudFrontQueryValue>;
}

/** An answer made at the edge instead of asking the bucket, or the answer on its way to the viewer. */
export interface CloudFrontResponse {
  statusCode: number;
  statusDescription?: string;
  headers: Record<string, { value: string }>;
}

/** A viewer request, or a viewer response with the request it answers. */
export interface CloudFrontEvent {
  context?: { eventType: 'viewer-request' | 'viewer-response' };
  request: CloudFrontRequest;
  response?: CloudFrontResponse;
}

/**
 * What the build passes in: pages outside the sections listed once by name for every edition that
 * has them, sections by rule, so the file stays within 10 KB at any number of articles and in
 * every edition (docs/product-rules.md#hosts).
 */
export interface CloudFrontTable {
  /** English's pre-rendered spellings other than the lower-case one (/Services, /WhoWeAre): each its own file, spelling + .html. */
  spellings: string[];
  /**
   * Every page outside the sections by its lower-case name under its edition's prefix (services,
   * web-development; '' for an edition's home page), with the editions that have it: bit 0 for
   * English, bit i for editions[i - 1]. Its lower-case path is its file, spelling + .html.
   */
  pages: Record<string, number>;
  /** The lower-case paths whose canonical path is another page's (/whywe: /whoweare, /hi/contactus: /hi/getquote). */
  aliases: Record<string, string>;
  /** Folders under which every page is spelled in lower case and found by rule, not listed (/blog, /work, /hi/blog). */
  sections: string[];
  /** The prefixes of the editions with a 404 page of their own (/hi: /hi/404.html); English's pages sit at the root. */
  editions: string[];
  /** The Cache-Control a redirect carries. */
  cacheControl: string;
}

/** The query string as the viewer sent it, `?` included; empty when there is none. */
function query(querystring: Record<string, CloudFrontQueryValue>): string {
  const parts: string[] = [];
  for (const name in querystring) {
    const entry = querystring[name]!;
    const values = entry.multiValue ? entry.multiValue : [entry];
    for (let i = 0; i < values.length; i++) parts.push(values[i]!.value === '' ? name : `${name}=${values[i]!.value}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

function moved(target: string, request: CloudFrontRequest, table: CloudFrontTable): CloudFrontResponse {
  return {
    statusCode: 301,
    statusDescription: 'Moved Permanently',
    headers: { location: { value: target + query(request.querystring) }, 'cache-control': { value: table.cacheControl } },
  };
}

/** The bucket key of an edition's 404 page (/hi/404.html), for an edition's prefix (/hi). */
const notFoundKey = (edition: string) => `${edition}/404.html`;

/** The canonical path of a listed page, by its lower-case path; undefined when no listed page has it. */
function listedCanonical(table: CloudFrontTable, key: string): string | undefined {
  const edition = editionOf(key, table.editions);
  const name = key.slice(edition.length + 1);
  const bit = 1 << (edition === '' ? 0 : table.editions.indexOf(edition) + 1);
  if (!Object.prototype.hasOwnProperty.call(table.pages, name) || (table.pages[name]! & bit) === 0) return undefined;
  return Object.prototype.hasOwnProperty.call(table.aliases, key) ? table.aliases[key] : key;
}

/** The section a page's lower-case path is in, or undefined (/hi/blog/x is in /hi/blog). */
function sectionOf(table: CloudFrontTable, key: string): string | undefined {
  for (let i = 0; i < table.sections.length; i++) if (key.indexOf(`${table.sections[i]}/`) === 0) return table.sections[i];
  return undefined;
}

/** The request with the bucket key of the page it names, or the redirect to the page's canonical address. */
export function cloudFrontRoute(table: CloudFrontTable, event: CloudFrontEvent): CloudFrontRequest | CloudFrontResponse {
  const request = event.request;
  let uri = request.uri;
  try {
    uri = decodeURIComponent(uri);
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- cloudfront-js-2.0 has no catch without a binding
  } catch (malformed) {
    // A malformed escape: looked up as it came.
  }
  if (uri === '/') {
    request.uri = '/index.html';
    return request;
  }
  if (indexFile.test(uri)) return moved('/', request, table);
  const edition = editionOf(uri, table.editions);
  // A 404 page's own file is not a page. English's: a key the bucket never holds, so the
  // distribution's error response answers with the 404 page and status 404. An edition's: its
  // page, whose status the viewer response makes 404.
  if (isNotFoundFile(uri, table.editions)) {
    request.uri = edition === '' ? '/404.html/not-a-page' : notFoundKey(edition);
    return request;
  }
  if (uri === adminPrefix) {
    request.uri = `${adminPrefix}index.html`;
    return request;
  }
  const key = pageKey(uri);
  const canonical = listedCanonical(table, key);
  if (table.spellings.indexOf(uri) !== -1 || (canonical !== undefined && uri === key)) {
    request.uri = `${uri}.html`;
    return request;
  }
  if (canonical !== undefined) return moved(canonical, request, table);
  // A page of a section: its lower-case path is its file; any other spelling moves there, and a
  // missing file is the bucket's miss, answered with English's 404 page.
  if (sectionOf(table, key) !== undefined) {
    if (uri !== key) return moved(key, request, table);
    request.uri = `${uri}.html`;
    return request;
  }
  // An edition's address that names no page: the edition's 404 page.
  if (edition !== '' && namesPage(uri)) {
    request.uri = notFoundKey(edition);
    return request;
  }
  // Any other extension-less address is looked up as a page file; a miss becomes the 404 page.
  const last = uri.slice(uri.lastIndexOf('/') + 1);
  if (last !== '' && last.indexOf('.') === -1) request.uri = `${uri}.html`;
  return request;
}

/**
 * The viewer response: an edition's 404 page, which the request sent to its file (a 200 from the
 * bucket or the cache), goes to the viewer with status 404. The request is routed again to know, so
 * the answer is the same whether CloudFront passes the address as the viewer sent it or as routed.
 */
export function cloudFrontRespond(table: CloudFrontTable, event: CloudFrontEvent): CloudFrontResponse {
  const response = event.response!;
  if (response.statusCode !== 200) return response;
  const routed = cloudFrontRoute(table, { request: { uri: event.request.uri, querystring: {} } });
  const key = 'uri' in routed ? routed.uri : '';
  for (let i = 0; i < table.editions.length; i++) {
    if (key === notFoundKey(table.editions[i]!)) {
      response.statusCode = 404;
      response.statusDescription = 'Not Found';
    }
  }
  return response;
}

/** The function CloudFront calls for both events it is associated with. */
export function cloudFrontHandler(table: CloudFrontTable, event: CloudFrontEvent): CloudFrontRequest | CloudFrontResponse {
  return event.context && event.context.eventType === 'viewer-response' ? cloudFrontRespond(table, event) : cloudFrontRoute(table, event);
}
