import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { MARKETS, type MarketId } from '../../packages/domain/src/markets/markets.ts';
import { instantOfWallClock } from '../../packages/domain/src/markets/wall-clock.ts';
import { formatDay } from '../../packages/domain/src/pricing/format-money.ts';
import { addDays } from '../../packages/domain/src/pricing/money.ts';
import {
  acceptInvite,
  createFirstAdministrator,
  invite,
  type StaffMember,
  signInWithCode,
  staffWindow,
} from './console-steps.ts';
import type { Texts } from './onboarding-texts.ts';
import { advanceClock, type OutboxMessage, outbox } from './sandbox.ts';
import { expect, type Locator } from './test.ts';

/**
 * Issue 21's journey, step by step: the business clock moved to a given local time in the
 * borrower's market, the inbox read as the borrower reads it, the sandbox phone's SMS, and a
 * collector working the case in the console.
 */

export type Language = 'en' | 'es';

/** The service's business clock now (GET /dev/clock). */
export async function businessNow(request: APIRequestContext): Promise<Date> {
  const response = await request.get('/dev/clock');
  expect(response.ok()).toBe(true);
  return new Date(((await response.json()) as { now: string }).now);
}

/** The instant a local date and time (HH:MM) is in the market's time zone. */
export function localInstant(market: MarketId, date: string, time: string): Date {
  return instantOfWallClock(date, `${time}:00`, MARKETS[market].timeZone);
}

/** Today's date (YYYY-MM-DD) on the market's local clock at an instant. */
export function localDate(market: MarketId, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: MARKETS[market].timeZone }).format(at);
}

/**
 * Moves the business clock forward to `date` at `time` on the market's local clock (a minute or so
 * after it, as the clock only moves by whole minutes); the tick has run there when this returns.
 */
export async function moveClockTo(
  request: APIRequestContext,
  market: MarketId,
  date: string,
  time: string,
): Promise<Date> {
  const target = localInstant(market, date, time);
  const now = await businessNow(request);
  const minutes = Math.ceil((target.getTime() - now.getTime()) / 60_000);
  expect(minutes, `the clock is already past ${date} ${time} in ${market}`).toBeGreaterThan(0);
  await advanceClock(request, { minutes });
  return businessNow(request);
}

/** A fact of a description list (term and definition), found by its term. */
export const fact = (scope: Page | Locator, term: string) =>
  scope.getByRole('term').getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');

/**
 * The date (YYYY-MM-DD) a screen wrote as `shown` in the market's format: the one of the next 120
 * days from `from` that formats so. Fails when none does.
 */
export function dateShown(market: MarketId, language: Language, from: string, shown: string): string {
  const currency = MARKETS[market].currency;
  for (let day = 0; day <= 120; day += 1) {
    const date = addDays(from, day);
    if (formatDay(date, currency, language) === shown.trim()) return date;
  }
  throw new Error(`no date from ${from} on is written "${shown}" in ${market}/${language}`);
}

/** The SMS the sandbox phone has received, newest first. */
export async function smsReceived(request: APIRequestContext, mobile: string): Promise<OutboxMessage[]> {
  return (await outbox(request, mobile)).filter((message) => message.channel === 'sms');
}

/** Text as a person reads it: any run of spaces (Intl writes some non-breaking) as one space. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * Does `act` (which asks the service for a code) and answers the code the sandbox phone then
 * receives: the newest message with a code that was not there before. Messages about the loan
 * reach the same phone, so counting messages (as codeNumber does) would not find it.
 */
