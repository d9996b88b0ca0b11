import { expect, test } from './fixtures';
import { enquiryInterests, forms, site } from './content';
import { fillTemplate } from '../lib/content/fillTemplate';
import { answerWith, markerFor, release, requestsWith, waitForRequests, type FakeMode } from './fake-emailjs-client';
import { about, contact, enquiry, expectValues, label, markWindow, reloaded, ticked, watchAlerts } from './form-cases';
import { localStorageAccess, refuseStorage } from './storage-refused';

/**
 * The three forms against the real @emailjs/browser library and the fake EmailJS server
 * (e2e/fake-emailjs.ts). Every test marks its payload so parallel tests never see each other.
 */

/** A literal string inside a RegExp. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the failure panel says for each answer of the fake server (content/forms.json). */
const failureWording: Record<Exclude<FakeMode, 'ok'>, string> = {
  '400': forms.failure.causes.rejected.reason,
  '429': forms.failure.causes['rate-limited'].reason,
  '500': forms.failure.causes.failed.reason,
  drop: forms.failure.causes.network.reason,
};

/** What the console shows for each answer: status and text (docs/product-rules.md#content). */
const loggedFailure: Record<Exclude<FakeMode, 'ok'>, RegExp> = {
  '400': /EmailJS send failed: 400 The template ID is invalid/,
  '429': /EmailJS send failed: 429 Too Many Requests/,
  '500': /EmailJS send failed: 500 Internal Server Error/,
  drop: /EmailJS send failed: 0 Failed to fetch/,
};

