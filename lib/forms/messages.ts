import {
  sendAboutMessage,
  sendContact,
  sendEnquiry,
  type AboutParams,
  type ContactParams,
  type EditionParam,
  type EnquiryParams,
  type FormKind,
  type SendOutcome,
} from '@/lib/emailjs';
import type { Locale } from '@/lib/i18n/locales';
import { digitsOnly } from './digits';
import type { FormValues } from './store';

/** The three forms, in the order the outbox lists their messages. */
export const formKinds = ['contact', 'enquiry', 'about'] as const satisfies readonly FormKind[];

/** What each form holds while the visitor types (and what drafts and the outbox keep). */
export const emptyValues = {
  contact: { email_from: '', message_from: '' },
  enquiry: { name: '', number: '', email: '', websiteurl: '', companyname: '', interests: [] as string[] },
  about: { name: '', email: '', phone: '', position: '', subject: '' },
} satisfies Record<FormKind, FormValues>;

export type ValuesOf<K extends FormKind> = (typeof emptyValues)[K];

/** How a form cleans a text field as it is typed or pasted (docs/product-rules.md#forms: the mobile number keeps digits only). */
export const fieldFilters: { [K in FormKind]: Partial<Record<keyof ValuesOf<K>, (value: string) => string>> } = {
  contact: {},
  enquiry: { number: digitsOnly },
  about: {},
};

interface ParamsByKind {
  contact: ContactParams;
  enquiry: EnquiryParams;
  about: AboutParams;
}
export type ParamsOf<K extends FormKind> = ParamsByKind[K];

/**
 * The EmailJS fields each form sends for its values (docs/product-rules.md#payloads): the form,
 * the outbox and the pre-filled fallback links all read the message through these.
 */
export const paramsOf: { [K in FormKind]: (values: ValuesOf<K>) => ParamsOf<K> } = {
  contact: ({ email_from, message_from }) => ({ email_from, message_from }),
  // Ticked labels, kept in content order by the form, joined with ", ".
  enquiry: ({ name, number, email, websiteurl, companyname, interests }) => ({
    name,
    number,
    email,
    websiteurl,
    companyname,
    interests: interests.join(', '),
  }),
  about: ({ name, email, phone, position, subject }) => ({ name, email, phone, position, subject }),
};

/** The field that tells a visitor which message the outbox holds: its text, or the company it is about. */
export const gistField = { contact: 'message_from', enquiry: 'companyname', about: 'subject' } as const satisfies {
  [K in FormKind]: keyof ValuesOf<K>;
};

/**
 * Sends stored values with the call their form makes (docs/product-rules.md#outbox): sendForm for
 * the footer, send for the enquiry and About forms, so a message from the outbox arrives exactly
 * as it would have from the form, with the language of the page it was written on
 * (docs/product-rules.md#payloads: page_language).
 */
export function sendValues<K extends FormKind>(kind: K, values: ValuesOf<K>, pageLanguage: Locale): Promise<SendOutcome> {
  const senders: { [J in FormKind]: (params: ParamsOf<J> & EditionParam) => Promise<SendOutcome> } = {
    contact: sendContact,
    enquiry: sendEnquiry,
    about: sendAboutMessage,
  };
  return senders[kind]({ ...paramsOf[kind](values), page_language: pageLanguage });
}
