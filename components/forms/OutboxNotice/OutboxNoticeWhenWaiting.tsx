'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { OutboxCopy } from '@/lib/forms/copy';
import type { Locale } from '@/lib/i18n/locales';
import { anyMessageWaiting } from '@/lib/forms/outboxKey';

const OutboxNotice = lazy(() => import('./OutboxNotice').then((m) => ({ default: m.OutboxNotice })));

/**
 * The outbox notice (docs/product-rules.md#outbox) on every page, its code fetched only when a
 * message is waiting: when the page opens with one, or when the browser comes back online with
 * one. Nearly every visit has none, so no page pays for the sending code it will not use
 * (docs/product-rules.md#performance).
 */
export function OutboxNoticeWhenWaiting({ copy, locale }: { copy: OutboxCopy; /** The page's edition. */ locale: Locale }) {
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    if (needed) return;
    const check = () => {
      if (anyMessageWaiting()) setNeeded(true);
    };
    check();
    window.addEventListener('online', check);
    return () => window.removeEventListener('online', check);
  }, [needed]);

  if (!needed) return null;
  return (
    <Suspense>
      <OutboxNotice copy={copy} locale={locale} />
    </Suspense>
  );
}
