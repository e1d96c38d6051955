import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

/**
 * The journeys' `test`: each test is a person on a phone of their own, so it calls from an address
 * of its own (X-Forwarded-For; the e2e service trusts the proxy header). Sharing 127.0.0.1, the
 * journeys together came close to the service's 30 code sends per address per hour, and the one
 * that crossed it failed with a 429 that had nothing to do with what it checks.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const seed = `${testInfo.testId}/${testInfo.repeatEachIndex}/${testInfo.retry}`;
    const [a, b, c] = createHash('sha256').update(seed).digest();
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${a}.${b}.${c}` });
  },
});
