import assert from 'node:assert/strict';
import { it } from 'node:test';
import { parse } from 'node-html-parser';
import { colors, timings } from '../styles/tokens';
import { canonicalOf, dotName, enquiryInterests, forms, routes, sliderLabels, texts } from '../e2e/content';
import fakeEmailJsEnv from '../e2e/fake-emailjs.env.json';
import { hydratedAttribute } from '../components/layout/HydratedMark/HydratedMark';
import { localStorageAccess } from '../e2e/storage-refused';
import { startForChecks, type Site } from './site';
import { bandBrightness, decodePng } from './png';
import { sleep, waitFor, type Visitor } from './visitor';

/** Every canonical page once (docs/product-rules.md#routes), and a path no page has. */
const canonicalPaths = [...new Set(routes.map((r) => r.canonical))];
const unknownPath = '/no-such-page-here';

const header = '[data-site-header]';
const hamburger = `${header} button[aria-label="${texts.header.openMenu}"]`;
const menu = `${header} dialog`;
const closeButton = `${menu} button[aria-label="${texts.header.closeMenu}"]`;
/** The header's own search button (the menu's is inside the menu). */
const searchButton = `${header} > div > a[data-search-open]`;
const enquiryForm = `form[aria-label="${forms.enquiry.name}"]`;
const field = (name: string) => `${enquiryForm} [name="${name}"]`;

/** Waits until the load is over: no new request or preload for 400 ms (prefetches included). */
const settle = () =>
  new Promise<void>((resolve) => {
    let last = -1;
    let quiet = 0;
    const started = performance.now();
    const tick = () => {
      const seen = performance.getEntriesByType('resource').length + document.querySelectorAll('link[rel="preload"]').length;
      quiet = seen === last ? quiet + 1 : 0;
      last = seen;
      if ((document.readyState === 'complete' && quiet >= 4) || performance.now() - started > 4000) resolve();
      else setTimeout(tick, 100);
    };
    tick();
  });

/** The preloads the page holds now, and which of its image preloads no <img> on the page shows. */
const preloadsInPage = () => {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
  const shown = new Set([...document.images].map((img) => new URL(img.currentSrc || img.src, location.href).pathname));
  return {
    hrefs: links.map((l) => l.getAttribute('href') ?? ''),
    unusedImages: links.filter((l) => l.as === 'image' && !shown.has(new URL(l.href).pathname)).map((l) => l.getAttribute('href') ?? ''),
  };
};

/** Opens a page and waits until it has settled, so its own start-up (scroll to top, hydration) is over. */
async function open(v: Visitor, path: string) {
  await v.open(path);
  await v.run(settle);
}

/**
 * Opens `path` with no draft left by an earlier check. The drafts live in sessionStorage, which
 * is cleared from another address of the site first: opening the same address twice let Firefox
 * go on with the check before the second document was there (its driver reported the load, then
 * the page had no <html> or could not be focused; CI runs of 37e9acd and 8628470).
 */
async function openWithoutDrafts(v: Visitor, path: string) {
  await v.open('/robots.txt');
  await v.run(() => sessionStorage.clear());
  await v.open(path);
}

/** Scrolls the window to `y` and waits until it stays there. */
async function scrollTo(v: Visitor, y: number) {
  const there = await waitFor(() => v.run((top) => (window.scrollTo(0, top), Math.round(window.scrollY) === top), y), 3000);
  assert.ok(there, `the page would not stay scrolled to ${y} px`);
}

/** Opens the menu from the hamburger and waits for its fade-in to end. */
async function openMenu(v: Visitor) {
  await v.click(hamburger);
  const opened = await waitFor(
    () => v.run((sel) => document.querySelector<HTMLDialogElement>(sel)!.open && getComputedStyle(document.querySelector(sel)!).opacity === '1', menu),
    timings.overlayMs * 3,
  );
  assert.ok(opened, 'the hamburger opens the menu');
}