for (const c of [contact, enquiry, about]) {
  test.describe(`${c.name} form`, () => {
    test('a valid message reaches EmailJS with exactly the template fields, then the alert and a reload', async ({ page }, info) => {
      const marker = markerFor(info);
      const alerts = await watchAlerts(page);
      await page.goto(c.path);
      const form = c.form(page);
      const typed = await c.fill(form, marker);
      await markWindow(page);
      await form.getByRole('button', { name: c.submitLabel }).click();
      await reloaded(page);
      expect(alerts).toEqual([forms.successAlert]);
      const [request, ...others] = await waitForRequests(marker);
      expect(others).toHaveLength(0);
      c.expectPayload(request!, typed);
      // Sent means the draft is gone.
      await expect(c.form(page).getByLabel(c.freeText, { exact: true })).toHaveValue('');
    });

    for (const mode of ['400', '429', '500', 'drop'] as const) {
      test(`when EmailJS answers ${mode === 'drop' ? 'by dropping the connection' : mode}, the visitor is told and keeps every value; a double click sends once`, async ({ page }, info) => {
        const marker = markerFor(info);
        const alerts = await watchAlerts(page);
        const logged: string[] = [];
        page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
        // Held: the send stays in flight until the test has seen the second click come to nothing.
        await answerWith(marker, mode, { hold: true });
        await page.goto(c.path);
        const form = c.form(page);
        const typed = await c.fill(form, marker);
        await form.getByRole('button', { name: c.submitLabel }).dblclick();
        await expect(form.getByRole('button', { name: forms.sending })).toBeDisabled();
        await waitForRequests(marker);
        await page.waitForTimeout(300);
        expect(await release(marker)).toBe(1);

        const status = form.getByRole('alert');
        await expect(status).toContainText(forms.failure.heading);
        await expect(status).toContainText(failureWording[mode]);
        // docs/product-rules.md#failure-wording: a 400 will be refused again, so nothing promises a retry; the e-mail is the way.
        if (mode === '400') await expect(status).toContainText(forms.failure.onlyEmail);
        else await expect(status).toContainText(forms.failure.alsoEmail);
        // Pre-filled with the message (e2e/outbox.spec.ts decodes them).
        await expect(status.getByRole('link', { name: site.email })).toHaveAttribute('href', new RegExp(`^mailto:${literal(site.email)}\\?subject=`));
        await expect(status.getByRole('link', { name: forms.failure.whatsapp })).toHaveAttribute('href', new RegExp(`^${literal(site.whatsappUrl)}\\?text=`));
        await expect(status).toBeInViewport();
        await expect(form.getByRole('button', { name: c.submitLabel })).toBeEnabled();
        await expectValues(form, typed);
        expect(logged.some((line) => loggedFailure[mode].test(line)), logged.join('\n')).toBe(true);
        expect(alerts).toEqual([]);
        await page.waitForTimeout(500);
        expect(await requestsWith(marker)).toHaveLength(1);
      });
    }

    test('after a failed send the visitor can send again at once, and it arrives', async ({ page }, info) => {
      const marker = markerFor(info);
      const alerts = await watchAlerts(page);
      await answerWith(marker, '500');
      await page.goto(c.path);
      const form = c.form(page);
      const typed = await c.fill(form, marker);
      await form.getByRole('button', { name: c.submitLabel }).click();
      await expect(form.getByRole('alert')).toContainText(forms.failure.heading);
      // The service recovers; the rate limit must not hold back the retry of a send that failed.
      await answerWith(marker, 'ok');
      await markWindow(page);
      await form.getByRole('button', { name: c.submitLabel }).click();
      await reloaded(page);
      expect(alerts).toEqual([forms.successAlert]);
      const sent = await waitForRequests(marker, 2);
      expect(sent).toHaveLength(2);
      c.expectPayload(sent[1]!, typed);
    });

    test('a reload in the middle of typing brings the values back', async ({ page }, info) => {
      await page.goto(c.path);
      const typed = await c.fill(c.form(page), markerFor(info));
      await page.reload();
      await expectValues(c.form(page), typed);
      if (c === enquiry) {
        for (const label of ticked) await expect(c.form(page).getByLabel(label)).toBeChecked();
        await expect(c.form(page).getByLabel(enquiryInterests[1]!)).not.toBeChecked();
      }
    });

    test('a filled honeypot sends nothing, yet the visitor sees the normal success', async ({ page }, info) => {
      const marker = markerFor(info);
      const alerts = await watchAlerts(page);
      await page.goto(c.path);
      const form = c.form(page);
      await c.fill(form, marker);
      await form.locator('input[name="company_website"]').fill('http://spam.example', { force: true });
      await markWindow(page);
      await form.getByRole('button', { name: c.submitLabel }).click();
      await reloaded(page);
      expect(alerts).toEqual([forms.successAlert]);
      await page.waitForTimeout(500);
      expect(await requestsWith(marker)).toHaveLength(0);
    });

    test('a required field holding only spaces is refused with its label in the browser’s message, and nothing is sent', async ({ page }, info) => {
      // docs/product-rules.md#forms: spaces alone are empty.
      const marker = markerFor(info);
      const alerts = await watchAlerts(page);
      await page.goto(c.path);
      const form = c.form(page);
      await c.fill(form, marker);
      const field = form.getByLabel(c.freeText, { exact: true });
      await field.fill('   \u00a0 ');
      await form.getByRole('button', { name: c.submitLabel }).click();
      await expect(field).toBeFocused();
      expect(await field.evaluate((el: HTMLInputElement) => [el.validity.valid, el.validationMessage])).toEqual([
        false,
        fillTemplate(forms.blank, { label: c.freeText }),
      ]);
      await page.waitForTimeout(500);
      expect(alerts).toEqual([]);
      expect(await requestsWith(marker)).toHaveLength(0);
    });

    test('native validation stops empty required fields and a malformed e-mail, and nothing is sent', async ({ page }, info) => {
      const marker = markerFor(info);
      const alerts = await watchAlerts(page);
      await page.goto(c.path);
      const form = c.form(page);
      const submit = form.getByRole('button', { name: c.submitLabel });
      await submit.click();
      const firstInvalid = form.locator(':invalid').first();
      await expect(firstInvalid).toBeFocused();

      const typed = await c.fill(form, marker);
      const emailField = form.getByRole('textbox', { name: /e-mail/i });
      await emailField.fill('a@');
      await submit.click();
      await expect(emailField).toBeFocused();
      expect(await emailField.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
      await emailField.fill(Object.entries(typed).find(([label]) => /e-mail/i.test(label))![1]);

      if (c === enquiry) {
        // Letters never get in: a number typed as letters leaves the required field empty.
        const number = form.getByLabel(label.enquiryNumber);
        await number.fill('');
        await number.pressSequentially('call me');
        await expect(number).toHaveValue('');
        await submit.click();
        await expect(number).toBeFocused();
        // Letters that reach the field some other way (an extension, a script) fail its pattern.
        await number.evaluate((el: HTMLInputElement) => (el.value = '98ab76'));
        expect(await number.evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(true);
        await submit.click();
        await expect(number).toBeFocused();
      }
      await page.waitForTimeout(500);
      expect(alerts).toEqual([]);
      expect(await requestsWith(marker)).toHaveLength(0);
    });

    test('a 10,000-character message with Hindi, emoji and "<script>" arrives unchanged', async ({ page }, info) => {
      const marker = markerFor(info);
      const alerts = await watchAlerts(page);
      await page.goto(c.path);
      const form = c.form(page);
      const typed = await c.fill(form, marker);
      const head = `${marker} नमस्ते! हमें एक नई वेबसाइट चाहिए 🙏🚀👩🏽‍💻 <script>alert("x")</script> & "quotes" `;
      // Cut by code point, so no emoji is split in half.
      const long = Array.from(head + 'लम्बा संदेश 🌟 '.repeat(1000)).slice(0, 10_000).join('');
      expect(Array.from(long)).toHaveLength(10_000);
      await form.getByLabel(c.freeText, { exact: true }).fill(long);
      await markWindow(page);
      await form.getByRole('button', { name: c.submitLabel }).click();
      await reloaded(page);
      expect(alerts).toEqual([forms.successAlert]);
      const [request] = await waitForRequests(marker);
      c.expectPayload(request!, { ...typed, [c.freeText]: long });
    });
  });
}

test('digits of other scripts typed into the enquiry’s mobile number become 0-9', async ({ page }) => {
  // docs/product-rules.md#forms: Devanagari and full-width digits are converted, not dropped.
  await page.goto(enquiry.path);
  const number = enquiry.form(page).getByLabel(label.enquiryNumber, { exact: true });
  await number.pressSequentially('९८७६५ ४३२१०');
  await expect(number).toHaveValue('9876543210');
  await number.fill('');
  await number.pressSequentially('０９８７６');
  await expect(number).toHaveValue('09876');
});

test.describe('with site data blocked (reading storage throws, as in Chromium with cookies blocked for the site)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(refuseStorage);
  });

  for (const c of [contact, enquiry, about]) {
    test(`${c.name}: a valid message is sent, then the alert and a reload`, async ({ page }, info) => {
      // docs/product-rules.md#forms: only the drafts and the outbox need storage; sending does not.
      const marker = markerFor(info);
      const alerts = await watchAlerts(page);
      await page.goto(c.path);
      expect(await page.evaluate(localStorageAccess)).toBe('SecurityError');
      const form = c.form(page);
      const typed = await c.fill(form, marker);
      await markWindow(page);
      await form.getByRole('button', { name: c.submitLabel }).click();
      await reloaded(page);
      expect(alerts).toEqual([forms.successAlert]);
      const [request, ...others] = await waitForRequests(marker);
      expect(others).toHaveLength(0);
      c.expectPayload(request!, typed);
    });
  }

  test('a failed send says the message is kept only while the page stays open', async ({ page }, info) => {
    const marker = markerFor(info);
    await answerWith(marker, '500');
    await page.goto(enquiry.path);
    const form = enquiry.form(page);
    const typed = await enquiry.fill(form, marker);
    await form.getByRole('button', { name: enquiry.submitLabel }).click();
    const status = form.getByRole('alert');
    await expect(status).toContainText(forms.failure.causes.failed.reason);
    await expect(status).toContainText(forms.failure.notStored);
    await expectValues(form, typed);
    expect(await requestsWith(marker)).toHaveLength(1);
  });
});

