import type { FailureCause } from '@/lib/emailjs';

/** docs/product-rules.md#forms: what a visitor is told for each way a send can fail, and what to do next. */
/** `next` is what to try first; without one, the e-mail address and WhatsApp are the way. */
export const failureMessages: Record<FailureCause, { reason: string; next?: string }> = {
  network: {
    reason: 'We could not reach our mail service. Your connection may be offline.',
    next: 'Check your connection and send it again.',
  },
  'rate-limited': {
    reason: 'Several messages were sent from this browser in a short time.',
    next: 'Please wait a few seconds, then send it again.',
  },
  blocked: {
    reason: 'Our mail service refused to send it from this browser.',
  },
  'not-configured': {
    reason: 'Sending messages from this site is not set up yet.',
  },
  failed: {
    reason: 'Our mail service reported a problem.',
    next: 'Please try again in a moment.',
  },
};

export const notSentHeading = 'Your message was not sent.';
export const keptNote = 'Everything you typed is still here.';
