import type { FormEventHandler, ReactNode, RefObject } from 'react';
import type { FailureCause } from '@/lib/emailjs';
import type { FailureCopy } from '@/lib/content';
import { FormStatus, type ContactWay } from '@/components/forms/FormStatus/FormStatus';
import { Honeypot } from '@/components/forms/Honeypot/Honeypot';

interface Props {
  /** Short id of the form: the honeypot's id and the drafts' key. */
  kind: string;
  children: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  sending: boolean;
  failure: FailureCause | null;
  trap: RefObject<HTMLInputElement | null>;
  submitLabel: string;
  sendingLabel: string;
  failureCopy: FailureCopy;
  contact: ContactWay;
  /** The form's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  tone?: 'light' | 'dark';
  className?: string;
  submitClassName?: string;
  /** Wraps the button and the failure panel, where the layout wants them together. */
  actionsClassName?: string;
}

/**
 * The shell every form shares: the mailto fallback for visitors without JavaScript, the
 * honeypot, the submit button that says when it is sending, and the failure panel.
 */
export function EmailForm({
  kind,
  children,
  onSubmit,
  sending,
  failure,
  trap,
  submitLabel,
  sendingLabel,
  failureCopy,
  contact,
  label,
  labelledBy,
  tone,
  className,
  submitClassName,
  actionsClassName,
}: Props) {
  const actions = (
    <>
      <button type="submit" className={submitClassName} disabled={sending}>
        {sending ? sendingLabel : submitLabel}
      </button>
      <FormStatus cause={failure} copy={failureCopy} contact={contact} tone={tone} />
    </>
  );
  return (
    // Without JavaScript the browser hands the message to the visitor's mail app instead.
    <form
      className={className}
      aria-label={label}
      aria-labelledby={labelledBy}
      action={`mailto:${contact.email}`}
      method="post"
      encType="text/plain"
      onSubmit={onSubmit}
    >
      {children}
      <Honeypot id={`${kind}-trap`} inputRef={trap} />
      {actionsClassName ? <div className={actionsClassName}>{actions}</div> : actions}
    </form>
  );
}
