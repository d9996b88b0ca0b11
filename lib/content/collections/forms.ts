import { z } from 'zod';
import { label, line, template } from '../fields';
import { defineSettings } from '../registry';

const formField = z.object({ label, placeholder: label.optional(), hint: line.optional() }).describe('A field of the form: its label, the example shown while it is empty, and the hint under it');
const fieldsOf = <K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((n) => [n, formField])) as Record<K, typeof formField>).describe('The form’s fields, under the names its e-mails use');
/** The failure causes of lib/emailjs.ts, each with what the visitor is told (docs/product-rules.md#failure-wording). */
export const failureCauses = ['network', 'rate-limited', 'blocked', 'rejected', 'not-configured', 'failed'] as const;
/** When each cause applies, for the editor. */
const causeWhen: Record<(typeof failureCauses)[number], string> = {
  network: 'the visitor is offline or the connection dropped',
  'rate-limited': 'too many messages were sent in a short time',
  blocked: 'the browser or a blocker stopped the message',
  rejected: 'the e-mail service refused the message',
  'not-configured': 'sending is not set up on this site',
  failed: 'anything else went wrong',
};

/** Every word of the three forms; field names are EmailJS's and fixed (docs/product-rules.md#payloads). */
const schema = z.object({
  sending: label,
  /** The alert after any successful send (docs/product-rules.md#forms). */
  successAlert: line,
  optional: label,
  /** A required field holding only spaces, as the browser says it (docs/product-rules.md#forms). */
  blank: template('label').describe('Said when a required field holds only spaces, e.g. "Please fill in {label}."'),
  /** Shown only without JavaScript: sending opens the visitor's mail app (docs/product-rules.md#forms). */
  noScript: line,
  /** The label of the field only bots fill in (components/forms/Honeypot): never seen, but read by crawlers. */
  trap: label.describe('The label of a hidden field that only spam bots fill in, e.g. "Leave this field empty"'),
  failure: z.object({
    heading: label,
    kept: line,
    /** Added when the browser refuses site data: the message lasts only while the page is open. */
    notStored: line,
    alsoEmail: label,
    onlyEmail: label,
    or: label,
    whatsapp: label,
    /** The subject of the pre-filled e-mail, and the note ending a message cut to fit a link. */
    mailSubject: label,
    shortened: line,
    causes: z.object(
      Object.fromEntries(failureCauses.map((c) => [c, z.object({ reason: line, next: line.optional() }).describe(`What the panel says when ${causeWhen[c]}: the reason, and what to do next`)])) as Record<
        (typeof failureCauses)[number],
        z.ZodObject<{ reason: typeof line; next: z.ZodOptional<typeof line> }>
      >,
    ).describe('The reason and the next step the failure panel gives for each kind of failure'),
  }).describe('What the panel says when a message could not be sent, and how it offers e-mail and WhatsApp instead'),
  /** The notice offering to send a message kept after a failed send, or to discard it; sendsIn when the rate limit holds a "Send now" back (docs/product-rules.md#outbox). */
  outbox: z.object({
    heading: label,
    text: line,
    send: label,
    sendsIn: template('when').describe('e.g. "It will be sent {when}." ({when} reads "in 8 seconds")'),
    discard: label,
    dismiss: label,
  }).describe('The notice offering to send a message kept after a failed send, or to discard it'),
  contact: z.object({ submit: label, fields: fieldsOf('email_from', 'message_from') }).describe('The contact form (Contact us page): its button and fields'),
  enquiry: z.object({
    name: label,
    submit: label,
    interestsLegend: label,
    fields: fieldsOf('name', 'number', 'email', 'companyname', 'websiteurl'),
  }).describe('The enquiry form (Get a quote page): its button, the interests and the fields'),
  about: z.object({ name: label, fields: fieldsOf('name', 'email', 'phone', 'position', 'subject') }).describe('The form of the About page: its button and fields'),
});
export type FormsCopy = z.output<typeof schema>;
export type FailureCopy = FormsCopy['failure'];

export const forms = defineSettings({ name: 'forms', file: 'forms.json', label: 'Form wording', schema });
