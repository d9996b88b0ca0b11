import type { Page } from '@playwright/test';

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

/** Scrolls to the bottom in steps so lazy art, carousels and scroll-linked motion all run. */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(300);
}