export async function nextCode(
  request: APIRequestContext,
  mobile: string,
  act: () => Promise<void>,
): Promise<string> {
  const before = new Set((await outbox(request, mobile)).map((m) => `${m.time}|${m.text}`));
  await act();
  let code = '';
  await expect
    .poll(
      async () => {
        const fresh = (await outbox(request, mobile)).find(
          (m) => m.code && !before.has(`${m.time}|${m.text}`),
        );
        code = fresh?.code ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * After the session lapsed: home tells the borrower so, and "Log in again" logs them in with a code
 * sent to their phone. Ends on home.
 */
export async function logInAgain(
  page: Page,
  request: APIRequestContext,
  texts: Texts,
  inbox: InboxTexts,
  mobile: string,
) {
  await page.goto('/#/');
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: inbox.sessionExpired })).toBeVisible();
  await page.getByRole('button', { name: inbox.loginAgain }).click();
  await page.getByRole('textbox', { name: texts.register.mobile }).fill(mobile);
  const code = await nextCode(request, mobile, () =>
    page.getByRole('button', { name: texts.register.send }).click(),
  );
  await page.getByRole('textbox', { name: texts.register.code }).fill(code);
  await page.getByRole('button', { name: texts.register.login, exact: true }).click();
  await page.goto('/#/');
  await expect(page.getByRole('heading', { level: 1, name: texts.greeting })).toBeVisible();
}

/** What the inbox screens and the messages say, in one language. */
export interface InboxTexts {
  /** The Me tab; with unread messages its name says how many. */
  meTab: RegExp;
  meTabUnread: RegExp;
  inboxLink: RegExp;
  listLabel: string;
  sessionExpired: string;
  loginAgain: string;
  /** Each message's title as the inbox lists it. */
  titles: {
    disbursed: string;
    reminder3: string;
    receipt: string;
    overdue1: string;
    promiseMissed: string;
    paidOff: string;
  };
  /** The words of the messages that carry the figures, each as the borrower reads it. */
  says: {
    arrived(amount: string): string;
    /** `amount` null: any amount. */
    due(amount: string | null, dueDate: string): RegExp;
    received(amount: string): string;
    stopsPenalty(amount: string | null): RegExp;
    promised(amount: string, date: string): RegExp;
    /** The paid-off notice's limit for the next loan, when this loan (repaid late) did not raise it. */
    nextLimit(limit: string): string;
  };
}

/** An amount as a pattern: that amount, or (null) any. */
const some = (amount: string | null) => (amount === null ? '\\S+' : literal(amount));

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The messages' titles and words: packages/domain/src/messages/message-texts.ts; the screens': apps/web i18n.
export const INBOX_ES: InboxTexts = {
  meTab: /^Mi cuenta/,
  meTabUnread: /^Mi cuenta \(\d+ mensajes? sin leer\)$/,
  inboxLink: /^Mensajes/,
  listLabel: 'Tus mensajes',
  sessionExpired: 'Tu sesión expiró. Inicia sesión de nuevo.',
  loginAgain: 'Iniciar sesión de nuevo',
  titles: {
    disbursed: 'Tu dinero ya llegó',
    reminder3: 'Tu pago vence en 3 días',
    receipt: 'Pago recibido',
    overdue1: 'Tu pago tiene 1 día de atraso',
    promiseMissed: 'Sobre tu promesa de pago',
    paidOff: 'Préstamo liquidado',
  },
  says: {
    arrived: (amount) => `${amount} del préstamo `,
    due: (amount, dueDate) =>
      new RegExp(`Tu pago de ${some(amount)} del préstamo \\S+ vence el ${literal(dueDate)}\\.`),
    received: (amount) => `Recibimos ${amount} para el préstamo`,
    stopsPenalty: (amount) =>
      new RegExp(`Con ${some(amount)} hoy cubres lo que se debe y se detiene la penalización diaria\\.`),
    promised: (amount, date) =>
      new RegExp(
        `Planeabas pagar ${literal(amount)} del préstamo \\S+ el ${literal(date)} y aún no lo recibimos\\.`,
      ),
    nextLimit: (limit) => `Tu límite para tu próximo préstamo es ${limit}.`,
  },
};

