// S3 + CloudFront (docs/deploying.md#s3-and-cloudfront): the build bundles this module with the route table into
// deploy/generated/cloudfront-function.js, a viewer-request function. S3 knows only exact keys, so
// this maps a page's address to its file and sends any other spelling of a known page to the
// canonical page (docs/product-rules.md#routes, #hosts). A function cannot ask S3 whether a key
// exists, so the known spellings come in the table. Unknown paths go on to S3, whose 403/404 the
// distribution turns into /404.html with status 404.
//
// CloudFront runs it in cloudfront-js-2.0, which has ES5.1 plus const, let, arrow functions and
// template literals: no spread, destructuring, optional chaining, `??`, default parameters, classes
// or ES2015+ library methods. The build checks the bundled file's syntax (hostScripts.ts).
import { adminPrefix, indexFile, notFoundFile, pageKey } from './addresses';

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

/** An answer made at the edge instead of asking the bucket. */
export interface CloudFrontResponse {
  statusCode: number;
  statusDescription: string;
  headers: Record<string, { value: string }>;
}

export interface CloudFrontEvent {
  request: CloudFrontRequest;
}

/** What the build passes in: pages outside the sections listed, sections by rule (within 10 KB at any number of articles). */
export interface CloudFrontTable {
  /** Every pre-rendered spelling of a page outside the sections: its file is the spelling + .html. */
  files: string[];
  /** Their lower-case spellings and canonical paths. */
  canonical: Record<string, string>;
  /** First segments under which every page is spelled in lower case (/blog/<slug>, /work/<slug>). */
  sections: string[];
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
  // The 404 page's own file is not a page: a key the bucket never holds, so the distribution's
  // error response answers with the 404 page and status 404.
  if (notFoundFile.test(uri)) {
    request.uri = '/404.html/not-a-page';
    return request;
  }
  if (uri === adminPrefix) {
    request.uri = `${adminPrefix}index.html`;
    return request;
  }
  if (table.files.indexOf(uri) !== -1) {
    request.uri = `${uri}.html`;
    return request;
  }
  const key = pageKey(uri);
  if (Object.prototype.hasOwnProperty.call(table.canonical, key)) return moved(table.canonical[key]!, request, table);
  // A page of a section: its lower-case path is its file; any other spelling moves there, and a
  // missing file is the bucket's miss, answered with the 404 page.
  if (key.indexOf('/', 1) !== -1 && table.sections.indexOf(key.split('/')[1]!) !== -1) {
    if (uri !== key) return moved(key, request, table);
    request.uri = `${uri}.html`;
    return request;
  }
  // Any other extension-less address is looked up as a page file; a miss becomes the 404 page.
  const last = uri.slice(uri.lastIndexOf('/') + 1);
  if (last !== '' && last.indexOf('.') === -1) request.uri = `${uri}.html`;
  return request;
}
