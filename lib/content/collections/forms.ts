import { z } from 'zod';
import { copy, template } from '../fields';
import { defineSettings } from '../registry';

const formField = z.object({ label: copy, placeholder: copy.optional(), hint: copy.optional() });
const fieldsOf = <K extends string>(...names: K[]) => z.object(Object.fromEntries(names.map((n) => [n, formField])) as Record<K, typeof formField>);
/** The failure causes of lib/emailjs.ts, each with what the visitor is told (docs/product-rules.md#failure-wording). */
export const failureCauses = ['network', 'rate-limited', 'blocked', 'rejected', 'not-configured', 'failed'] as const;

/** Every word of the three forms; field names are EmailJS's and fixed (docs/product-rules.md#payloads). */
const schema = z.object({
  sending: copy,
  /** The alert after any successful send (docs/product-rules.md#forms). */
  successAlert: copy,
  optional: copy,
  /** A required field holding only spaces, as the browser says it (docs/product-rules.md#forms). */
  blank: template('label').describe('Said when a required field holds only spaces, e.g. "Please fill in {label}."'),
  failure: z.object({
    heading: copy,
    kept: copy,
    alsoEmail: copy,
    onlyEmail: copy,
    or: copy,
    whatsapp: copy,
    /** The subject of the pre-filled e-mail, and the note ending a message cut to fit a link. */
    mailSubject: copy,
    shortened: copy,
    causes: z.object(
      Object.fromEntries(failureCauses.map((c) => [c, z.object({ reason: copy, next: copy.optional() })])) as Record<
        (typeof failureCauses)[number],
        z.ZodObject<{ reason: typeof copy; next: z.ZodOptional<typeof copy> }>
      >,
    ),
  }),
  /** The notice offering to send a message kept after a failed send, or to discard it. */
  outbox: z.object({ heading: copy, text: copy, send: copy, discard: copy, dismiss: copy }),
  contact: z.object({ submit: copy, fields: fieldsOf('email_from', 'message_from') }),
  enquiry: z.object({
    name: copy,
    submit: copy,
    interestsLegend: copy,
    fields: fieldsOf('name', 'number', 'email', 'companyname', 'websiteurl'),
  }),
  about: z.object({ name: copy, fields: fieldsOf('name', 'email', 'phone', 'position', 'subject') }),
});
export type FormsCopy = z.output<typeof schema>;
export type FailureCopy = FormsCopy['failure'];

export const forms = defineSettings({ name: 'forms', file: 'forms.json', label: 'Form wording', schema });
