import { readFileSync, rmSync } from 'node:fs';

/**
 * Fails the run when any Node process of it tried to reach another host (playwright.config.ts runs
 * them under scripts/check/outbound-guard.mjs; docs/product-rules.md#performance).
 */
export default function outboundTeardown() {
  const log = process.env.OUTBOUND_GUARD_LOG;
  if (!log) return;
  let attempts = '';
  try {
    attempts = readFileSync(log, 'utf8');
  } catch {
    return; // no attempt was made
  }
  rmSync(log, { force: true });
  if (attempts) throw new Error(`a process of the test run tried to reach other hosts (refused):\n${[...new Set(attempts.trim().split('\n'))].join('\n')}`);
}
