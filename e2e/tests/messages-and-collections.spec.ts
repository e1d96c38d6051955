import type { APIRequestContext, Browser, TestInfo } from '@playwright/test';
import { MARKETS, type MarketId } from '../../packages/domain/src/markets/markets.ts';
import { formatAmount, formatDay } from '../../packages/domain/src/pricing/format-money.ts';
import { addDays } from '../../packages/domain/src/pricing/money.ts';
import { borrowAndReceive, LOANS_MX_ES, LOANS_NG_EN, type LoanTexts } from '../support/loan-steps.ts';
import {
  businessNow,
  COLLECTIONS,
  type CollectionsDesk,
  dateShown,
  desktopScreenshot,
  fact,
  INBOX_EN,
  INBOX_ES,
  type InboxTexts,
  type Language,
  localDate,
  localInstant,
  logInAgain,
  moveClockTo,
  openCollectionsDesk,
  openInbox,
  phoneScreenshot,
  plain,
  readMessage,
  signedIn,
  smsReceived,
} from '../support/messages-steps.ts';
import { onboardNigerian } from '../support/nigeria-steps.ts';
import { onboardMexican } from '../support/onboarding-steps.ts';
import { MX_ES, NG_EN, type Texts } from '../support/onboarding-texts.ts';
import { advanceClock, randomMexicanMobile, randomNigerianMobile } from '../support/sandbox.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * Issue 21's journey in each market, on the sandbox business clock: the money is sent; three days
 * before the first due date a reminder reaches the inbox and, once the contact window opens, the
 * borrower's own phone; a part is paid (a receipt); the day after the due date the day-1 notice names
 * the amount that stops the penalty; a collector logs a call and a promise to pay; the promise is
 * missed and followed up; the loan is paid off and the message names the new limit. The borrower
 * reads each in their own language: Spanish in Mexico, English in Nigeria.
 */

test.describe.configure({ timeout: 600_000 });
// A screen that never shows what is looked for fails in seconds, not at the journey's timeout.
test.use({ actionTimeout: 20_000 });

const port = Number(process.env.E2E_PORT ?? 8181);

/** What differs between the markets' journeys. */
interface MarketJourney {
  market: MarketId;
  language: Language;
  mobile: string;
  onboarding: Texts;
  loans: LoanTexts;
  inbox: InboxTexts;
  amountLabel: string;
  /** An amount as the screens write it. */
  amount: RegExp;
  /** A part of the first payment, in whole units, that leaves it owed. */
  part: number;
  /** The contact window's opening, local time. */
  opens: string;
  screens: {
    status: string;
    nextPayment: string;
    dueDate: string;
    stopPenalty: string;
    totalOwed: string;
    paidOff: string;
    received: string;
    orderNo: RegExp;
    quota: RegExp;
    overdueLead: (amount: string) => string;
  };
  onboard(page: Page, request: APIRequestContext, mobile: string): Promise<void>;
  /** Pays `amount` (major units) by the market's transfer channel; the service has credited it on return. */
  pay(page: Page, request: APIRequestContext, amount: number): Promise<void>;
}

/** An amount as the screens write it ("$1,234.50", "₦20,000.00"), as a number. */
const number = (text: string) => Number(text.replace(/[^\d.]/g, ''));

