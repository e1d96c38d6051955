import { journeyClabe } from '../support/journey-ids.ts';
import { onboardNigerian } from '../support/nigeria-steps.ts';
import {
  additionalInfo,
  box,
  combo,
  heading,
  identity,
  personalInfo,
  questionnaire,
  register,
  screenshot,
  sendBankCode,
} from '../support/onboarding-steps.ts';
import { MX_ES, NG_EN } from '../support/onboarding-texts.ts';
import { randomMexicanMobile, randomNigerianMobile } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';

/**
 * From registration to a saved bank account, once as a Mexican borrower in Spanish and once as a
 * Nigerian borrower in English: every onboarding step, its conditional fields, and a screenshot of
 * each screen. Runs against the built server and its sandbox providers (KYC, SMS, bank).
 */

test.describe.configure({ timeout: 180_000 });

test('a Mexican borrower onboards in Spanish, up to a saved CLABE', async ({ page, request }) => {
  const texts = MX_ES;
  const mobile = randomMexicanMobile();
  await page.goto('/#/user_center/language');
  await page.getByRole('radio', { name: 'Español' }).check();
  await register(page, request, texts, mobile);
  await expect(page.getByRole('link', { name: texts.continueFirst })).toBeVisible();
  await screenshot(page, texts, '00-home-continue');
  await page.getByRole('link', { name: texts.continueFirst }).click();

  await personalInfo(page, texts, 'MX');
  await identity(page, texts);
  await additionalInfo(page, texts, 'MX');
  await questionnaire(page, texts);

  await expect(heading(page, texts.titles.bank)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'CLABE (18 dígitos)' })).toBeChecked();
  // The journey's own CLABE (an account pays one borrower, decision 038), at BBVA México.
  const clabe = journeyClabe();
  await box(page, 'CLABE').fill(clabe);
  await expect(box(page, 'Nombre del banco')).toHaveValue('BBVA México');
  await box(page, texts.bank.clabeAgain).fill(clabe);
  await expect(box(page, 'Nombre del titular')).toHaveValue('Juan Pérez López');
  await expect(box(page, 'CURP')).toHaveValue(/^PUEN900101HDF[A-Z]{3}\d{2}$/);
  // A debit card asks for its bank; back to the CLABE.
  await page.getByRole('radio', { name: 'Tarjeta de débito (16 dígitos)' }).check();
  await expect(combo(page, 'Banco')).toBeVisible();
  await expect(box(page, 'Nombre del banco')).toHaveCount(0);
  await page.getByRole('radio', { name: 'CLABE (18 dígitos)' }).check();
  await box(page, 'CLABE').fill(clabe);
  await box(page, texts.bank.clabeAgain).fill(clabe);
  await sendBankCode(page, request, texts, mobile);
  await screenshot(page, texts, '06-bank-account');
  await page.getByRole('button', { name: texts.bank.save }).click();

  await expect(page.getByText(texts.bank.saved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: texts.greeting })).toBeVisible();
  await expect(page.getByRole('link', { name: texts.continueLink })).toHaveCount(0);
  await screenshot(page, texts, '07-home-done');
});

test('a Nigerian borrower onboards in English, up to a saved account with its name confirmed', async ({
  page,
  request,
}) => {
  const texts = NG_EN;
  await onboardNigerian(page, request, randomNigerianMobile());
  await expect(page.getByRole('link', { name: texts.continueLink })).toHaveCount(0);
  await screenshot(page, texts, '07-home-done');
});