export const INBOX_EN: InboxTexts = {
  meTab: /^Me\b/,
  meTabUnread: /^Me \(\d+ unread messages?\)$/,
  inboxLink: /^Messages/,
  listLabel: 'Your messages',
  sessionExpired: 'Your session has ended. Please log in again.',
  loginAgain: 'Log in again',
  titles: {
    disbursed: 'Your money has arrived',
    reminder3: 'Payment due in 3 days',
    receipt: 'Payment received',
    overdue1: 'Your payment is 1 day late',
    promiseMissed: 'About your payment promise',
    paidOff: 'Loan paid off',
  },
  says: {
    arrived: (amount) => `${amount} of loan `,
    due: (amount, dueDate) =>
      new RegExp(`Your payment of ${some(amount)} for loan \\S+ is due on ${literal(dueDate)}\\.`),
    received: (amount) => `We received ${amount} for loan`,
    stopsPenalty: (amount) =>
      new RegExp(`Paying ${some(amount)} today settles what is owed and stops the daily penalty\\.`),
    promised: (amount, date) =>
      new RegExp(
        `You planned to pay ${literal(amount)} for loan \\S+ on ${literal(date)} and we have not received it yet\\.`,
      ),
    nextLimit: (limit) => `Your limit for your next loan is ${limit}.`,
  },
};

/** The inbox list (msgList), opened the way a borrower opens it: the Me tab, then Messages. */
export async function openInbox(page: Page, texts: InboxTexts): Promise<Locator> {
  await page.goto('/#/');
  await page.getByRole('link', { name: texts.meTab }).click();
  await page.getByRole('link', { name: texts.inboxLink }).click();
  await expect(page).toHaveURL(/#\/user_center\/msg_list/);
  const list = page.getByRole('list', { name: texts.listLabel });
  await expect(list).toBeVisible();
  return list;
}

/**
 * Opens the newest inbox message titled `title` (msgDetail) and answers its whole text as the
 * screen shows it; leaves the borrower on the detail screen.
 */
export async function readMessage(page: Page, texts: InboxTexts, title: string): Promise<string> {
  const list = await openInbox(page, texts);
  const item = list.getByRole('link', { name: title }).first();
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(/#\/user_center\/msg_detail\?id=/);
  // The screen's h1 is the bar's "Message" ("Mensaje"); the message's own title comes under it.
  await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  return plain(await page.getByRole('article').textContent());
}

/** A screenshot at the phone's size (390×844) into the test's output folder; answers its path. */
export async function phoneScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: false });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  return path;
}

/** The collector who works the journeys' cases, signed in in a desktop window of their own. */
export interface CollectionsDesk {
  collector: StaffMember;
  page: Page;
}

/**
 * The first administrator (forced: another journey may have made one already on this service)
 * invites a collector, who activates the account in a window of their own and stays signed in.
 */
export async function openCollectionsDesk(browser: Browser, port: number): Promise<CollectionsDesk> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const admin = createFirstAdministrator(
    port,
    `ada.msg.${stamp}@puente.example`,
    `admin passphrase ${stamp}`,
    { force: true },
  );
  const adminWindow = await staffWindow(browser, port);
  await signInWithCode(adminWindow.page, admin);
  const email = `cora.${stamp}@puente.example`;
  const link = await invite(adminWindow.page, 'Cora Collector', email, 'Collector');
  await adminWindow.context.close();
  const { page } = await staffWindow(browser, port);
  const collector = await acceptInvite(page, link, email, `collector passphrase ${stamp}`);
  return { collector, page };
}

/**
 * The collector's window, signed in: a staff session may have ended while the business clock moved
 * days on; the collector then signs in again with the code their app shows.
 */
export async function signedIn(desk: CollectionsDesk): Promise<Page> {
  const { page } = desk;
  await page.goto('/console/');
  const signOut = page.getByRole('button', { name: 'Sign out' });
  const signIn = page.getByLabel('Email');
  await expect(signOut.or(signIn)).toBeVisible();
  if (!(await signOut.isVisible())) await signInWithCode(page, desk.collector);
  return page;
}