const MEXICO = (): MarketJourney => ({
  market: 'MX',
  language: 'es',
  mobile: randomMexicanMobile(),
  onboarding: MX_ES,
  loans: LOANS_MX_ES,
  inbox: INBOX_ES,
  amountLabel: '$2,000',
  amount: /\$[\d,]+\.\d\d/,
  part: 300,
  opens: '07:00',
  screens: {
    status: 'Tu préstamo',
    nextPayment: 'Próximo pago',
    dueDate: 'Próxima fecha límite',
    stopPenalty: 'Paga ahora para detener la penalización',
    totalOwed: 'Total para liquidar hoy',
    paidOff: 'Préstamo liquidado',
    received: 'Recibes',
    orderNo: /^Solicitud PL\d+$/,
    quota: /^Tu límite hoy: (\$[\d,]+(?:\.\d\d)?)$/,
    overdueLead: (amount) => `Paga ${amount} ahora para detener la penalización.`,
  },
  onboard: (page, request, mobile) => onboardMexican(page, request, mobile),
  async pay(page, request, amount) {
    // SPEI to the borrower's own CLABE at STP; the tick credits the transfer.
    await page.goto('/#/repay/repay_detail');
    await page.getByRole('link', { name: /Transferencia bancaria \(SPEI\)/ }).click();
    const clabe = ((await page.getByText(/^646 180 /).textContent()) ?? '').replace(/\D/g, '');
    expect(clabe).toMatch(/^646180\d{12}$/);
    const sent = await request.post('/dev/stp/transfer', { data: { clabe, amount } });
    expect((await sent.json()).code).toBe(0);
    await advanceClock(request, { minutes: 2 });
  },
});

const NIGERIA = (): MarketJourney => ({
  market: 'NG',
  language: 'en',
  mobile: randomNigerianMobile(),
  onboarding: NG_EN,
  loans: LOANS_NG_EN,
  inbox: INBOX_EN,
  amountLabel: '₦20,000',
  amount: /₦[\d,]+\.\d\d/,
  part: 3_000,
  opens: '08:00',
  screens: {
    status: 'Your loan',
    nextPayment: 'Next payment',
    dueDate: 'Next due date',
    stopPenalty: 'Pay now to stop the late penalty',
    totalOwed: 'Total to pay off today',
    paidOff: 'Loan paid off',
    received: 'You receive',
    orderNo: /^Order PL\d+$/,
    quota: /^Your limit today: (₦[\d,]+(?:\.\d\d)?)$/,
    overdueLead: (amount) => `Pay ${amount} now to stop the late penalty.`,
  },
  onboard: (page, request, mobile) => onboardNigerian(page, request, mobile, { screenshots: false }),
  async pay(page, request, amount) {
    // A transfer into the account number kept for this borrower; the provider notifies in minutes.
    await page.goto('/#/repay/repay_detail');
    await page.getByRole('link', { name: /Transfer to your account number/ }).click();
    const accountNumber = ((await page.getByText(/^\d{3} \d{3} \d{4}$/).textContent()) ?? '').replace(
      /\D/g,
      '',
    );
    expect(accountNumber).toMatch(/^\d{10}$/);
    const sent = await request.post('/dev/nuban/transfer', { data: { accountNumber, amount } });
    expect((await sent.json()).code).toBe(0);
    await advanceClock(request, { minutes: 5 });
  },
});

/** The collector of both journeys, made once per worker (the first administrator is forced). */
let desk: CollectionsDesk | undefined;

