import { type APIRequestContext, expect } from '@playwright/test';

/** One message the sandbox SMS/voice provider "sent" (GET /dev/outbox, newest first). */
export interface OutboxMessage {
  mobile: string;
  channel: 'sms' | 'voice';
  code: string;
  text: string;
  time: string;
}

/**
 * A fresh valid Mexican mobile number (Mexico City, 55 + 8 digits), national form, never ending in
 * 0000 (the sandbox gateway refuses those, as a real one refuses an unreachable number).
 */
export function randomMexicanMobile(): string {
  const rest = String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0');
  const ending = rest.endsWith('0000') ? `${rest.slice(0, 7)}1` : rest;
  return `55${ending.startsWith('0') ? `1${ending.slice(1)}` : ending}`;
}

/** A fresh valid Nigerian MTN mobile number (803 + 7 digits), national form without the leading 0. */
export function randomNigerianMobile(): string {
  const rest = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return `803${rest.endsWith('0000') ? `${rest.slice(0, 6)}1` : rest}`;
}

export async function outbox(request: APIRequestContext, mobile: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/dev/outbox?mobile=${mobile}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxMessage[];
}

/** Waits until the sandbox delivered message number `count` to `mobile`, and returns its code. */
export async function codeNumber(request: APIRequestContext, mobile: string, count: number): Promise<string> {
  await expect.poll(async () => (await outbox(request, mobile)).length, { timeout: 10_000 }).toBe(count);
  const [latest] = await outbox(request, mobile);
  expect(latest?.code).toMatch(/^\d{6}$/);
  return latest?.code ?? '';
}

/**
 * Moves the service's business clock (e.g. past the 60-second wait between two codes, or to a due
 * date); the service has run its deadline work at the new time when this returns.
 */
export async function advanceClock(
  request: APIRequestContext,
  by: { minutes?: number; hours?: number; days?: number },
): Promise<void> {
  const response = await request.post('/dev/clock/advance', { data: by });
  expect(response.ok()).toBe(true);
}
