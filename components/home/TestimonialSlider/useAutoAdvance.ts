'use client';

import { useCallback, useEffect, useState } from 'react';

/**
 * Holds the current slide and, while `running`, moves to the next one every `intervalMs`,
 * wrapping after the last. Any change of slide (including a jump) restarts the wait.
 */
export function useAutoAdvance(count: number, intervalMs: number, running: boolean) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!running || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, index, count, intervalMs]);

  const goTo = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  return [index, goTo] as const;
}
