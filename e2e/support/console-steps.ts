import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { expect } from './test.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The console is opened on `localhost`, not 127.0.0.1: passkeys are bound to PUBLIC_URL's host
 * (http://localhost:PORT in a sandbox), and a browser refuses an IP address as a passkey's domain.
 */
export const consoleOrigin = (port: number) => `http://localhost:${port}`;

export interface StaffMember {
  email: string;
  password: string;
  totpSecret: string;
}

/**
 * The README's command, run as an operator would beside the running service (decision 054).
 * `force` makes one though another administrator exists (another journey on the same service made one).
 */
export function createFirstAdministrator(
  port: number,
  email: string,
  password: string,
  options: { force?: boolean } = {},
): StaffMember {
  const output = execFileSync(
    'npm',
    [
      'run',
      '--silent',
      'staff:create-admin',
      '--',
      '--email',
      email,
      '--name',
      'Ada Admin',
      '--json',
      ...(options.force ? ['--force'] : []),
    ],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      env: {
        ...process.env,
        DATA_DIR: process.env.PUENTE_E2E_DATA_DIR,
        PORT: String(port),
        HOST: '127.0.0.1',
        STAFF_PASSWORD: password,
      },
    },
  );
  const created = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as { totpSecret?: string };
  expect(created.totpSecret).toMatch(/^[A-Z2-7]+=*$/);
  return { email, password, totpSecret: created.totpSecret ?? '' };
}

/** The code an authenticator app would show now for this secret. */
export function totpCode(secret: string): string {
  return new TOTP({ secret, digits: 6, period: 30 }).generate();
}

/** A desktop browser window of its own for one member (its own cookies), at 1280×800. */
export async function staffWindow(
  browser: Browser,
  port: number,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: consoleOrigin(port),
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    locale: 'en-US',
    // The console then draws dialogs without their fade, so what axe reads is what stays on screen.
    reducedMotion: 'reduce',
  });
  return { context, page: await context.newPage() };
}

export async function signInWithPassword(page: Page, member: StaffMember): Promise<void> {
  await page.goto('/console/');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
}

export async function signInWithCode(page: Page, member: StaffMember): Promise<void> {
  await signInWithPassword(page, member);
  await page.getByLabel('Code from your authenticator app').fill(totpCode(member.totpSecret));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Chromium's virtual authenticator (CDP), standing in for the device that keeps the passkey. */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** Opens an invitation link, chooses a password, enrols the authenticator and is signed in. */
export async function acceptInvite(
  page: Page,
  link: string,
  email: string,
  password: string,
): Promise<StaffMember> {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Join the Puente console' })).toBeVisible();
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  const secret =
    (await page.getByRole('row').filter({ hasText: 'Secret' }).locator('code').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel('Code the app shows now').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  return { email, password, totpSecret: secret };
}

/** An administrator invites a member with a role, and reads the one-time link to hand over. */
export async function invite(page: Page, name: string, email: string, role: string): Promise<string> {
  await page.getByRole('menuitem', { name: 'Staff members' }).click();
  await page.getByRole('button', { name: 'Invite a member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a staff member' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').click();
  // antd draws the choices it shows apart from its hidden listbox; each shown choice carries its text as
  // its title. The field shows its current choice with the same title, before the list drawn last.
  await page.getByTitle(role, { exact: true }).last().click();
  await dialog.getByRole('button', { name: 'Create the invitation' }).click();
  const link = (await dialog.locator('code').first().textContent()) ?? '';
  expect(link).toMatch(/\/console\/invite#.+/);
  // The dialog's own corner button is named Close too; the one under the link is the last.
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  return link;
}
