import { expect, type Locator, type Page } from '@playwright/test';
import { enquiryInterests, forms, links, texts } from './content';
import { emailJsEnv, type RecordedRequest } from './fake-emailjs-client';
import packageJson from '../package.json';

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

export const ticked = [enquiryInterests[10]!, enquiryInterests[0]!, enquiryInterests[6]!];

/** One field as the visitor fills it and as EmailJS receives it. */
interface FieldRow {
  /** The name EmailJS receives it under (docs/product-rules.md#payloads). */
  param: string;
  label: string;
  /** A valid value; the marker goes into at least one field of each form. */
  value: (marker: string) => string;
  /** Typed key by key instead, for a field that filters what is typed into `value`. */
  keys?: string;
}

/** A form's row of the table below; formCase turns it into a FormCase. */
interface FormRow extends Pick<FormCase, 'kind' | 'name' | 'noticeName' | 'path' | 'submitLabel' | 'freeText'> {
  /** The form's accessible name. */
  formName: string;
  /** contact posts multipart to send-form, the others JSON to send. */
  transport: 'send-form' | 'send';
  templateId: string;
  fields: FieldRow[];
  /** Interests ticked after typing, and sent as one "interests" parameter in content order. */
  ticks?: string[];
}

const libVersion = packageJson.dependencies['@emailjs/browser'];

function formCase(row: FormRow): FormCase {
  const keys = { service_id: emailJsEnv.NEXT_PUBLIC_EMAILJS_SERVICE_ID, template_id: row.templateId, user_id: emailJsEnv.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY };
  return {
    ...row,
    form: (page) => page.getByRole('form', { name: row.formName }),
    fill: async (form, marker, { beforeHydration = false } = {}) => {
      const typed: Values = {};
      for (const field of row.fields) {
        const input = form.getByLabel(field.label, { exact: true });
        typed[field.label] = field.value(marker);
        if (field.keys === undefined) await input.fill(typed[field.label]!);
        else {
          await input.pressSequentially(field.keys);
          if (!beforeHydration) await expect(input).toHaveValue(typed[field.label]!);
        }
      }
      for (const interest of row.ticks ?? []) await form.getByLabel(interest).check();
      return typed;
    },
    expectPayload: (request, typed) => {
      // SPEC's fields as typed, then the page's edition (docs/product-rules.md#payloads: page_language); these pages are English's.
      const params = [...row.fields.map((f): [string, string] => [f.param, typed[f.label]!]), ['page_language', 'en'] as [string, string]];
      expect(request.path).toBe(`/api/v1.0/email/${row.transport}`);
      if (row.transport === 'send-form') {
        expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/);
        // The form's fields in page order, then the library's own.
        expect(request.fields).toEqual([...params, ['lib_version', libVersion], ...Object.entries(keys)]);
        return;
      }
      // Ticked out of order, listed in content order.
      const interests = row.ticks ? { interests: enquiryInterests.filter((l) => row.ticks!.includes(l)).join(', ') } : {};
      expect(request.json).toEqual({ lib_version: libVersion, ...keys, template_params: { ...Object.fromEntries(params), ...interests } });
    },
  };
}

export const contact = formCase({
  kind: 'contact',
  name: 'footer "Connect Us"',
  noticeName: texts.footer.connectUs,
  formName: texts.footer.connectUs,
  path: links.home,
  submitLabel: forms.contact.submit,
  freeText: label.contactMessage,
  transport: 'send-form',
  templateId: emailJsEnv.NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID,
  fields: [
    { param: 'email_from', label: label.contactEmail, value: email },
    { param: 'message_from', label: label.contactMessage, value: (marker) => `Hello from ${marker}: we need a new website.` },
  ],
});

export const enquiry = formCase({
  kind: 'enquiry',
  name: 'enquiry',
  noticeName: forms.enquiry.name,
  formName: forms.enquiry.name,
  path: links.getQuote,
  submitLabel: forms.enquiry.submit,
  freeText: label.enquiryCompany,
  transport: 'send',
  templateId: emailJsEnv.NEXT_PUBLIC_EMAILJS_ENQUIRY_TEMPLATE_ID,
  fields: [
    { param: 'name', label: label.enquiryName, value: () => 'Asha Patil' },
    { param: 'email', label: label.enquiryEmail, value: email },
    { param: 'companyname', label: label.enquiryCompany, value: (marker) => `Asha Foods ${marker}` },
    { param: 'websiteurl', label: label.enquiryWebsite, value: () => 'ashafoods.example' },
    // docs/product-rules.md#forms: every non-digit is stripped as it is typed.
    { param: 'number', label: label.enquiryNumber, value: () => '919876543210', keys: '+91 98765-43210' },
  ],
  ticks: ticked,
});

export const about = formCase({
  kind: 'about',
  name: 'About "Get in touch"',
  noticeName: forms.about.name,
  formName: forms.about.name,
  path: links.about,
  submitLabel: texts.about.connectButton,
  freeText: label.aboutSubject,
  transport: 'send',
  templateId: emailJsEnv.NEXT_PUBLIC_EMAILJS_ABOUT_TEMPLATE_ID,
  fields: [
    { param: 'name', label: label.aboutName, value: () => 'Ravi Kulkarni' },
    { param: 'email', label: label.aboutEmail, value: email },
    { param: 'phone', label: label.aboutPhone, value: () => '+91 98220 00000' },
    { param: 'position', label: label.aboutPosition, value: () => 'Head of Marketing' },
    { param: 'subject', label: label.aboutSubject, value: (marker) => `A launch campaign (${marker})` },
  ],
});

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