test('where the browser keeps site data, the failure panel does not say it cannot', async ({ page }, info) => {
  const marker = markerFor(info);
  await answerWith(marker, '500');
  await page.goto(enquiry.path);
  const form = enquiry.form(page);
  await enquiry.fill(form, marker);
  await form.getByRole('button', { name: enquiry.submitLabel }).click();
  await expect(form.getByRole('alert')).toContainText(forms.failure.causes.failed.reason);
  await expect(form.getByRole('alert')).not.toContainText(forms.failure.notStored);
});

test('the mobile number keeps the caret where the visitor types, whatever the filter changes or drops', async ({ page, context }) => {
  // docs/product-rules.md#forms: typing, pasting or deleting in the middle stays in the middle.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(enquiry.path);
  const number = enquiry.form(page).getByLabel(label.enquiryNumber, { exact: true });
  const caret = () => number.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd]);
  await number.pressSequentially('12345');
  await number.evaluate((el: HTMLInputElement) => el.setSelectionRange(2, 2));
  // Devanagari digits become 98, where they were typed.
  await number.pressSequentially('९८');
  await expect(number).toHaveValue('1298345');
  expect(await caret()).toEqual([4, 4]);
  // A letter is dropped: the caret stays where it was.
  await number.press('x');
  await expect(number).toHaveValue('1298345');
  expect(await caret()).toEqual([4, 4]);
  // Pasted text keeps its digits, and the caret lands after them.
  await page.evaluate(() => navigator.clipboard.writeText('+91 (0) '));
  await number.press('ControlOrMeta+V');
  await expect(number).toHaveValue('1298910345');
  expect(await caret()).toEqual([7, 7]);
  // Deleting stays in place too.
  await number.press('Backspace');
  await expect(number).toHaveValue('129891345');
  expect(await caret()).toEqual([6, 6]);
  // Replacing a selection with full-width digits.
  await number.evaluate((el: HTMLInputElement) => el.setSelectionRange(1, 3));
  await page.keyboard.insertText('０-０');
  await expect(number).toHaveValue('100891345');
  expect(await caret()).toEqual([3, 3]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const c of [contact, enquiry, about]) {
    test(`${c.name}: the form says that sending opens the visitor’s mail app, and refuses a required field of spaces where HTML can`, async ({ page }) => {
      // docs/product-rules.md#forms: the mailto: fallback, and the script's rules as far as HTML allows.
      await page.goto(c.path);
      const form = c.form(page);
      await expect(form).toHaveAttribute('action', `mailto:${site.email}`);
      // Playwright's text search skips <noscript>, whose line this is: found by its place instead.
      const line = form.locator('noscript p');
      await expect(line).toHaveText(forms.noScript);
      await expect(line).toBeVisible();
      // The one-line text fields; the mobile number has its own pattern (below), a textarea none.
      for (const field of await form.locator('input[required][type="text"]').all()) {
        await field.fill('   ');
        expect(await field.evaluate((el: HTMLInputElement) => el.validity.valid), await field.getAttribute('name') ?? '').toBe(false);
        await field.fill('Asha 9');
        expect(await field.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(true);
      }
    });
  }

  test('the enquiry’s mobile number accepts digits only and offers the number keypad', async ({ page }) => {
    await page.goto(enquiry.path);
    const number = enquiry.form(page).getByLabel(label.enquiryNumber, { exact: true });
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    const validity = () => number.evaluate((el: HTMLInputElement) => el.validity.valid);
    await number.fill('+91 98765');
    expect(await validity()).toBe(false);
    await number.fill('9198765');
    expect(await validity()).toBe(true);
  });
});