interface Frame {
  t: number;
  shown: boolean;
  opacity: number;
  top: number;
  left: number;
  width: number;
  height: number;
  viewWidth: number;
  viewHeight: number;
  hamburgerHit: boolean;
}

/** Samples the menu on every frame for `ms`: whether it shows, how opaque and how big it is, and what a tap on the hamburger would reach. */
const sampleMenu = (menuSel: string, hamburgerSel: string, ms: number) => {
  const dialog = document.querySelector(menuSel)!;
  const button = document.querySelector(hamburgerSel)!;
  const frames: Frame[] = [];
  (window as unknown as { menuFrames: Frame[] }).menuFrames = frames;
  const t0 = performance.now();
  const sample = () => {
    const style = getComputedStyle(dialog);
    const box = dialog.getBoundingClientRect();
    const b = button.getBoundingClientRect();
    const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    frames.push({
      t: Math.round(performance.now() - t0),
      shown: style.display !== 'none' && style.visibility !== 'hidden',
      opacity: Number(style.opacity),
      top: box.top,
      left: box.left,
      width: box.width,
      height: box.height,
      viewWidth: document.documentElement.clientWidth,
      viewHeight: document.documentElement.clientHeight,
      hamburgerHit: Boolean(hit && button.contains(hit)),
    });
    if (performance.now() - t0 < ms) requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
};

/**
 * docs/product-rules.md#header-and-menu: closing fades the whole screen (or closes at once),
 * never leaves a band over the header, and gives the hamburger back the moment the menu is gone.
 */
async function closeMenuCleanly(v: Visitor, how: 'Escape' | 'close button') {
  const sampleMs = timings.overlayMs * 2;
  await v.run(sampleMenu, menu, hamburger, sampleMs);
  if (how === 'Escape') await v.press('Escape');
  else await v.click(closeButton);
  await sleep(sampleMs + 200);
  const frames = await v.run(() => (window as unknown as { menuFrames: Frame[] }).menuFrames);
  // For failure messages: ms:opacity per frame, "-" once gone, "H" where a tap reaches the hamburger.
  const trace = `\nframes after ${how}: ${frames.map((f) => `${f.t}:${f.shown ? f.opacity.toFixed(2) : '-'}${f.hamburgerHit ? 'H' : ''}`).join(' ')}`;
  assert.ok(frames.length > 10, `too few frames sampled (${frames.length})`);

  // Frames from the moment the close took effect: the menu gone, or fading.
  const start = frames.findIndex((f) => !f.shown || f.opacity < 0.99);
  assert.ok(start >= 0, `the menu did not start closing within ${sampleMs} ms of ${how}${trace}`);
  const closing = frames.slice(start);

  const band = closing.find((f) => f.shown && (f.top > 1 || f.left > 1 || f.width < f.viewWidth - 2 || f.height < f.viewHeight - 2));
  assert.equal(band, undefined, `while closing (${how}), the menu showed as a ${band?.width}×${band?.height} px box at ${band?.left},${band?.top} instead of the whole screen${trace}`);

  const gone = closing.findIndex((f) => !f.shown);
  assert.ok(gone >= 0, `the menu was still showing ${sampleMs} ms after ${how}${trace}`);
  assert.ok(closing.slice(gone).every((f) => !f.shown), `the menu showed again after it had gone${trace}`);
  const blocked = closing.slice(gone).filter((f) => !f.hamburgerHit);
  assert.equal(blocked.length, 0, `after the menu had gone, a tap on the hamburger landed elsewhere for ${blocked.length} frames${trace}`);

  // Invisible but still in the way: from the first frame the menu was all but transparent to the
  // last frame it still showed, taps meant for the hamburger land on it.
  const fading = closing.slice(0, gone);
  const invisible = fading.find((f) => f.opacity < 0.05 && !f.hamburgerHit);
  const invisibleMs = invisible ? fading.at(-1)!.t - invisible.t : 0;
  assert.ok(invisibleMs <= 100, `for ${invisibleMs} ms the menu was invisible but still caught taps on the hamburger${trace}`);

  // A visible fade: the whole screen passes through partial opacity for a good part of the transition.
  const partial = fading.filter((f) => f.opacity > 0.05 && f.opacity < 0.95);
  const fadeMs = partial.length ? partial.at(-1)!.t - partial[0]!.t : 0;
  assert.ok(fadeMs >= timings.overlayMs / 4, `the menu did not fade out (${fadeMs} ms of partial opacity; the transition lasts ${timings.overlayMs} ms)${trace}`);

  const state = await v.run(
    (hamburgerSel) => {
      const button = document.querySelector(hamburgerSel)!;
      return { focused: document.activeElement === button, expanded: button.getAttribute('aria-expanded') };
    },
    hamburger,
  );
  assert.deepEqual(state, { focused: true, expanded: 'false' }, 'focus returns to the hamburger, which says the menu is closed');

  // The first tap after the menu has gone opens it again.
  await v.click(hamburger);
  assert.ok(await v.run((sel) => document.querySelector<HTMLDialogElement>(sel)!.open, menu), 'the first tap on the hamburger after closing opens the menu');
  await waitFor(() => v.run((sel) => getComputedStyle(document.querySelector(sel)!).opacity === '1', menu), timings.overlayMs * 3);
  await v.press('Escape');
  await waitFor(() => v.run((sel) => !document.querySelector<HTMLDialogElement>(sel)!.open, menu), timings.overlayMs * 3);
}

/** The header's background as [r, g, b, alpha] and whether it blurs what is behind it. */
const headerLook = (sel: string) => {
  const style = getComputedStyle(document.querySelector(sel)!);
  const [r = 0, g = 0, b = 0, a = 1] = (style.backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
  const filter = style.backdropFilter || (style as unknown as { webkitBackdropFilter?: string }).webkitBackdropFilter || '';
  return { rgb: [r, g, b], alpha: style.backgroundColor.startsWith('rgba') ? a : 1, blur: filter.includes('blur') };
};

const hexToRgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** The checks every engine runs, as a visitor would, against the built export. */
export function defineChecks(launch: (site: Site) => Promise<Visitor>) {
  let site: Site;
  let v: Visitor;
  startForChecks(launch, (started, visitor) => {
    site = started;
    v = visitor;
  });

  it('renders every canonical page and the 404 page without console errors, CSP violations or a preload the page does not use', async () => {
    const failures: string[] = [];
    for (const path of [...canonicalPaths, unknownPath]) {
      await v.open(path);
      await v.run(settle);
      const problems = await v.problems();
      const heading = await v.run(() => document.querySelector('h1')?.textContent ?? '');
      // The server HTML's own preloads; anything more came from another page's prefetched data.
      const html = await (await fetch(`${site.origin}${path}`)).text();
      const own = new Set(parse(html).querySelectorAll('link[rel="preload"]').map((l) => l.getAttribute('href') ?? ''));
      const { hrefs, unusedImages } = await v.run(preloadsInPage);
      const leaked = hrefs.filter((h) => !own.has(h));
      if (problems.length) failures.push(`${path}: ${problems.join('; ')}`);
      if (!heading) failures.push(`${path}: no <h1>`);
      if (leaked.length) failures.push(`${path}: preloads added after load, from another page: ${leaked.join(', ')}`);
      if (unusedImages.length) failures.push(`${path}: preloads images it does not show: ${unusedImages.join(', ')}`);
    }
    assert.deepEqual(failures, []);
  });

  it('shows a transparent header at the top and a translucent white, blurred one once scrolled', async () => {
    await open(v, canonicalOf('services'));
    const at = async (y: number, expect: (look: ReturnType<typeof headerLook>) => boolean) => {
      await scrollTo(v, y);
      return waitFor(async () => expect(await v.run(headerLook, header)), 5000);
    };
    assert.ok(await at(0, (l) => l.alpha === 0), 'transparent at the top');
    assert.ok(
      await at(1, (l) => l.rgb.join() === hexToRgb(colors.paper).join() && l.alpha > 0.5 && l.alpha < 1 && l.blur),
      `translucent white with blur after 1 px: ${JSON.stringify(await v.run(headerLook, header))}`,
    );
    assert.ok(await at(0, (l) => l.alpha === 0), 'transparent again back at the top');
  });

  it('opens the menu with focus inside, and closes it on Escape at the top of the page: whole screen, focus back, hamburger works at once', async () => {
    await open(v, canonicalOf('home'));
    await openMenu(v);
    assert.ok(await v.run((sel) => document.querySelector(sel)!.contains(document.activeElement), menu), 'focus moves into the menu');
    await closeMenuCleanly(v, 'Escape');
  });

  it('fades the menu out evenly over the whole screen: the header’s band fades with the rest', async () => {
    // docs/product-rules.md#header-and-menu: no band over the header stays dark while the menu fades.
    await open(v, canonicalOf('home'));
    const band = async () => {
      const shot = await decodePng(await v.screenshot());
      const { headerHeight, width } = await v.run((sel) => ({ headerHeight: document.querySelector(sel)!.getBoundingClientRect().height, width: innerWidth }), header);
      const scale = shot.width / width;
      // The header's band against a band of the same height just below it.
      return bandBrightness(shot, 0, headerHeight, scale) - bandBrightness(shot, headerHeight + 8, 2 * headerHeight + 8, scale);
    };
    const closedDifference = await band();
    await openMenu(v);
    await v.click(closeButton);
    // Holds the fade at 60 % of its course while the screenshot is taken (a screenshot takes longer
    // than the fade has left in WebKit), then lets it finish.
    await sleep(100);
    const held = await v.run(
      (sel, at) => {
        const dialog = document.querySelector(sel)!;
        const fades = dialog.getAnimations();
        for (const fade of fades) {
          fade.currentTime = Number(fade.effect?.getComputedTiming().duration ?? 0) * at;
          fade.pause();
        }
        return { fades: fades.length, opacity: Number(getComputedStyle(dialog).opacity) };
      },
      menu,
      0.6,
    );
    assert.ok(held.fades > 0 && held.opacity > 0.1 && held.opacity < 0.9, `the menu was not fading when held: ${JSON.stringify(held)}`);
    const fadingDifference = await band();
    await v.run((sel) => document.querySelector(sel)!.getAnimations().forEach((fade) => fade.play()), menu);
    await waitFor(() => v.run((sel) => !document.querySelector<HTMLDialogElement>(sel)!.open, menu), timings.overlayMs * 3);
    assert.ok(
      Math.abs(fadingDifference - closedDifference) < 40,
      `while the menu faded (held at opacity ${held.opacity.toFixed(2)}), the header's band differed from the screen below it by ${fadingDifference.toFixed(0)} in brightness, against ${closedDifference.toFixed(0)} with the menu closed`,
    );
  });

  it('closes the menu from its close button on a scrolled page (blurred header) as cleanly', async () => {
    await open(v, canonicalOf('services'));
    await scrollTo(v, 600);
    await openMenu(v);
    await closeMenuCleanly(v, 'close button');
  });

  it('moves the testimonial slider on after its interval', async () => {
    await v.open(canonicalOf('home'));
    // The slider's code loads when it comes near the viewport (docs/product-rules.md#performance).
    const slider = `section[aria-roledescription="${sliderLabels.carousel}"]`;
    await v.run((sel) => document.querySelector(sel)?.scrollIntoView({ block: 'center' }), slider);
    const current = () =>
      v.run((sel) => document.querySelector(`${sel}[data-enhanced="true"] [aria-current="true"]`)?.getAttribute('aria-label') ?? null, slider);
    assert.ok(await waitFor(async () => (await current()) !== null, 5000), 'the slider starts');
    const first = await current();
    const moved = await waitFor(async () => (await current()) !== first, timings.testimonialIntervalMs + 3000, 200);
    assert.ok(moved, `still on "${first}" after ${timings.testimonialIntervalMs + 3000} ms`);
    assert.equal(await current(), dotName(2));
  });

  it('takes /SERVICES to /services (docs/product-rules.md#routes)', async () => {
    const canonical = canonicalOf('services');
    await v.open(canonical.toUpperCase());
    assert.ok(await waitFor(async () => new URL(await v.url()).pathname === canonical, 5000), `ended on ${await v.url()}`);
    const heading = await v.run(() => document.querySelector('h1')?.textContent ?? '');
    assert.notEqual(heading, texts.notFound.heading);
  });

  it('keeps only the digits typed into the enquiry mobile number', async () => {
    await openWithoutDrafts(v, canonicalOf('enquiry'));
    await waitForHydration(v);
    await v.type(field('number'), '98a7-6 5x4');
    assert.equal(await v.run((sel) => document.querySelector<HTMLInputElement>(sel)!.value, field('number')), '987654');
  });

  it('keeps every typed value when a send fails, and says it was not sent', async () => {
    await openWithoutDrafts(v, canonicalOf('enquiry'));
    await waitForHydration(v);
    // A marker only this run sends, so the shared fake server fails exactly this request.
    const marker = `browsers${Date.now()}`;
    const rule = await fetch(`${fakeEmailJsEnv.NEXT_PUBLIC_EMAILJS_ORIGIN}/__rules`, { method: 'POST', body: JSON.stringify({ match: marker, mode: '500' }) });
    assert.equal(rule.status, 204);

    const typed = { name: `Asha ${marker}`, number: '9876543210', email: 'asha@example.com', companyname: 'Asha Foods', websiteurl: 'ashafoods.example' };
    for (const [name, value] of Object.entries(typed)) await v.type(field(name), value);
    const ticked = [enquiryInterests[0]!, enquiryInterests[3]!];
    // The label is what a visitor clicks (the box itself is drawn by CSS).
    for (const label of ticked) await v.click(`${enquiryForm} label:has(> input[type="checkbox"][value="${label}"])`);
    await v.click(`${enquiryForm} button[type="submit"]`);

    const failed = await waitFor(() => v.run((sel) => document.querySelector(`${sel} [role="alert"]`)?.getAttribute('data-cause') === 'failed', enquiryForm), 10_000);
    assert.ok(failed, 'the failure message appears');
    const alert = await v.run((sel) => document.querySelector(`${sel} [role="alert"]`)!.textContent ?? '', enquiryForm);
    assert.ok(alert.includes(forms.failure.heading) && alert.includes(forms.failure.kept), `the message says it was not sent: "${alert}"`);
    const kept = await v.run(
      (sel, names) => ({
        values: Object.fromEntries(names.map((n) => [n, document.querySelector<HTMLInputElement>(`${sel} [name="${n}"]`)!.value])),
        ticked: [...document.querySelectorAll<HTMLInputElement>(`${sel} input[type="checkbox"]:checked`)].map((c) => c.value),
      }),
      enquiryForm,
      Object.keys(typed),
    );
    assert.deepEqual(kept, { values: typed, ticked });
    const received = (await (await fetch(`${fakeEmailJsEnv.NEXT_PUBLIC_EMAILJS_ORIGIN}/__requests?match=${marker}`)).json()) as unknown[];
    assert.equal(received.length, 1, 'the form sent once');
  });

  it('opens the search from its button, finds a service by a word of its page, and closes on Escape with focus back on the button', async () => {
    // docs/product-rules.md#search: the dialog, the engine and the index load when it opens, from the site's own origin.
    const service = routes.find((r) => r.kind === 'service')!;
    const word = service.kind === 'service' ? service.entry.page.benefits.flatMap((b) => b.title.split(/[^\p{L}\p{M}]+/u)).sort((a, b) => b.length - a.length)[0]! : '';
    await open(v, canonicalOf('home'));
    await waitForHydration(v);
    await v.click(searchButton);
    const focused = await waitFor(() => v.run(() => document.activeElement?.matches('dialog[open] input[type="search"]') ?? false), 10_000);
    assert.ok(focused, 'the search field has focus in an open dialog');
    await v.type('dialog[open] input[type="search"]', word);
    const found = await waitFor(() => v.run((href) => document.querySelector(`dialog[open] a[href="${href}"]`) !== null, service.canonical), 10_000);
    assert.ok(found, `"${word}" finds ${service.canonical}`);
    await v.press('Escape');
    const closed = await waitFor(() => v.run((sel) => !document.querySelector('dialog[open]') && document.activeElement === document.querySelector(sel), searchButton), 5000);
    assert.ok(closed, 'Escape closes the dialog and focus returns to the search button');
    assert.deepEqual(await v.problems(), []);
  });

  it('sends the enquiry where the browser refuses site data (reading storage throws), with no error on the page', async () => {
    // docs/product-rules.md#forms: only the drafts and the outbox need storage; sending does not.
    await v.refuseStorage(true);
    try {
      await v.open(canonicalOf('enquiry'));
      assert.equal(await v.run(localStorageAccess), 'SecurityError', 'the page cannot read localStorage');
      await waitForHydration(v);
      const marker = `refused${Date.now()}`;
      const rule = await fetch(`${fakeEmailJsEnv.NEXT_PUBLIC_EMAILJS_ORIGIN}/__rules`, { method: 'POST', body: JSON.stringify({ match: marker, mode: 'ok' }) });
      assert.equal(rule.status, 204);
      const typed = { name: `Asha ${marker}`, number: '9876543210', email: 'asha@example.com', companyname: 'Asha Foods', websiteurl: 'ashafoods.example' };
      for (const [name, value] of Object.entries(typed)) await v.type(field(name), value);
      const beforeSending = await v.problems();
      // The success alert would stop the driver: the page notes it in window.name, which outlives the reload.
      await v.run(() => {
        window.name = '';
        window.alert = (message?: unknown) => void (window.name = `alert:${String(message)}`);
      });
      await v.click(`${enquiryForm} button[type="submit"]`);

      const alerted = await waitFor(() => v.run(() => window.name.startsWith('alert:')).catch(() => false), 10_000);
      assert.ok(alerted, `no alert after sending; the form says: "${await v.run((sel) => document.querySelector(`${sel} [role="alert"]`)?.textContent ?? '', enquiryForm)}"`);
      assert.equal(await v.run(() => window.name), `alert:${forms.successAlert}`);
      const received = (await (await fetch(`${fakeEmailJsEnv.NEXT_PUBLIC_EMAILJS_ORIGIN}/__requests?match=${marker}`)).json()) as { json?: { template_params: Record<string, string> } }[];
      assert.equal(received.length, 1, 'the form sent once');
      // SPEC's fields as typed, then the page's edition (docs/product-rules.md#payloads: page_language); /getquote is English's.
      assert.deepEqual(received[0]!.json?.template_params, { ...typed, interests: '', page_language: 'en' });
      assert.deepEqual(beforeSending, [], 'the page reported problems with storage refused');
    } finally {
      await v.refuseStorage(false);
    }
  });
}

/** Waits until React has hydrated the page, which the site marks on <html> (HydratedMark). */
export async function waitForHydration(v: Visitor) {
  const ready = await waitFor(() => v.run((attribute) => document.documentElement?.hasAttribute(attribute) ?? false, hydratedAttribute), 10_000);
  assert.ok(ready, `${await v.url()} never marked itself hydrated (${hydratedAttribute} on <html>)`);
}
