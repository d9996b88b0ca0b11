import { type Page } from '@playwright/test';
import { runAxe } from './axe';
import { expect, test } from './fixtures';
import { enquiryInterests, escapeRegExp, forms, links, site } from './content';
import { answerWith, markerFor, requestsWith, waitForRequests, type FakeMode } from './fake-emailjs-client';
import { about, cf, contact, ef, email, enquiry, expectValues, fillByLabel, label, markWindow, reloaded, ticked, watchAlerts, type FormCase } from './form-cases';
import { localStorageAccess, refuseStorage } from './storage-refused';
import { fillTemplate } from '../lib/content/fillTemplate';

/**
 * docs/product-rules.md#outbox and #failure-wording against the real @emailjs/browser library and
 * the fake EmailJS server (e2e/fake-emailjs.ts): a message that could not be sent waits in the
 * browser until the visitor sends or discards it, and the failure panel's links carry it.
 */

const notice = (page: Page) => page.getByRole('region', { name: forms.outbox.heading });

/** The forms whose messages wait in the outbox (lib/forms/outbox.ts keeps them in localStorage). */
const waiting = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('ekchhat-outbox-')).map((key) => key.slice('ekchhat-outbox-'.length)));

/**
 * What the notice says after a "Send now" that EmailJS limitRate holds back: the sendsIn line with
 * "in N seconds" in the page's language, for any wait the limit allows (lib/emailjs.ts: 10 s).
 */
async function sendsInLine(page: Page) {
  const lang = await page.evaluate(() => document.documentElement.lang);
  const inSeconds = new Intl.RelativeTimeFormat(lang, { numeric: 'always' });
  const lines = Array.from({ length: 10 }, (_, i) => fillTemplate(forms.outbox.sendsIn, { when: inSeconds.format(i + 1, 'second') }));
  return new RegExp(lines.map(escapeRegExp).join('|'));
}

/** Fills the form and sends it against a failing service; returns what was typed, the failure panel showing. */
async function failToSend(page: Page, c: FormCase, marker: string, mode: Exclude<FakeMode, 'ok'>) {
  await answerWith(marker, mode);
  await page.goto(c.path);
  const form = c.form(page);
  const typed = await c.fill(form, marker);
  await form.getByRole('button', { name: c.submitLabel }).click();
  await expect(form.getByRole('alert')).toContainText(forms.failure.heading);
  return typed;
}

/**
 * Ends the emulated outage. Chromium fires "online" then, except on a machine whose only network
 * interface is loopback (a sandbox), where it never thinks itself online: there the test fires
 * the event the browser fires when the connection comes back.
 */
