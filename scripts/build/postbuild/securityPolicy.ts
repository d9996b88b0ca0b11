// The security headers and Content-Security-Policy every host sends, in one place: the csp
// transform writes each page's policy into the page, hostConfig.ts writes the headers into
// out/_headers and the nginx configuration (docs/deploying.md#headers-every-host-every-response explains each value).
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import { readConfig } from '../../../lib/emailjs';
import { hashedFontsPath } from '../../../lib/fonts/devanagariFace';

/** The repository (scripts/build/postbuild/../../..). */
export const root = path.join(path.dirname(__filename), '..', '..', '..');

/** Hashed build output (file names change with content): cached for a year. */
export const immutableCache = 'public, max-age=31536000, immutable';
/** Everything else, HTML first: cached, but checked with the server on every use. */
export const revalidateCache = 'public, max-age=0, must-revalidate';
/** Where the hashed build output is: Next's, and the fonts the site names by their bytes (lib/fonts/devanagariFace.ts). */
export const hashedAssetsPrefixes = ['/_next/static/', hashedFontsPath] as const;

/**
 * The policy sent as a header. It holds what a <meta> policy cannot carry (frame-ancestors) and
 * repeats the directives that need no per-page hash; the full policy, with the hashes of each
 * page's inline scripts, is in a <meta> tag in that page (scripts/build/postbuild/transforms/csp.ts). A browser enforces both.
 */
export const headerPolicy = [
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
  // mailto: is the forms' fallback action when JavaScript is off (ContactForm, EnquiryForm, GetInTouchForm).
  "form-action 'self' mailto:",
].join('; ');

/** Sent with every response, by every host. */
export const securityHeaders = {
  'Content-Security-Policy': headerPolicy,
  // Two years, as the HSTS preload list asks; `preload` is left to the owner of the domain.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  // For browsers that predate frame-ancestors.
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Loads .env files the way `next build` does, so the policy matches what the pages were built with. */
export function loadBuildEnv() {
  loadEnvConfig(root, false, { info: () => {}, error: console.error });
}

/** The EmailJS API origin the forms post to (lib/emailjs.ts decides it). */
export function emailJsOrigin() {
  return new URL(readConfig().origin).origin;
}

/**
 * One page's full policy. No 'unsafe-eval' and no 'unsafe-inline' for scripts: each inline
 * script is allowed by its SHA-256 hash. Style attributes in the HTML (framer-motion's first
 * frame, CSS custom properties) are allowed by hash with 'unsafe-hashes'; styles that scripts
 * set later go through the CSSOM, which CSP does not restrict.
 */
export function pagePolicy({ scriptHashes, styleHashes, connectOrigin }: { scriptHashes: string[]; styleHashes: string[]; connectOrigin: string }) {
  const quoted = (hashes: string[]) => [...new Set(hashes)].sort().map((h) => `'sha256-${h}'`);
  const styles = styleHashes.length > 0 ? ["'unsafe-hashes'", ...quoted(styleHashes)] : [];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...quoted(scriptHashes)].join(' '),
    ["style-src 'self'", ...styles].join(' '),
    "img-src 'self'",
    "font-src 'self'",
    `connect-src 'self' ${connectOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
  ].join('; ');
}
