'use client';

import { useRef, type FormEvent } from 'react';
import type { SendOutcome } from '@/lib/emailjs';
import { useDraft, type DraftValues } from './useDraft';
import { useSubmission } from './useSubmission';

/**
 * Everything a form needs between typing and sending (docs/product-rules.md#forms): the draft
 * kept across reloads, the honeypot, one send at a time, the success alert and reload, and the
 * failure cause with every value left in place.
 */
export function useEmailForm<V extends DraftValues>(kind: string, empty: V, successAlert: string) {
  const { values, setField, clear } = useDraft(kind, empty);
  const { state, submit, sending } = useSubmission({ onSent: clear, successAlert });
  const trap = useRef<HTMLInputElement>(null);

  /** A submit handler that sends with `send` unless the honeypot says a bot filled the form. */
  const onSubmit = (send: (form: HTMLFormElement) => Promise<SendOutcome>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void submit(() => send(form), trap.current?.value ?? '');
  };

  /** The props of a text input bound to one field: its id (prefix + name), name, value and change handler. */
  const textField = (prefix: string, name: keyof V & string, className?: string) => ({
    id: `${prefix}-${name}`,
    name,
    className,
    value: String(values[name] ?? ''),
    onChange: (e: { target: { value: string } }) => setField(name, e.target.value as V[typeof name]),
  });

  const failure = state.phase === 'failed' ? state.cause : null;
  /** What the shared shell (EmailForm) needs to show the sending and failed states. */
  const shell = { kind, sending, failure, trap };
  return { values, setField, onSubmit, textField, shell };
}
