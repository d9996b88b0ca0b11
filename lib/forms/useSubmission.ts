'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { confirmSentAndReload } from './afterSuccess';
import type { FailureCause, SendOutcome } from '@/lib/emailjs';

export type SubmissionState =
  | { phase: 'idle' }
  | { phase: 'sending' }
  /** Held back by the rate limit: goes by itself, once, in waitMs (docs/product-rules.md#outbox). */
  | { phase: 'waiting'; waitMs: number }
  | { phase: 'failed'; cause: FailureCause };

interface Options {
  /** Called once the message is on its way, before the success alert: clears the draft. */
  onSent: () => void;
  /** The alert a visitor sees after a successful send (docs/product-rules.md#forms). */
  successAlert: string;
  /** A send the rate limit holds back goes by itself once the limit allows, once per click (the outbox's "Send now"). */
  sendWhenAllowed?: boolean;
}

// Timers and Date.now() may disagree by a few milliseconds; a little later never finds the limit still closed.
const afterTheWaitMs = 250;

/**
 * The life of one submit: sending (button disabled), then either the success alert and
 * reload, or a failure cause for FormStatus with every typed value left in place.
 */
export function useSubmission({ onSent, successAlert, sendWhenAllowed = false }: Options) {
  const [state, setState] = useState<SubmissionState>({ phase: 'idle' });
  // A ref, not state: a double click lands twice before React re-renders the disabled button.
  const inFlight = useRef(false);
  const later = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Gone before the wait is over (the notice closed, the message discarded): nothing is sent.
  useEffect(() => () => clearTimeout(later.current), []);

  const submit = useCallback(
    async (send: () => Promise<SendOutcome>, honeypot: string) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const attempt = async (afterWait: boolean) => {
        setState({ phase: 'sending' });
        // A filled honeypot is a bot: send nothing and let it believe it succeeded.
        const outcome: SendOutcome = honeypot.trim() ? { ok: true } : await send();
        if (outcome.ok) {
          onSent();
          confirmSentAndReload(successAlert);
          return; // Stay "sending" until the reload replaces the page.
        }
        if (sendWhenAllowed && !afterWait && outcome.waitMs) {
          setState({ phase: 'waiting', waitMs: outcome.waitMs });
          later.current = setTimeout(() => void attempt(true), outcome.waitMs + afterTheWaitMs);
          return;
        }
        inFlight.current = false;
        setState({ phase: 'failed', cause: outcome.cause });
      };
      await attempt(false);
    },
    [onSent, successAlert, sendWhenAllowed],
  );

  return { state, submit, sending: state.phase === 'sending' || state.phase === 'waiting' };
}
