import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { expect, test } from './fixtures';
import { forms, links, routes, sectors, texts } from './content';
import { markerFor, waitForRequests } from './fake-emailjs-client';
import {
  expectSecurityHeaders,
  fetchOnce,
  headerValues,
  immutableCache,
  notFoundLine,
  revalidateCache,
  unknownPaths,
} from './host-table';
import { nginxOrigin as nginx, watchPolicy } from './policy-watch';
import { hashedAssetsIn, htmlFileOf, out } from './export-files';

/**
 * The export served by a real nginx with the shipped deploy/generated/nginx.conf (scripts/setup/serve-nginx.ts,
 * started by playwright.config.ts): its own 404s, caching, the compressed copies the build wrote, and the
 * Content-Security-Policy enforced in Chromium across a link and the forms' sends (walk.spec.ts loads
 * every page under it). The routing table every host is held to (letter case, 404, headers;
 * host-table.ts) runs against nginx and the emulators in host-routing.spec.ts.
 */
test.use({ baseURL: nginx });

test.describe('nginx with deploy/generated/nginx.conf: what only nginx shows', () => {
  // The routing table every host is held to runs against nginx in host-routing.spec.ts.
  test('the hosts\' own files and folders answer 404 with the 404 page', async ({ request, page }) => {
    for (const p of ['/art', '/_next', '/_redirects', '/_headers', '/_worker.js', '/_routes.json']) {
      const response = await fetchOnce(request, p);
      expect(response.status(), p).toBe(404);
      expect(await response.text(), p).toContain(notFoundLine);
      expectSecurityHeaders(response, p);
      expect(headerValues(response, 'cache-control')[0], p).not.toContain('immutable');
    }
    const response = await page.goto(unknownPaths[0]!);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.notFound.heading);
    await expect(page).toHaveURL(`${nginx}${unknownPaths[0]}`);
  });
});

test.describe('nginx with deploy/generated/nginx.conf: headers and caching', () => {
  test('hashed assets are cached for a year, pages revalidate, text is gzipped', async ({ request }) => {
    const home = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(headerValues(home, 'cache-control')).toEqual([revalidateCache]);
    expect(home.headers()['content-encoding']).toBe('gzip');
    // The Hindi home page adds the Devanagari face, served from /fonts/ under a name of its bytes.
    const html = (await home.text()) + (await (await request.get('/hi')).text());
    const assets = hashedAssetsIn(html);
    expect(assets.some((a) => a.startsWith('/fonts/'))).toBe(true);
    expect(assets.filter((a) => a.endsWith('.js')).length).toBeGreaterThan(3);
    expect(assets.filter((a) => a.endsWith('.css')).length).toBeGreaterThan(0);
    expect(assets.some((a) => a.endsWith('.woff2'))).toBe(true);
    for (const asset of assets) {
      const response = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status(), asset).toBe(200);
      expect(headerValues(response, 'cache-control'), asset).toEqual([immutableCache]);
      // nginx leaves files under gzip_min_length (256 bytes) as they are.
      if (/\.(js|css)$/.test(asset) && (await response.body()).length > 1024) {
        expect(response.headers()['content-encoding'], asset).toBe('gzip');
      }
      expectSecurityHeaders(response, asset);
    }
    // A missing hashed file must not be cached for a year.
    const missing = await request.get('/_next/static/chunks/no-such-chunk.js');
    expect(missing.status()).toBe(404);
    expect(headerValues(missing, 'cache-control')).toEqual([revalidateCache]);
    const page = await request.get(links.getQuote);
    expect(headerValues(page, 'cache-control')).toEqual([revalidateCache]);
  });
});