async function journey(
  j: MarketJourney,
  page: Page,
  request: APIRequestContext,
  browser: Browser,
  testInfo: TestInfo,
) {
  const { market, language, mobile } = j;
  const currency = MARKETS[market].currency;
  const shots: string[] = [];

  const says = j.inbox.says;
  const money = (amount: number) => plain(formatAmount(amount, currency, language));
  const day = (date: string) => plain(formatDay(date, currency, language));

  // --- Disbursed: the money is sent, and the inbox names what the key facts said would arrive.
  await j.onboard(page, request, mobile);
  let received = '';
  await borrowAndReceive(page, request, mobile, {
    amountLabel: j.amountLabel,
    codesSoFar: 2,
    texts: j.loans,
    beforeSigning: async (confirm) => {
      const facts = confirm.getByRole('region', { name: j.loans.facts });
      received = plain(await fact(facts, j.screens.received).textContent());
    },
  });
  expect(number(received)).toBeGreaterThan(0);
  expect(number(received)).toBeLessThanOrEqual(number(j.amountLabel));
  const disbursed = await readMessage(page, j.inbox, j.inbox.titles.disbursed);
  expect(disbursed).toContain(j.inbox.says.arrived(received));

  // The loan's order number and first due date as the repayment screen shows them.
  await page.goto('/#/repay/repay_detail');
  const orderNo = /PL\d{16}/.exec(plain(await page.getByText(j.screens.orderNo).textContent()))?.[0] ?? '';
  expect(orderNo).toMatch(/^PL\d{16}$/);
  const dueShown = plain(await fact(page, j.screens.dueDate).textContent());
  const due = dateShown(market, language, localDate(market, await businessNow(request)), dueShown);

  // --- Three days before: the reminder waits for the contact window, then reaches the phone with
  // the amount the repayment screen shows for the first payment.
  await moveClockTo(request, market, addDays(due, -3), beforeOpening(j.opens));
  await page.goto('/#/repay/repay_detail');
  const next = page.getByRole('region', { name: j.screens.nextPayment });
  const installment = plain(await next.getByText(j.amount).first().textContent());
  expect(number(installment)).toBeGreaterThan(j.part);
  // The reminder is found by its words, then checked to name the amount the repayment screen shows.
  const reminderSays = says.due(null, day(due));
  const reminderNames = says.due(installment, day(due));
  // Written at once (the inbox has it, and the Me tab counts it), but not sent before 07:00 (08:00).
  await page.goto('/#/');
  await expect(page.getByRole('link', { name: j.inbox.meTab })).toHaveAccessibleName(j.inbox.meTabUnread);
  const reminder = await readMessage(page, j.inbox, j.inbox.titles.reminder3);
  expect(reminder).toMatch(reminderSays);
  expect(reminder, 'the reminder names the next payment the repayment screen shows').toMatch(reminderNames);
  const phoneSays = (pattern: RegExp) => async () =>
    (await smsReceived(request, mobile)).filter((m) => pattern.test(m.text));
  expect(await phoneSays(reminderSays)()).toHaveLength(0);
  await moveClockTo(request, market, addDays(due, -3), afterOpening(j.opens));
  // The phone has it once the carrier delivered it (real-time latency), sent once the window opened.
  await expect.poll(async () => (await phoneSays(reminderSays)()).length, { timeout: 15_000 }).toBe(1);
  const [reminderSms] = await phoneSays(reminderSays)();
  expect(reminderSms?.text).toMatch(reminderNames);
  const opened = localInstant(market, addDays(due, -3), j.opens);
  expect(Date.parse(reminderSms?.time ?? '')).toBeGreaterThanOrEqual(opened.getTime());

  // --- A part is paid: the receipt names it.
  await j.pay(page, request, j.part);
  expect(await readMessage(page, j.inbox, j.inbox.titles.receipt)).toContain(says.received(money(j.part)));
  shots.push(await phoneScreenshot(page, testInfo, `${market}-inbox-receipt`));

  // --- The day after the due date: overdue, and the day-1 notice names what stops the penalty.
  await moveClockTo(request, market, addDays(due, 1), '09:00');
  // A session lasts 30 days: the borrower is told it lapsed and logs in again.
  await logInAgain(page, request, j.onboarding, j.inbox, mobile);
  await page.goto('/#/repay/repay_detail');
  const stop = page.getByRole('region', { name: j.screens.stopPenalty });
  const stopAmount = plain(await stop.getByText(j.amount).first().textContent());
  // What is left of the first payment after the part, with a day's penalty.
  expect(number(stopAmount)).toBeGreaterThan(number(installment) - j.part);
  // Home leads with the same amount.
  await page.goto('/#/');
  await expect(
    page
      .getByRole('region', { name: j.screens.status, exact: true })
      .getByText(j.screens.overdueLead(stopAmount), { exact: true }),
  ).toBeVisible();
  const stopsPenalty = says.stopsPenalty(null);
  const notice = await readMessage(page, j.inbox, j.inbox.titles.overdue1);
  expect(notice).toMatch(stopsPenalty);
  expect(notice, 'the day-1 notice names what the repayment screen says stops the penalty').toMatch(
    says.stopsPenalty(stopAmount),
  );
  await expect.poll(async () => (await phoneSays(stopsPenalty)()).length, { timeout: 15_000 }).toBe(1);
  expect((await phoneSays(stopsPenalty)())[0]?.text).toMatch(says.stopsPenalty(stopAmount));
  shots.push(await phoneScreenshot(page, testInfo, `${market}-inbox-day1-notice`));

  // --- A collector works the case: a call in which the borrower promises to pay tomorrow.
  desk ??= await openCollectionsDesk(browser, port);
  const staff = await signedIn(desk);
  const promiseDate = addDays(due, 2);
  await COLLECTIONS.takeCase(staff, market, orderNo);
  const note = `Called the borrower: will pay ${stopAmount} on ${promiseDate}.`;
  await COLLECTIONS.logCall(staff, note);
  await COLLECTIONS.promise(staff, promiseDate, stopAmount, currency);
  shots.push(await desktopScreenshot(staff, testInfo, `${market}-collections-case`));

  // --- The promise is missed: the borrower is followed up, and the case shows it.
  await moveClockTo(request, market, addDays(due, 3), '09:00');
  expect(await readMessage(page, j.inbox, j.inbox.titles.promiseMissed)).toMatch(
    says.promised(stopAmount, day(promiseDate)),
  );
  shots.push(await phoneScreenshot(page, testInfo, `${market}-inbox-promise-missed`));
  await signedIn(desk);
  await COLLECTIONS.expectMissed(staff, orderNo, note);
  shots.push(await desktopScreenshot(staff, testInfo, `${market}-collections-case-missed`));

  // --- Paid off: the message names the new limit, the one home shows.
  await page.goto('/#/repay/repay_detail');
  const total = number(plain(await fact(page, j.screens.totalOwed).textContent()));
  await j.pay(page, request, total);
  await page.goto('/#/repay/repay_detail');
  await expect(page.getByRole('heading', { name: j.screens.paidOff })).toBeVisible();
  await page.goto('/#/');
  const quota = page.getByText(j.screens.quota);
  await expect(quota).toBeVisible();
  const limit = number(j.screens.quota.exec(plain(await quota.textContent()))?.[1] ?? '');
  expect(limit).toBeGreaterThan(0);
  const paidOff = await readMessage(page, j.inbox, j.inbox.titles.paidOff);
  expect(paidOff).toContain(orderNo);
  expect(
    paidOff,
    'the paid-off message names the limit home shows (not raised: the loan was late)',
  ).toContain(says.nextLimit(money(limit)));

  // --- The inbox holds each, in the borrower's language.
  const list = await openInbox(page, j.inbox);
  for (const title of Object.values(j.inbox.titles))
    await expect(list.getByRole('link', { name: title }).first()).toBeVisible();
  shots.push(await phoneScreenshot(page, testInfo, `${market}-inbox`));
  testInfo.annotations.push({ type: 'screenshots', description: shots.join(', ') });
}

function beforeOpening(opens: string): string {
  return `${String(Number(opens.slice(0, 2)) - 1).padStart(2, '0')}:30`;
}

function afterOpening(opens: string): string {
  return `${opens.slice(0, 2)}:05`;
}

test("Mexico, in Spanish: reminder, receipt, day-1 notice, a collector's call and promise, the missed promise, paid off", async ({
  page,
  request,
  browser,
}, testInfo) => {
  await journey(MEXICO(), page, request, browser, testInfo);
});

test("Nigeria, in English: reminder, receipt, day-1 notice, a collector's call and promise, the missed promise, paid off", async ({
  page,
  request,
  browser,
}, testInfo) => {
  await journey(NIGERIA(), page, request, browser, testInfo);
});
