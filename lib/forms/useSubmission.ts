'use client';

import { useCallback, useRef, useState } from 'react';
import { confirmSentAndReload } from './afterSuccess';
import type { FailureCause, SendOutcome } from '@/lib/emailjs';

export type SubmissionState = { phase: 'idle' } | { phase: 'sending' } | { phase: 'failed'; cause: FailureCause };

interface Options {
  /** Called once the message is on its way, before the success alert: clears the draft. */
  onSent: () => void;
  /** The alert a visitor sees after a successful send (docs/product-rules.md#forms). */
  successAlert: string;
}

/**
 * The life of one submit: sending (button disabled), then either the success alert and
 * reload, or a failure cause for FormStatus with every typed value left in place.
 */
export function useSubmission({ onSent, successAlert }: Options) {
  const [state, setState] = useState<SubmissionState>({ phase: 'idle' });
  // A ref, not state: a double click lands twice before React re-renders the disabled button.
  const inFlight = useRef(false);

  const submit = useCallback(
    async (send: () => Promise<SendOutcome>, honeypot: string) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setState({ phase: 'sending' });
      // A filled honeypot is a bot: send nothing and let it believe it succeeded.
      const outcome: SendOutcome = honeypot.trim() ? { ok: true } : await send();
      if (outcome.ok) {
        onSent();
        confirmSentAndReload(successAlert);
        return; // Stay "sending" until the reload replaces the page.
      }
      inFlight.current = false;
      setState({ phase: 'failed', cause: outcome.cause });
    },
    [onSent, successAlert],
  );

  return { state, submit, sending: state.phase === 'sending' };
}
