import { expect, type Page } from '@playwright/test';

/** The codes a phone was sent, newest first, as the SMS provider's own message list gives them. */
export type CodesSent = () => Promise<string[]>;

/** The 6-digit code in each code's text, newest first; the service's reminders and receipts are not codes. */
export const codesIn = (texts: string[]) =>
  texts.filter((text) => /\bcode\b|código/i.test(text)).map((text) => /\b(\d{6})\b/.exec(text)?.[1] ?? '');

/**
 * Asks for a code with `send` until the provider has sent message number `count`: the service allows
 * one code a minute per number, and a production clock cannot be moved past that, so the borrower taps
 * again as the screen allows. Answers the new code.
 */
export async function newCode(
  page: Page,
  sent: CodesSent,
  count: number,
  send: string | RegExp,
): Promise<string> {
  await expect
    .poll(
      async () => {
        if ((await sent()).length < count)
          await page
            .getByRole('button', { name: send })
            .click({ timeout: 2_000 })
            .catch(() => {});
        return (await sent()).length;
      },
      { timeout: 90_000, intervals: [1_000, 5_000] },
    )
    .toBe(count);
  return (await sent())[0] ?? '';
}
