import type { Page } from '@playwright/test';
import { scrollToFoot } from './scroll';

/** Where scripts/setup/serve-nginx.ts serves the export with deploy/generated/nginx.conf (playwright.config.ts starts it). */
export const nginxOrigin = `http://127.0.0.1:${process.env.NGINX_PORT ?? 4180}`;

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Collects CSP violations (DOM events) and console errors from before the first script runs. */
export async function watchPolicy(page: Page) {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    // The 404 page's own status is reported as a failed load of the document itself.
    const ownStatus = message.location().url === page.url() && /status of 404/.test(message.text());
    if ((message.type() === 'error' && !ownStatus) || /Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample }),
    );
  });
  return {
    consoleErrors,
    violations: () => page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations),
  };
}

/**
 * Scrolls to the foot of the page in steps of three quarters of the window, a frame apart
 * (e2e/scroll.ts); Playwright's wheel steps took up to half as long again.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(scrollToFoot, { step: 0.75, pauseMs: 0 });
}

/**
 * Counts the page's requests from now on; `quiet()` resolves once none has been open for `idleMs`
 * (Playwright's 'networkidle' is reached once after loading and is not waited for again).
 */
export function watchRequests(page: Page, idleMs = 250) {
  let open = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    open += by;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    quiet: async (timeoutMs = 10_000) => {
      const until = Date.now() + timeoutMs;
      while (open > 0 || Date.now() - lastChange < idleMs) {
        if (Date.now() > until) throw new Error(`${open} request(s) still open after ${timeoutMs} ms on ${page.url()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