/** The console's Collections area as a collector works it (apps/console/src/features/collections). */
export const COLLECTIONS = {
  /** From the overview, the 1–7 days bucket of the market; takes the case and opens it. */
  async takeCase(page: Page, market: MarketId, orderNo: string) {
    await page.getByRole('menuitem', { name: 'Collections' }).click();
    await page
      .getByRole('table', { name: new RegExp(`^Market ${market}, as of `) })
      .getByRole('link', { name: '1–7 days' })
      .click();
    const row = page.getByRole('row').filter({ hasText: orderNo });
    await row.getByRole('button', { name: 'Assign to me' }).click();
    await expect(page.getByText('Assigned to you.')).toBeVisible();
    await expect(row.getByText('You', { exact: true })).toBeVisible();
    await row.getByRole('link', { name: orderNo }).click();
    await expect(page.getByRole('heading', { name: `Case ${orderNo}` })).toBeVisible();
  },

  /** A call that reached the borrower, who promised to pay; the contact log shows it. */
  async logCall(page: Page, note: string) {
    const form = card(page, 'Log a contact');
    await expect(form.getByText('Call', { exact: true })).toBeVisible();
    await form.getByLabel('Outcome').click();
    await page.getByTitle('Promise to pay', { exact: true }).click();
    await form.getByLabel('Note').fill(note);
    await form.getByRole('button', { name: 'Log a contact' }).click();
    await expect(page.getByText('Contact logged.')).toBeVisible();
    const logged = page
      .getByRole('table', { name: 'Contact log' })
      .getByRole('row')
      .filter({ hasText: note });
    await expect(logged.getByRole('cell', { name: 'Call', exact: true })).toBeVisible();
    await expect(logged.getByRole('cell', { name: 'Promise to pay', exact: true })).toBeVisible();
  },

  /** A promise to pay `amount` (as the screens write it) on `date` (YYYY-MM-DD); the case lists it open. */
  async promise(page: Page, date: string, amount: string, currency: string) {
    const form = card(page, 'Promise to pay');
    await form.getByLabel('Promised date').fill(date);
    await form.getByLabel(`Amount in ${currency}`).fill(amount.replace(/[^\d.]/g, ''));
    await form.getByRole('button', { name: 'Record the promise' }).click();
    await expect(page.getByText('Promise recorded.')).toBeVisible();
    const promises = page.getByRole('table', { name: 'Promises to pay' });
    await expect(promises.getByRole('row').filter({ hasText: 'Open' })).toHaveCount(1);
  },

  /** The promise is missed, and the follow-up message to the borrower is among the loan's messages. */
  async expectMissed(page: Page, orderNo: string, note: string) {
    await page.goto(`/console/collections/cases/${encodeURIComponent(orderNo)}`);
    await expect(page.getByRole('heading', { name: `Case ${orderNo}` })).toBeVisible();
    const promises = page.getByRole('table', { name: 'Promises to pay' });
    await expect(promises.getByRole('row').filter({ hasText: 'Missed' })).toHaveCount(1);
    await expect(promises.getByRole('row').filter({ hasText: 'Open' })).toHaveCount(0);
    await expect(
      page.getByRole('table', { name: 'Contact log' }).getByRole('row').filter({ hasText: note }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Messages sent about this loan' })
        .getByRole('row')
        .filter({ hasText: 'Promise missed' }),
    ).toHaveCount(1);
  },
};

const card = (page: Page, title: string) =>
  page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/**
 * A screenshot of the console window (1280×800) into the test's output folder, scrolled to the
 * case's contact log and promises; answers its path.
 */
export async function desktopScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  await page
    .getByRole('heading', { name: 'Contact log', exact: true })
    .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: false });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  return path;
}