async function backOnline(page: Page) {
  await page.context().setOffline(false);
  if (!(await page.evaluate(() => navigator.onLine))) await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

/** Closes the page and opens the site again in a new tab of the same browser, as a visitor coming back. */
async function comeBack(page: Page, path: string = links.home) {
  const context = page.context();
  const viewport = page.viewportSize();
  await page.close();
  const next = await context.newPage();
  if (viewport) await next.setViewportSize(viewport);
  const alerts = await watchAlerts(next);
  await next.goto(path);
  return { next, alerts };
}

const modes = new Map<FormCase, Exclude<FakeMode, 'ok'>>([
  [contact, 'drop'],
  [enquiry, '500'],
  [about, '429'],
]);

for (const [c, mode] of modes) {
  test(`${c.name}: a message that failed (${mode}) waits through a closed tab, and is sent once when the visitor says so`, async ({ page }, info) => {
    // A 429 holds the next try for EmailJS limitRate's 10 s (lib/emailjs.ts).
    if (mode === '429') test.slow();
    const marker = markerFor(info);
    const typed = await failToSend(page, c, marker, mode);
    // The failure panel is already showing on this page: no notice on top of it.
    await expect(notice(page)).toBeHidden();
    expect(await waiting(page)).toEqual([c.kind]);

    const { next, alerts } = await comeBack(page);
    await answerWith(marker, 'ok');
    const region = notice(next);
    await expect(region).toBeVisible();
    await expect(region).toContainText(forms.outbox.text);
    await expect(region).toContainText(c.noticeName);
    await expect(region).toContainText(marker);
    // Nothing goes without the visitor's click.
    await next.waitForTimeout(500);
    expect(await requestsWith(marker)).toHaveLength(1);

    await markWindow(next);
    const send = region.getByRole('button', { name: forms.outbox.send });
    await send.click();
    if (mode === '429') {
      // Too soon for EmailJS limitRate: the notice says when the message goes, and it goes then, once, by itself.
      const status = region.getByRole('alert');
      await expect(status).toContainText(forms.failure.causes['rate-limited'].reason);
      await expect(status).toContainText(await sendsInLine(next));
      expect(await requestsWith(marker)).toHaveLength(1);
      expect(await waiting(next)).toEqual([c.kind]);
    }
    await reloaded(next);
    expect(alerts).toEqual([forms.successAlert]);
    // The failed try, then exactly one send from the outbox, with the form's own payload.
    const sent = await waitForRequests(marker, 2);
    expect(sent).toHaveLength(2);
    c.expectPayload(sent[1]!, typed);
    expect(await waiting(next)).toEqual([]);
    await expect(notice(next)).toBeHidden();
    await next.waitForTimeout(500);
    expect(await requestsWith(marker)).toHaveLength(2);
  });
}

test('offline, then online: the notice offers the message as soon as the connection is back', async ({ page, context }, info) => {
  const marker = markerFor(info);
  const alerts = await watchAlerts(page);
  await page.goto(enquiry.path);
  const form = enquiry.form(page);
  const typed = await enquiry.fill(form, marker);
  await context.setOffline(true);
  await form.getByRole('button', { name: enquiry.submitLabel }).click();
  await expect(form.getByRole('alert')).toContainText(forms.failure.causes.network.reason);
  await expect(notice(page)).toBeHidden();
  expect(await waiting(page)).toEqual(['enquiry']);

  await backOnline(page);
  const region = notice(page);
  await expect(region).toBeVisible();
  await expect(region).toContainText(marker);
  // Announced, not grabbing focus: the visitor was on the form.
  expect(await region.evaluate((el) => el.contains(document.activeElement))).toBe(false);
  expect(await requestsWith(marker)).toHaveLength(0);

  await markWindow(page);
  await region.getByRole('button', { name: forms.outbox.send }).click();
  await reloaded(page);
  expect(alerts).toEqual([forms.successAlert]);
  const [request, ...others] = await waitForRequests(marker);
  expect(others).toHaveLength(0);
  enquiry.expectPayload(request!, typed);
  expect(await waiting(page)).toEqual([]);
  // Sent from the notice: the form's draft went with it.
  await expect(enquiry.form(page).getByLabel(enquiry.freeText, { exact: true })).toHaveValue('');
});

test('a waiting message stays when the visitor later sends a different one from the same form', async ({ page }, info) => {
  // docs/product-rules.md#outbox: nothing waiting is dropped without the visitor's say.
  // Two markers, neither inside the other: the fake server matches payloads by substring.
  const waitingMarker = `${markerFor(info)}a`;
  const newMarker = `${markerFor(info)}b`;
  await failToSend(page, enquiry, waitingMarker, '500');
  const { next, alerts } = await comeBack(page, links.contactUs);
  await expect(notice(next)).toContainText(waitingMarker);
  // The visitor ignores the notice and sends a new enquiry from the form.
  await answerWith(newMarker, 'ok');
  const form = enquiry.form(next);
  const typed = await enquiry.fill(form, newMarker);
  await markWindow(next);
  await form.getByRole('button', { name: enquiry.submitLabel }).click();
  await reloaded(next);
  expect(alerts).toEqual([forms.successAlert]);
  const [sent] = await waitForRequests(newMarker);
  enquiry.expectPayload(sent!, typed);
  // The older message still waits, and the notice offers it again; nothing else was sent.
  await expect(notice(next)).toContainText(waitingMarker);
  await expect(notice(next)).not.toContainText(newMarker);
  expect(await next.evaluate(() => JSON.parse(localStorage.getItem('ekchhat-outbox-enquiry') ?? '[]').length)).toBe(1);
  expect(await requestsWith(waitingMarker)).toHaveLength(1);
});

test('right after a successful send, "Send now" says when the waiting message can go, and sends it then, once', async ({ page }, info) => {
  // docs/product-rules.md#outbox: EmailJS limitRate holds the form's sends 10 s apart (lib/emailjs.ts).
  test.slow();
  const waitingMarker = `${markerFor(info)}a`;
  const newMarker = `${markerFor(info)}b`;
  const typed = await failToSend(page, enquiry, waitingMarker, '500');
  const { next, alerts } = await comeBack(page, links.contactUs);
  await answerWith(newMarker, 'ok');
  await answerWith(waitingMarker, 'ok');
  const form = enquiry.form(next);
  await enquiry.fill(form, newMarker);
  await markWindow(next);
  await form.getByRole('button', { name: enquiry.submitLabel }).click();
  await reloaded(next);
  await waitForRequests(newMarker);

  const region = notice(next);
  await expect(region).toContainText(waitingMarker);
  await markWindow(next);
  await region.getByRole('button', { name: forms.outbox.send }).click();
  const status = region.getByRole('alert');
  await expect(status).toContainText(forms.failure.causes['rate-limited'].reason);
  await expect(status).toContainText(await sendsInLine(next));
  // Held back here, in the browser: nothing left yet.
  expect(await requestsWith(waitingMarker)).toHaveLength(1);

  // No second click: it goes when the limit allows, once.
  await reloaded(next);
  expect(alerts).toEqual([forms.successAlert, forms.successAlert]);
  const sent = await waitForRequests(waitingMarker, 2);
  expect(sent).toHaveLength(2);
  enquiry.expectPayload(sent[1]!, typed);
  await expect(notice(next)).toBeHidden();
  await next.waitForTimeout(1000);
  expect(await requestsWith(waitingMarker)).toHaveLength(2);
});

test('where the browser refuses storage, a message that failed offline is offered when the connection is back, and "Send now" sends it', async ({ page, context }, info) => {
  // docs/product-rules.md#outbox: kept in memory for the page's life, offered on "online" like a stored one.
  await page.addInitScript(refuseStorage);
  const marker = markerFor(info);
  const alerts = await watchAlerts(page);
  await page.goto(enquiry.path);
  expect(await page.evaluate(localStorageAccess)).toBe('SecurityError');
  const form = enquiry.form(page);
  const typed = await enquiry.fill(form, marker);
  await context.setOffline(true);
  await form.getByRole('button', { name: enquiry.submitLabel }).click();
  await expect(form.getByRole('alert')).toContainText(forms.failure.causes.network.reason);
  await expect(notice(page)).toBeHidden();

  await backOnline(page);
  const region = notice(page);
  await expect(region).toBeVisible();
  await expect(region).toContainText(marker);
  // Offered, not sent: nothing goes without the visitor's click.
  await expect(region.getByRole('button', { name: forms.outbox.send })).toBeEnabled();
  await page.waitForTimeout(500);
  expect(await requestsWith(marker)).toHaveLength(0);
  expect(alerts).toEqual([]);
  await expectValues(form, typed);

  await markWindow(page);
  await region.getByRole('button', { name: forms.outbox.send }).click();
  await reloaded(page);
  expect(alerts).toEqual([forms.successAlert]);
  const [request, ...others] = await waitForRequests(marker);
  expect(others).toHaveLength(0);
  enquiry.expectPayload(request!, typed);
});

test('the visitor can discard the waiting message, and it is never sent', async ({ page }, info) => {
  const marker = markerFor(info);
  await failToSend(page, about, marker, '500');
  const { next, alerts } = await comeBack(page, links.services);
  const region = notice(next);
  await expect(region).toContainText(marker);
  // From the keyboard.
  const discard = region.getByRole('button', { name: forms.outbox.discard });
  await discard.focus();
  await next.keyboard.press('Enter');
  await expect(region).toBeHidden();
  await expect(next.locator('#main')).toBeFocused();
  expect(await waiting(next)).toEqual([]);
  await next.reload();
  await next.waitForTimeout(500);
  await expect(notice(next)).toBeHidden();
  expect(await requestsWith(marker)).toHaveLength(1);
  expect(alerts).toEqual([]);
});

test('"Not now" closes the notice for this tab; the message still waits, and a new tab asks again', async ({ page }, info) => {
  const marker = markerFor(info);
  await failToSend(page, contact, marker, '500');
  const { next } = await comeBack(page);
  const region = notice(next);
  await expect(region).toBeVisible();
  // The notice is the first stop after the skip link.
  await next.keyboard.press('Tab');
  await next.keyboard.press('Tab');
  await expect(region.getByRole('button', { name: forms.outbox.send })).toBeFocused();
  await next.keyboard.press('Escape');
  await expect(region).toBeHidden();
  await next.reload();
  await next.waitForTimeout(500);
  await expect(notice(next)).toBeHidden();
  expect(await waiting(next)).toEqual(['contact']);

  const { next: again } = await comeBack(next);
  await expect(notice(again)).toContainText(marker);
  await notice(again).getByRole('button', { name: forms.outbox.dismiss }).click();
  await expect(notice(again)).toBeHidden();
  expect(await requestsWith(marker)).toHaveLength(1);
});

test('a refused send (400) offers the links but keeps nothing in the outbox', async ({ page }, info) => {
  await failToSend(page, contact, markerFor(info), '400');
  expect(await waiting(page)).toEqual([]);
});

/** What the failure panel's links say: the WhatsApp text and the e-mail's subject and body, decoded. */
async function fallbackLinks(page: Page, formName: FormCase) {
  const status = formName.form(page).getByRole('alert');
  const chat = new URL((await status.getByRole('link', { name: forms.failure.whatsapp }).getAttribute('href'))!);
  const mailHref = (await status.getByRole('link', { name: site.email }).getAttribute('href'))!;
  const mail = new URL(mailHref);
  return {
    chatHref: chat.href,
    mailHref,
    chatBase: `${chat.origin}${chat.pathname}`,
    text: chat.searchParams.get('text'),
    mailTo: `${mail.protocol}${mail.pathname}`,
    subject: mail.searchParams.get('subject'),
    body: mail.searchParams.get('body'),
  };
}

test('the failure panel’s WhatsApp and e-mail links decode to the typed message', async ({ page }, info) => {
  const marker = markerFor(info);
  await answerWith(marker, '400');
  await page.goto(contact.path);
  const form = contact.form(page);
  const message = `${marker} नमस्ते! 🙏👩🏽‍💻\nA second line & "quotes" <b>100%</b> ?a=b#c +1`;
  await fillByLabel(form, { [label.contactEmail]: email(marker), [label.contactMessage]: message });
  await form.getByRole('button', { name: contact.submitLabel }).click();

  const expected = `${cf.email_from.label}: ${email(marker)}\n${cf.message_from.label}: ${message}`;
  const links = await fallbackLinks(page, contact);
  expect(links.chatBase).toBe(site.whatsappUrl);
  expect(links.text).toBe(expected);
  expect(links.mailTo).toBe(`mailto:${site.email}`);
  expect(links.subject).toBe(forms.failure.mailSubject);
  // RFC 6068: line breaks as CRLF in a mailto body.
  expect(links.body).toBe(expected.replace(/\n/g, '\r\n'));
});

test('the enquiry’s links carry every field with its label, the ticked interests included', async ({ page }, info) => {
  const marker = markerFor(info);
  await answerWith(marker, '500');
  await page.goto(enquiry.path);
  const form = enquiry.form(page);
  const typed = await enquiry.fill(form, marker);
  await form.getByRole('button', { name: enquiry.submitLabel }).click();
  // Ticked out of order, listed in content order, as sent.
  const interests = enquiryInterests.filter((interest) => ticked.includes(interest));
  const expected = [
    `${ef.name.label}: ${typed[label.enquiryName]}`,
    `${ef.number.label}: ${typed[label.enquiryNumber]}`,
    `${ef.email.label}: ${typed[label.enquiryEmail]}`,
    `${ef.websiteurl.label}: ${typed[label.enquiryWebsite]}`,
    `${ef.companyname.label}: ${typed[label.enquiryCompany]}`,
    `${forms.enquiry.interestsLegend}: ${interests.join(', ')}`,
  ].join('\n');
  const links = await fallbackLinks(page, enquiry);
  expect(links.text).toBe(expected);
  expect(links.body?.replace(/\r\n/g, '\n')).toBe(expected);
});

test('a message too long for a link is cut at 2,000 characters with a note; the form keeps it whole', async ({ page }, info) => {
  const marker = markerFor(info);
  await answerWith(marker, '500');
  await page.goto(contact.path);
  const form = contact.form(page);
  const long = Array.from(`${marker} ${'लम्बा संदेश 🌟 '.repeat(1000)}`).slice(0, 10_000).join('');
  await fillByLabel(form, { [label.contactEmail]: email(marker), [label.contactMessage]: long });
  await form.getByRole('button', { name: contact.submitLabel }).click();
  const links = await fallbackLinks(page, contact);
  const whole = `${cf.email_from.label}: ${email(marker)}\n${cf.message_from.label}: ${long}`;
  for (const [href, carried] of [
    [links.chatHref, links.text],
    [links.mailHref, links.body?.replace(/\r\n/g, '\n')],
  ] as const) {
    expect(href.length).toBeLessThanOrEqual(2000);
    const ending = `…\n\n${forms.failure.shortened}`;
    expect(carried!.endsWith(ending)).toBe(true);
    const kept = carried!.slice(0, -ending.length);
    expect(kept.length).toBeGreaterThan(100);
    expect(whole.startsWith(kept)).toBe(true);
  }
  await expect(form.getByLabel(label.contactMessage, { exact: true })).toHaveValue(long);
});

for (const width of [390, 1440]) {
  test(`the notice fits a ${width} px window, its buttons big enough to tap, with no axe violations`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await failToSend(page, enquiry, markerFor(info), '500');
    const { next } = await comeBack(page, links.getQuote);
    const region = notice(next);
    await expect(region).toBeVisible();
    await expect(region).toBeInViewport({ ratio: 1 });
    const box = (await region.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    for (const button of await region.getByRole('button').all()) {
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    const { violations } = await runAxe(next, '[aria-live="polite"] > section');
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await next.screenshot({ path: info.outputPath(`outbox-notice-${width}.png`) });
  });
}