/** One request as a client sends it, the body as it came over the wire (no decoding). */
function rawGet(url: string, acceptEncoding?: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test.describe('nginx with deploy/generated/nginx.conf: files compressed at build', () => {
  // docs/product-rules.md#hosts: nginx sends the copy the build wrote beside each text file, byte for byte, and compresses nothing per request.
  const article = routes.find((r) => r.kind === 'article')!;
  const files = () => {
    const html = readFileSync(htmlFileOf('/'), 'utf8');
    const chunk = html.match(/(?:src|href)="(\/_next\/static\/[^"?]+\.js)"/)![1]!;
    return [
      { url: '/', file: htmlFileOf('/'), type: 'text/html' },
      { url: article.canonical, file: htmlFileOf(article.canonical), type: 'text/html' },
      { url: chunk, file: path.join(out, chunk), type: 'application/javascript' },
    ];
  };

  for (const [accepted, encoding] of [['br', 'br'], ['gzip', 'gzip'], ['gzip, deflate, br', 'br']] as const) {
    test(`a client that accepts ${accepted} gets the .${encoding === 'br' ? 'br' : 'gz'} file the build wrote`, async () => {
      for (const { url, file, type } of files()) {
        const response = await rawGet(nginx + url, accepted);
        expect(response.status, url).toBe(200);
        expect(response.headers['content-encoding'], url).toBe(encoding);
        expect(response.headers['content-type'], url).toContain(type);
        expect(response.headers.vary, url).toMatch(/Accept-Encoding/i);
        expect(response.body.equals(readFileSync(`${file}.${encoding === 'br' ? 'br' : 'gz'}`)), `${url}: the body is the precompressed file`).toBe(true);
      }
    });
  }

  test('a client that accepts neither gets the file as it is', async () => {
    for (const accepted of [undefined, 'identity']) {
      for (const { url, file } of files()) {
        const response = await rawGet(nginx + url, accepted);
        expect(response.status, url).toBe(200);
        expect(response.headers['content-encoding'], `${url} (${accepted ?? 'no Accept-Encoding'})`).toBeUndefined();
        expect(response.body.equals(readFileSync(file)), url).toBe(true);
      }
    }
  });

  test('the same configuration on an nginx without the brotli module sends the .gz file', async () => {
    // A second nginx, started without the module (scripts/setup/serve-nginx.ts, NGINX_BROTLI=off).
    const port = Number(new URL(nginx).port) + 1;
    let server: ChildProcess | undefined;
    try {
      server = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'scripts', 'setup', 'serve-nginx.ts')], {
        env: { ...process.env, NGINX_PORT: String(port), NGINX_BROTLI: 'off' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let log = '';
      server.stdout!.on('data', (d) => (log += d));
      server.stderr!.on('data', (d) => (log += d));
      await expect.poll(() => log, { timeout: 15_000 }).toMatch(/serve-nginx: http:\/\/127\.0\.0\.1:\d+\/ .*without brotli/);
      for (const { url, file } of files()) {
        const response = await rawGet(`http://127.0.0.1:${port}${url}`, 'gzip, deflate, br');
        expect(response.status, url).toBe(200);
        expect(response.headers['content-encoding'], url).toBe('gzip');
        expect(response.body.equals(readFileSync(`${file}.gz`)), url).toBe(true);
      }
    } finally {
      server?.kill('SIGTERM');
    }
  });
});

test.describe('nginx with deploy/generated/nginx.conf: Content-Security-Policy enforced', () => {
  test('following a link loads the next page, as a page, under its own policy', async ({ page }) => {
    const watch = await watchPolicy(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const sector = sectors.at(-1)!;
    await page.getByRole('contentinfo').getByRole('link', { name: sector.title, exact: true }).click();
    await expect(page).toHaveURL(`${nginx}${sector.path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sector.title);
    // Links are plain links (docs/product-rules.md#performance): the browser loaded a new document.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
    expect(await watch.violations()).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
  });

  test('the footer form still sends through EmailJS', async ({ page }, info) => {
    const marker = markerFor(info);
    const watch = await watchPolicy(page);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto('/');
    const form = page.getByRole('form', { name: texts.footer.connectUs });
    await form.getByLabel(forms.contact.fields.email_from.label, { exact: true }).fill(`e2e+${marker}@test.example`);
    await form.getByLabel(forms.contact.fields.message_from.label, { exact: true }).fill(`Sent through nginx ${marker}`);
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    await form.getByRole('button', { name: forms.contact.submit }).click();
    await page.waitForFunction(() => !('beforeReload' in window));
    expect(alerts).toEqual([forms.successAlert]);
    const [request] = await waitForRequests(marker);
    expect(request!.path).toBe('/api/v1.0/email/send-form');
    expect(request!.origin).toBe(nginx);
    expect(await watch.violations()).toEqual([]);
  });

  test('the enquiry form still sends through EmailJS', async ({ page }, info) => {
    const marker = markerFor(info);
    const watch = await watchPolicy(page);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(links.getQuote);
    const form = page.getByRole('form', { name: forms.enquiry.name });
    await form.getByLabel(forms.enquiry.fields.name.label, { exact: true }).fill('Asha Patil');
    await form.getByLabel(forms.enquiry.fields.email.label, { exact: true }).fill(`e2e+${marker}@test.example`);
    await form.getByLabel(forms.enquiry.fields.companyname.label, { exact: true }).fill(`Asha Foods ${marker}`);
    await form.getByLabel(forms.enquiry.fields.number.label).fill('919876543210');
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    await form.getByRole('button', { name: forms.enquiry.submit }).click();
    await page.waitForFunction(() => !('beforeReload' in window));
    const [request] = await waitForRequests(marker);
    expect(request!.path).toBe('/api/v1.0/email/send');
    expect(request!.json?.template_params.companyname).toBe(`Asha Foods ${marker}`);
    expect(await watch.violations()).toEqual([]);
  });
});
