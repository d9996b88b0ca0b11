import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { warnIfEmailJsUnset } from './scripts/build/emailjs-env';

// Next loads this file as CommonJS (compiled with its own SWC), so __dirname is the repository.
const root = __dirname;

const nextConfig: NextConfig = {
  // The product is a static site served from a CDN: one pre-rendered HTML file per route in out/.
  output: 'export',
  // Keep the product rules' URLs exactly (/Services, not /Services/): out/Services.html. `serve`, Netlify,
  // Cloudflare Pages and nginx (try_files $uri $uri.html) all resolve this layout.
  trailingSlash: false,
  // Static export has no image optimiser; every image is SVG we ship at its intrinsic size.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // Modules write `@use 'tokens' as *;` and get the one design-token file.
  sassOptions: { loadPaths: [path.join(root, 'styles')] },
  // Each edition has a root layout of its own, for its <html lang> (app/(en), app/(hi), app/(mr)): an
  // unmatched address then needs the 404 page of app/global-not-found.tsx, written as out/404.html.
  experimental: {
    globalNotFound: true,
    // Each page's styles as chunks of its own route's modules, not one sheet of every module: the
    // postbuild inlines a page's sheets into its HTML, so a request costs the first visit nothing,
    // and a page carries only what it can show (docs/product-rules.md#performance).
    cssChunking: { type: 'graph', requestCost: 0 },
  },
};

// A build without the EmailJS keys still works and its forms say "not configured" (docs/product-rules.md#forms): say so once.
export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) warnIfEmailJsUnset();
  return nextConfig;
}
