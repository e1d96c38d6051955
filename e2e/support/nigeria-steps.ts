import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { journeyNuban } from './journey-ids.ts';
import {
  additionalInfo,
  box,
  combo,
  heading,
  identity,
  personalInfo,
  questionnaire,
  register,
  type StepOptions,
  screenshot,
  sendBankCode,
} from './onboarding-steps.ts';
import { NG_EN } from './onboarding-texts.ts';

/**
 * A Nigerian borrower, in English, in the Nigerian demo app (`com.puente.naija`): registers and
 * onboards through every screen up to a saved bank account whose holder's name they confirm (the
 * sandbox bank's name enquiry answers a made-up holder). Ends on home with nothing left to fill in.
 * Screenshots are named `ng-en-…` unless the journey asks for none.
 */
export async function onboardNigerian(
  page: Page,
  request: APIRequestContext,
  mobile: string,
  options: StepOptions = {},
) {
  const texts = NG_EN;
  await page.goto('/#/?packageName=com.puente.naija');
  await expect(page.getByText('Puente Naija')).toBeVisible();
  await register(page, request, texts, mobile);
  await screenshot(page, texts, '00-home-continue', options);
  await page.getByRole('link', { name: texts.continueFirst }).click();

  await personalInfo(page, texts, 'NG', options);
  await identity(page, texts, options);
  await additionalInfo(page, texts, 'NG', options);
  await questionnaire(page, texts, options);

  await expect(heading(page, texts.titles.bank)).toBeVisible();
  await expect(page.getByRole('radio', { name: /CLABE/ })).toHaveCount(0);
  await combo(page, 'Bank').selectOption({ label: 'Access Bank' });
  const nuban = journeyNuban();
  // The sandbox bank names made-up holders; an account in another name than the personal info's
  // holds the application for an operator (decision 039), so the tester says whose account it is.
  const held = await request.post('/dev/bank/holder', {
    data: { bankCode: '044', accountNumber: nuban, name: 'Chinedu Okafor' },
  });
  expect(held.ok()).toBe(true);
  await box(page, 'Account number').fill(nuban);
  // Name enquiry: the bank's name is the borrower's, so nothing needs confirming.
  await expect(page.getByText('CHINEDU OKAFOR')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'This account is mine' })).toHaveCount(0);
  await box(page, 'Account number again').fill(nuban);
  await expect(box(page, 'BVN')).toHaveValue(/^22\d{9}$/);
  await sendBankCode(page, request, texts, mobile);
  await screenshot(page, texts, '06-bank-account', options);
  await page.getByRole('button', { name: texts.bank.save }).click();

  await expect(page.getByText(texts.bank.saved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: texts.greeting })).toBeVisible();
}
