import type { FormEventHandler, ReactNode, RefObject } from 'react';
import type { FailureCause, FormKind } from '@/lib/emailjs';
import type { ContactWay, FormCopy } from '@/lib/forms/copy';
import type { Locale } from '@/lib/i18n/locales';
import { FormStatus } from '@/components/forms/FormStatus/FormStatus';
import { Honeypot } from '@/components/forms/Honeypot/Honeypot';
import fields from '@/components/forms/fields.module.scss';

interface Props {
  /** Which form: the honeypot's id and the drafts' key. */
  kind: FormKind;
  children: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  sending: boolean;
  failure: FailureCause | null;
  trap: RefObject<HTMLInputElement | null>;
  /** The form element, read once on hydration for what was typed before it. */
  formRef: RefObject<HTMLFormElement | null>;
  copy: FormCopy<FormKind>;
  contact: ContactWay;
  /** The page's edition, a field of the form (docs/product-rules.md#payloads: page_language). */
  locale: Locale;
  /** The typed message, for the failure panel's pre-filled links. */
  message: string;
  /** The browser refuses site data, which the failure panel says. */
  notStored: boolean;
  /** The form's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  /** Light: a page form (fields.module.scss). Dark: the footer form, which brings its own classes. */
  tone?: 'light' | 'dark';
  className?: string;
  submitClassName?: string;
}

/**
 * The shell every form shares (docs/product-rules.md#forms): the mailto fallback for visitors
 * without JavaScript, the honeypot, the submit button that says when it is sending, and the
 * failure panel.
 */
export function EmailForm({
  kind,
  children,
  onSubmit,
  sending,
  failure,
  trap,
  formRef,
  copy,
  contact,
  locale,
  message,
  notStored,
  label,
  labelledBy,
  tone = 'light',
  className = fields.form,
  submitClassName = fields.submit,
}: Props) {
  const actions = (
    <>
      {/* docs/product-rules.md#forms: without JavaScript the browser hands the message to the visitor's mail app. */}
      <noscript>
        <p className={tone === 'light' ? fields.noscript : fields.noscriptOnDark}>{copy.noScript}</p>
      </noscript>
      <button type="submit" className={submitClassName} disabled={sending}>
        {sending ? copy.sending : copy.submit}
      </button>
      <FormStatus cause={failure} copy={copy.failure} contact={contact} message={message} notStored={notStored} tone={tone} />
    </>
  );
  return (
    <form
      ref={formRef}
      className={className}
      aria-label={label}
      aria-labelledby={labelledBy}
      action={`mailto:${contact.email}`}
      method="post"
      encType="text/plain"
      onSubmit={onSubmit}
    >
      {children}
      {/* Which edition the message came from: in the footer's multipart post and the mail app's text alike. */}
      <input type="hidden" name="page_language" value={locale} />
      <Honeypot id={`${kind}-trap`} inputRef={trap} label={copy.trap} />
      {/* Page forms keep the button and the failure panel together in one column. */}
      {tone === 'light' ? <div className={fields.actions}>{actions}</div> : actions}
    </form>
  );
}
