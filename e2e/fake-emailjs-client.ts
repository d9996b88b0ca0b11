import { expect, type TestInfo } from '@playwright/test';
import env from './fake-emailjs.env.json';

/** What the e2e build sends as keys and ids (scripts/build/build-e2e.ts builds with these). */
export const emailJsEnv = env;

const origin = env.NEXT_PUBLIC_EMAILJS_ORIGIN;

export type FakeMode = 'ok' | '400' | '429' | '500' | 'drop';

export interface RecordedRequest {
  seq: number;
  path: string;
  contentType: string;
  origin: string;
  raw: string;
  /** send-form: the multipart fields in order. */
  fields?: [string, string][];
  form?: Record<string, string>;
  /** send: the JSON body. */
  json?: { lib_version: string; user_id: string; service_id: string; template_id: string; template_params: Record<string, unknown> };
  parseError?: string;
}

/**
 * A marker no other test uses: tests share one fake server and run in parallel, so each puts
 * its marker in a field and reads or steers only the requests that carry it.
 */
export const markerFor = (info: TestInfo) => `m${info.testId.replace(/[^a-z0-9]/gi, '').slice(-10)}${info.repeatEachIndex}${info.retry}`;

/** Answers every request carrying `match` with `mode`; `hold` keeps each one waiting until release(match). */
export async function answerWith(match: string, mode: FakeMode, options: { hold?: boolean; delayMs?: number } = {}): Promise<void> {
  const response = await fetch(`${origin}/__rules`, { method: 'POST', body: JSON.stringify({ match, mode, ...options }) });
  expect(response.status, await response.text()).toBe(204);
}

/** Lets the held requests carrying `match` have their answer; returns how many were waiting. */
export async function release(match: string): Promise<number> {
  const response = await fetch(`${origin}/__release`, { method: 'POST', body: JSON.stringify({ match }) });
  return ((await response.json()) as { released: number }).released;
}

export async function requestsWith(match: string): Promise<RecordedRequest[]> {
  const response = await fetch(`${origin}/__requests?match=${encodeURIComponent(match)}`);
  return (await response.json()) as RecordedRequest[];
}

/** Waits until `count` requests with the marker have arrived, and returns them. */
export async function waitForRequests(match: string, count = 1): Promise<RecordedRequest[]> {
  await expect.poll(async () => (await requestsWith(match)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return requestsWith(match);
}
