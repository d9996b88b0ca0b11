import { expect, type Locator, type Page } from '@playwright/test';
import { enquiryInterests, forms, links, texts } from './content';
import { emailJsEnv, type RecordedRequest } from './fake-emailjs-client';

/** The three forms as a visitor fills them, and the exact payload each must send (docs/product-rules.md#payloads). */

export type Values = Record<string, string>;

export interface FormCase {
  /** The form's key in lib/emailjs (FormKind): its draft and outbox entries are named after it. */
  kind: 'contact' | 'enquiry' | 'about';
  name: string;
  /** How the outbox notice names the form's message (lib/forms/copy.ts outboxCopy). */
  noticeName: string;
  path: string;
  form: (page: Page) => Locator;
  submitLabel: string;
  /**
   * Fills every field with valid values carrying the marker; returns what the form holds by label
   * once hydrated. `beforeHydration`: React is not running yet, so nothing is cleaned as it is typed.
   */
  fill: (form: Locator, marker: string, options?: { beforeHydration?: boolean }) => Promise<Values>;
  /** The exact fields the fake server must receive for those values. */
  expectPayload: (request: RecordedRequest, typed: Values) => void;
  /** A field for long, multilingual text. */
  freeText: string;
}

export const email = (marker: string) => `e2e+${marker}@test.example`;

// Field labels as the forms show them (content/forms.json); optional ones carry the "(optional)" note.
export const optional = (label: string) => `${label} ${forms.optional}`;
export const cf = forms.contact.fields;
export const ef = forms.enquiry.fields;
export const af = forms.about.fields;
export const label = {
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

export async function fillByLabel(form: Locator, values: Values) {
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
}

export const contact: FormCase = {
  kind: 'contact',
  name: 'footer "Connect Us"',
  noticeName: texts.footer.connectUs,
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

export const ticked = [enquiryInterests[10]!, enquiryInterests[0]!, enquiryInterests[6]!];

export const enquiry: FormCase = {
  kind: 'enquiry',
  name: 'enquiry',
  noticeName: forms.enquiry.name,
  path: links.getQuote,
  form: (page) => page.getByRole('form', { name: forms.enquiry.name }),
  submitLabel: forms.enquiry.submit,
  freeText: label.enquiryCompany,
  fill: async (form, marker, { beforeHydration = false } = {}) => {
    const typed = {
      [label.enquiryName]: 'Asha Patil',
      [label.enquiryEmail]: email(marker),
      [label.enquiryCompany]: `Asha Foods ${marker}`,
      [label.enquiryWebsite]: 'ashafoods.example',
    };
    await fillByLabel(form, typed);
    // docs/product-rules.md#forms: every non-digit is stripped as it is typed.
    await form.getByLabel(label.enquiryNumber).pressSequentially('+91 98765-43210');
    if (!beforeHydration) await expect(form.getByLabel(label.enquiryNumber)).toHaveValue('919876543210');
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

export const about: FormCase = {
  kind: 'about',
  name: 'About "Get in touch"',
  noticeName: forms.about.name,
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
        position: typed[label.aboutPosition],
        subject: typed[label.aboutSubject],
      },
    });
  },
};

/** Accepts every alert and keeps its text; marks the window so a reload can be told apart. */
export async function watchAlerts(page: Page) {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

export const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { beforeReload: true }));
export const reloaded = (page: Page) => page.waitForFunction(() => !('beforeReload' in window));

export async function expectValues(form: Locator, typed: Values) {
  for (const [label, value] of Object.entries(typed)) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
}
