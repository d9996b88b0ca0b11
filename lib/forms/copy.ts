import type { Content, FormsCopy } from '@/lib/content';
import type { FormKind } from '@/lib/emailjs';
import type { Locale } from '@/lib/i18n/locales';

/**
 * What server components hand the forms' client leaves (docs/product-rules.md#forms): each form
 * gets its own wording and the studio's contact details as props, so no client module reads content.
 */

/** The other ways to reach the studio, offered when a send fails. */
export interface ContactWay {
  email: string;
  /** https://wa.me/<number>: the WhatsApp chat, to which the failure panel adds the message. */
  whatsappUrl: string;
}

/** The words every form shares. */
type SharedCopy = Pick<FormsCopy, 'sending' | 'successAlert' | 'optional' | 'blank' | 'noScript' | 'trap' | 'failure'>;

/** One form's wording: the shared words, its own labels and its button. */
export type FormCopy<K extends FormKind> = SharedCopy & FormsCopy[K] & { submit: string };

export interface FormProps<K extends FormKind> {
  copy: FormCopy<K>;
  contact: ContactWay;
  /** The page's edition, sent as page_language (docs/product-rules.md#payloads). */
  locale: Locale;
}

type FormContent = Pick<Content, 'forms' | 'site' | 'texts'>;

export const contactWay = ({ site }: Pick<Content, 'site'>): ContactWay => ({ email: site.email, whatsappUrl: site.whatsappUrl });

/** The props a form's server parent passes: its copy, the contact details and the page's edition. */
export function formProps<K extends FormKind>(content: FormContent, kind: K, locale: Locale): FormProps<K> {
  const { sending, successAlert, optional, blank, noScript, trap, failure } = content.forms;
  // The About form's button reads "Connect with us", a line of the About page (docs/product-rules.md#payloads).
  const submit = { submit: content.texts.about.connectButton };
  const own = { ...submit, ...content.forms[kind] } as FormsCopy[K] & { submit: string };
  return { copy: { sending, successAlert, optional, blank, noScript, trap, failure, ...own }, contact: contactWay(content), locale };
}

/** The outbox notice's wording: its own lines, each form's name, and how a send ends. */
export type OutboxCopy = FormsCopy['outbox'] &
  Pick<FormsCopy, 'sending' | 'successAlert'> & {
    failure: Pick<FormsCopy['failure'], 'heading' | 'causes'>;
    /** How the notice names each form's message: "Connect Us", "Enquiry", "Get in touch". */
    names: Record<FormKind, string>;
  };

export function outboxCopy({ forms, texts }: Pick<Content, 'forms' | 'texts'>): OutboxCopy {
  const { sending, successAlert, failure } = forms;
  return {
    ...forms.outbox,
    sending,
    successAlert,
    failure: { heading: failure.heading, causes: failure.causes },
    names: { contact: texts.footer.connectUs, enquiry: forms.enquiry.name, about: forms.about.name },
  };
}
