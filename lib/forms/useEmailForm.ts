'use client';

import { useEffect, useLayoutEffect, useRef, type ChangeEvent, type FormEvent } from 'react';
import { fillTemplate } from '@/lib/content/fillTemplate';
import type { FormKind, SendOutcome } from '@/lib/emailjs';
import { filterKeepingCaret } from './caret';
import type { FormProps } from './copy';
import { emptyValues, fieldFilters, paramsOf, sendValues, type ValuesOf } from './messages';
import { isWorthKeeping, keepInOutbox, removeFromOutbox } from './outbox';
import { messageText } from './prefill';
import { browserKeepsData } from './store';
import { typedBeforeHydration } from './typedBeforeHydration';
import { useDraft } from './useDraft';
import { useSubmission } from './useSubmission';

/** Every label a form shows, by the field it sends (the interests list by its legend). */
function labelsOf(copy: FormProps<FormKind>['copy']): Record<string, string> {
  const labels: Record<string, string> = Object.fromEntries(Object.entries(copy.fields).map(([name, field]) => [name, field.label]));
  if ('interestsLegend' in copy) labels.interests = copy.interestsLegend;
  return labels;
}

/**
 * Everything a form needs between typing and sending (docs/product-rules.md#forms): the draft
 * kept across reloads, the honeypot, one send at a time, the success alert and reload, the
 * failure cause with every value left in place, and the outbox for a failure that may pass.
 */
export function useEmailForm<K extends FormKind>(kind: K, { copy, contact, locale }: FormProps<K>) {
  const empty = emptyValues[kind] as ValuesOf<K>;
  const filters = fieldFilters[kind] as Partial<Record<keyof ValuesOf<K>, (value: string) => string>>;
  const { values, setField, setFields, clear } = useDraft(kind, empty);
  const onSent = clear;
  const { state, submit, sending } = useSubmission({ onSent, successAlert: copy.successAlert });
  const trap = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // A visitor may type before the page's code has arrived (docs/product-rules.md#forms): once
  // hydrated, before anything renders again, what they typed becomes the form's values.
  useLayoutEffect(() => {
    if (!formRef.current) return;
    const typed = typedBeforeHydration(formRef.current, empty, filters);
    if (Object.keys(typed).length) setFields(typed);
    // Once, on the first commit: later typing goes through the change handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // docs/product-rules.md#forms: a required field holding only spaces is empty. The browser's own
  // validation refuses it (with the field's label), after every render, so drafts and text typed
  // before hydration are held to it too.
  useEffect(() => {
    const labels = labelsOf(copy);
    for (const field of formRef.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[required], textarea[required]') ?? []) {
      const blank = field.value !== '' && field.value.trim() === '';
      field.setCustomValidity(blank ? fillTemplate(copy.blank, { label: labels[field.name] ?? field.name }) : '');
    }
  });

  /**
   * A submit handler: sends the values with their form's call, or with `send` (the footer passes
   * its form element to sendForm), unless the honeypot says a bot filled the form.
   */
  const onSubmit = (send?: (form: HTMLFormElement) => Promise<SendOutcome>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const sent = values;
    const attempt = async () => {
      // The footer's form element carries page_language itself (EmailForm's hidden field).
      const outcome = await (send ? send(form) : sendValues(kind, sent, locale));
      if (isWorthKeeping(outcome)) keepInOutbox(kind, sent, locale);
      // This message went: a copy of it waiting from an earlier failure must not be offered again.
      // Other waiting messages of the form stay until the visitor sends or discards them.
      if (outcome.ok) removeFromOutbox(kind, sent);
      return outcome;
    };
    void submit(attempt, trap.current?.value ?? '');
  };

  /** The props of a text field bound to one value: id (`<kind>-<name>`), name, value and change handler (cleaned by fieldFilters). */
  const textField = (name: keyof ValuesOf<K> & string) => {
    const filter = filters[name];
    return {
      id: `${kind}-${name}`,
      name,
      value: String(values[name] ?? ''),
      onChange: ({ target: field }: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        if (!filter) return setField(name, field.value as ValuesOf<K>[typeof name]);
        const kept = filterKeepingCaret(filter, field.value, field.selectionStart, field.selectionEnd);
        // docs/product-rules.md#forms: the cleaned text goes into the field before React renders, with
        // the caret where the visitor is typing; React then finds nothing to replace, which would send it to the end.
        if (kept.value !== field.value) {
          field.value = kept.value;
          if (kept.start !== null && kept.end !== null && document.activeElement === field) field.setSelectionRange(kept.start, kept.end);
        }
        setField(name, kept.value as ValuesOf<K>[typeof name]);
      },
    };
  };

  const failure = state.phase === 'failed' ? state.cause : null;
  /** What the shared shell (EmailForm) needs: its state, its words and the message for the fallback links. */
  const shell = {
    kind,
    sending,
    failure,
    trap,
    formRef,
    copy,
    contact,
    locale,
    message: failure ? messageText(paramsOf[kind](values), labelsOf(copy)) : '',
    notStored: failure ? !browserKeepsData() : false,
  };
  return { values, setField, onSubmit, textField, shell };
}
