import { type APIRequestContext, expect } from '@playwright/test';

/** One message the sandbox SMS/voice provider "sent" (GET /dev/outbox, newest first). */
export interface OutboxMessage {
  mobile: string;
  channel: 'sms' | 'voice' | 'whatsapp';
  /** The one-time code a code's message carries; null for the service's other messages. */
  code: string | null;
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

/** The one-time codes the sandbox delivered to `mobile`, newest first (not reminders or receipts). */
export async function codesSent(request: APIRequestContext, mobile: string): Promise<OutboxMessage[]> {
  return (await outbox(request, mobile)).filter((message) => message.code !== null);
}

/** Waits until the sandbox delivered code number `count` to `mobile`, and returns it. */
export async function codeNumber(request: APIRequestContext, mobile: string, count: number): Promise<string> {
  await expect.poll(async () => (await codesSent(request, mobile)).length, { timeout: 10_000 }).toBe(count);
  const [latest] = await codesSent(request, mobile);
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
