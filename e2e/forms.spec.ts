import { expect, test, type Locator, type Page } from '@playwright/test';
import { enquiryInterests, forms, links, site, texts } from './content';
import { answerWith, emailJsEnv, markerFor, release, requestsWith, waitForRequests, type FakeMode, type RecordedRequest } from './fake-emailjs-client';

/**
 * The three forms against the real @emailjs/browser library and the fake EmailJS server
 * (e2e/fake-emailjs.mjs). Every test marks its payload so parallel tests never see each other.
 */

type Values = Record<string, string>;

interface FormCase {
  name: string;
  path: string;
  form: (page: Page) => Locator;
  submitLabel: string;
  /** Fills every field with valid values carrying the marker; returns what was typed by label. */
  fill: (form: Locator, marker: string) => Promise<Values>;
  /** The exact fields the fake server must receive for those values. */
  expectPayload: (request: RecordedRequest, typed: Values) => void;
  /** A field for long, multilingual text. */
  freeText: string;
}

const email = (marker: string) => `e2e+${marker}@test.example`;

// Field labels as the forms show them (content/forms.json); optional ones carry the "(optional)" note.
const optional = (label: string) => `${label} ${forms.optional}`;
const cf = forms.contact.fields;
const ef = forms.enquiry.fields;
const af = forms.about.fields;
const label = {
  contactEmail: cf.email_from.label,
  contactMessage: cf.message_from.label,
  enquiryName: ef.name.label,
  enquiryNumber: ef.number.label,
  enquiryEmail: ef.email.label,
  enquiryCompany: ef.companyname.label,
  enquiryWebsite: optional(ef.websiteurl.label),
  aboutName: af.name.label,
  aboutEmail: af.email.label,
  aboutPhone: optional(af.phone.label),
  aboutPosition: optional(af.position.label),
  aboutSubject: af.subject.label,
};

async function fillByLabel(form: Locator, values: Values) {
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
}

const contact: FormCase = {
  name: 'footer "Connect Us"',
  path: links.home,
  form: (page) => page.getByRole('form', { name: texts.footer.connectUs }),
  submitLabel: forms.contact.submit,
  freeText: label.contactMessage,
  fill: async (form, marker) => {
    const typed = { [label.contactEmail]: email(marker), [label.contactMessage]: `Hello from ${marker}: we need a new website.` };
    await fillByLabel(form, typed);
    return typed;
  },
  expectPayload: (request, typed) => {
    expect(request.path).toBe('/api/v1.0/email/send-form');
    expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.fields).toEqual([
      ['email_from', typed[label.contactEmail]],
      ['message_from', typed[label.contactMessage]],
      ['lib_version', '4.4.1'],
      ['service_id', emailJsEnv.NEXT_PUBLIC_EMAILJS_SERVICE_ID],
      ['template_id', emailJsEnv.NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID],
      ['user_id', emailJsEnv.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY],
    ]);
  },
};

const ticked = [enquiryInterests[10]!, enquiryInterests[0]!, enquiryInterests[6]!];

const enquiry: FormCase = {
  name: 'enquiry',
  path: links.getQuote,
  form: (page) => page.getByRole('form', { name: forms.enquiry.name }),
  submitLabel: forms.enquiry.submit,
  freeText: label.enquiryCompany,
  fill: async (form, marker) => {
    const typed = {
      [label.enquiryName]: 'Asha Patil',
      [label.enquiryEmail]: email(marker),
      [label.enquiryCompany]: `Asha Foods ${marker}`,
      [label.enquiryWebsite]: 'ashafoods.example',
    };
    await fillByLabel(form, typed);
    // docs/product-rules.md#forms: every non-digit is stripped as it is typed.
    await form.getByLabel(label.enquiryNumber).pressSequentially('+91 98765-43210');
    await expect(form.getByLabel(label.enquiryNumber)).toHaveValue('919876543210');
    for (const interest of ticked) await form.getByLabel(interest).check();
    return { ...typed, [label.enquiryNumber]: '919876543210' };
  },
  expectPayload: (request, typed) => {
    expect(request.path).toBe('/api/v1.0/email/send');
    expect(request.json).toEqual({
      lib_version: '4.4.1',
      user_id: emailJsEnv.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
      service_id: emailJsEnv.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
      template_id: emailJsEnv.NEXT_PUBLIC_EMAILJS_ENQUIRY_TEMPLATE_ID,
      template_params: {
        name: typed[label.enquiryName],
        number: typed[label.enquiryNumber],
        email: typed[label.enquiryEmail],
        websiteurl: typed[label.enquiryWebsite],
        companyname: typed[label.enquiryCompany],
        // Ticked out of order, listed in content order.
        interests: enquiryInterests.filter((l) => (ticked as readonly string[]).includes(l)).join(', '),
      },
    });
  },
};

const about: FormCase = {
  name: 'About "Get in touch"',
  path: links.about,
  form: (page) => page.getByRole('form', { name: forms.about.name }),
  submitLabel: texts.about.connectButton,
  freeText: label.aboutSubject,
  fill: async (form, marker) => {
    const typed = {
      [label.aboutName]: 'Ravi Kulkarni',
      [label.aboutEmail]: email(marker),
      [label.aboutPhone]: '+91 98220 00000',
      [label.aboutPosition]: 'Head of Marketing',
      [label.aboutSubject]: `A launch campaign (${marker})`,
    };
    await fillByLabel(form, typed);
    return typed;
  },
  expectPayload: (request, typed) => {
    expect(request.path).toBe('/api/v1.0/email/send');
    expect(request.json).toEqual({
      lib_version: '4.4.1',
      user_id: emailJsEnv.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
      service_id: emailJsEnv.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
      template_id: emailJsEnv.NEXT_PUBLIC_EMAILJS_ABOUT_TEMPLATE_ID,
      template_params: {
        name: typed[label.aboutName],
        email: typed[label.aboutEmail],
        phone: typed[label.aboutPhone],
        position: typed['Title / position (optional)'],
        subject: typed.Subject,
      },
    });
  },
};

/** Accepts every alert and keeps its text; marks the window so a reload can be told apart. */
async function watchAlerts(page: Page) {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { beforeReload: true }));
const reloaded = (page: Page) => page.waitForFunction(() => !('beforeReload' in window));

async function expectValues(form: Locator, typed: Values) {
  for (const [label, value] of Object.entries(typed)) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
}

/** What the failure panel says for each answer of the fake server (content/forms.json). */
const failureWording: Record<Exclude<FakeMode, 'ok'>, string> = {
  '400': forms.failure.causes.failed.reason,
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
        await expect(status.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
        await expect(status.getByRole('link', { name: forms.failure.whatsapp })).toHaveAttribute('href', site.whatsappUrl);
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
