import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { journeyBvn, journeyClabe, journeyCurp, journeyPhotoSeed } from './journey-ids.ts';
import { MX_ES, type Texts } from './onboarding-texts.ts';
import { photoFile } from './photos.ts';
import { advanceClock, codeNumber } from './sandbox.ts';
import { fullScreenshot } from './screenshots.ts';

/**
 * The onboarding screens, step by step, the way a person fills them in. Each step asserts what the
 * spec says the screen does and, unless told otherwise, leaves a screenshot named after the texts.
 */
export interface StepOptions {
  screenshots?: boolean;
}

/** A screenshot of the step, named after the texts' prefix, unless the journey asks for none. */
export async function screenshot(
  page: Page,
  texts: Texts,
  name: string,
  options: StepOptions = {},
): Promise<void> {
  if (options.screenshots !== false) await fullScreenshot(page, `${texts.prefix}-${name}`);
}

export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
export const combo = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
export const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

export async function register(page: Page, request: APIRequestContext, texts: Texts, mobile: string) {
  await page.goto('/#/user/register');
  await page.getByRole('textbox', { name: texts.register.mobile }).fill(mobile);
  await page.getByRole('button', { name: texts.register.send }).click();
  await page.getByRole('textbox', { name: texts.register.code }).fill(await codeNumber(request, mobile, 1));
  await page.getByRole('button', { name: texts.register.submit, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.greeting })).toBeVisible();
}

/**
 * Opens the app again and logs in from home (after the session ran out); `count` is the number of
 * the message the code arrives in.
 */
export async function logIn(
  page: Page,
  request: APIRequestContext,
  texts: Texts,
  mobile: string,
  count: number,
) {
  await page.goto('/#/');
  await page.reload();
  await page.getByRole('button', { name: texts.register.login }).click();
  await page.getByRole('textbox', { name: texts.register.mobile }).fill(mobile);
  await page.getByRole('button', { name: texts.register.send }).click();
  await page
    .getByRole('textbox', { name: texts.register.code })
    .fill(await codeNumber(request, mobile, count));
  await page.getByRole('button', { name: texts.register.login, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.greeting })).toBeVisible();
}

export async function personalInfo(page: Page, texts: Texts, market: 'MX' | 'NG', options: StepOptions = {}) {
  const t = texts.personal;
  await expect(heading(page, texts.titles.personal)).toBeVisible();
  await expect(combo(page, t.education)).toHaveCount(0);
  await expect(box(page, t.email)).toHaveCount(0);

  await box(page, t.firstName).fill(market === 'MX' ? 'Juan' : 'Chinedu');
  await box(page, t.lastName).fill(market === 'MX' ? 'Pérez López' : 'Okafor');
  await page.getByRole('radio', { name: t.male, exact: true }).check();
  const birthday = page.getByRole('group', { name: t.birthday });
  await birthday.getByRole('combobox', { name: t.year }).selectOption('1990');
  await birthday.getByRole('combobox', { name: t.month }).selectOption({ label: t.january });
  await birthday.getByRole('combobox', { name: t.day }).selectOption('1');
  // Spec §4: these appear once a birthday is chosen.
  await expect(combo(page, t.education)).toBeVisible();
  await expect(box(page, t.email)).toBeVisible();
  // The journey's own id: an id belongs to one account (decision 038).
  if (market === 'MX') await box(page, 'CURP').fill(journeyCurp());
  else await box(page, 'BVN').fill(journeyBvn());
  await combo(page, t.education).selectOption({ label: t.educationChoice });
  await combo(page, t.marital).selectOption({ label: t.maritalChoice });
  await box(page, t.whatsapp).fill(market === 'MX' ? '5512345679' : '08031234560');
  await box(page, t.email).fill(market === 'MX' ? 'juan.perez@gmail.com' : 'chinedu.okafor@yahoo.com');
  await combo(page, t.purpose).selectOption({ label: t.purposeChoice });
  await combo(page, t.residence).selectOption({ label: t.residenceChoice });

  // The city waits for a state, and a new state clears it.
  const city = market === 'MX' ? box(page, t.city) : combo(page, t.city);
  await city.click();
  await expect(page.getByText(t.stateFirst)).toBeVisible();
  await combo(page, t.state).selectOption({ label: t.stateChoice });
  if (market === 'MX') {
    await city.fill('Coyoacán');
    await box(page, 'Código postal').fill('04000');
  } else {
    await city.selectOption('Ikeja');
    await combo(page, t.state).selectOption({ label: 'Kano' });
    await expect(city).toHaveValue('');
    await combo(page, t.state).selectOption({ label: t.stateChoice });
    await city.selectOption('Ikeja');
  }
  await box(page, t.address).fill(market === 'MX' ? 'Av. Universidad 100' : '12 Allen Avenue');
  await screenshot(page, texts, '01-personal-info', options);
  await page.getByRole('button', { name: texts.save }).click();
}

export async function identity(page: Page, texts: Texts, options: StepOptions = {}) {
  const t = texts.photos;
  await expect(heading(page, texts.titles.identity)).toBeVisible();
  await page.getByRole('checkbox', { name: texts.consent.contacts }).check();
  await page.getByRole('button', { name: texts.consent.allow }).click();
  await expect(page.getByText(texts.consent.cameraRequired).first()).toBeVisible();
  await screenshot(page, texts, '02-consent', options);
  await page.getByRole('checkbox', { name: texts.consent.camera }).check();
  await page.getByRole('button', { name: texts.consent.allow }).click();

  const back = page.getByRole('region', { name: t.back });
  const front = page.getByRole('region', { name: t.front });
  const face = page.getByRole('region', { name: t.face });
  await expect(front.getByLabel(t.camera)).toBeDisabled();
  // The journey's own card: the sandbox reads a Nigerian card's NIN from its photo (decision 038).
  const seed = journeyPhotoSeed();
  await back.getByLabel(t.gallery).setInputFiles(photoFile('back.png', seed));
  await expect(back.getByRole('status')).toHaveText(t.uploaded);
  await expect(front.getByLabel(t.camera)).toBeEnabled();
  await front.getByLabel(t.camera).setInputFiles(photoFile('front.png', seed + 1));
  await expect(front.getByRole('status')).toHaveText(t.uploaded);
  await face.getByLabel(t.camera).setInputFiles(photoFile('face.png', seed + 2));
  await expect(face.getByRole('status')).toHaveText(t.uploaded);
  await expect(page.getByRole('img')).toHaveCount(3);
  await screenshot(page, texts, '03-id-photos', options);
  await page.getByRole('button', { name: t.verify }).click();
}

export async function additionalInfo(
  page: Page,
  texts: Texts,
  market: 'MX' | 'NG',
  options: StepOptions = {},
) {
  const t = texts.work;
  await expect(heading(page, texts.titles.additional)).toBeVisible({ timeout: 30_000 });
  await combo(page, t.workType).selectOption({ label: t.employed });
  await expect(combo(page, t.experience)).toBeVisible();
  await combo(page, t.industry).selectOption({ label: t.industryChoice });
  // Spec §4: self-employed hides experience and pay frequency; a new work type clears industry.
  await combo(page, t.workType).selectOption({ label: t.selfEmployed });
  await expect(combo(page, t.experience)).toHaveCount(0);
  await expect(combo(page, t.frequency)).toHaveCount(0);
  await expect(combo(page, t.industry)).toHaveValue('');
  await combo(page, t.workType).selectOption({ label: t.employed });

  await box(page, t.company).fill(market === 'MX' ? 'Tiendas del Sol' : 'Lekki Energy Ltd');
  await combo(page, t.industry).selectOption({ label: t.industryChoice });
  await combo(page, t.designation).selectOption({ label: t.designationChoice });
  await combo(page, t.experience).selectOption({ label: t.experienceChoice });
  await combo(page, t.salary).selectOption({ label: t.salaryChoice });
  await combo(page, t.source).selectOption({ label: t.sourceChoice });
  // Spec §4: one payday for monthly pay, two for the twice-a-month (or every-14-days) kind.
  await combo(page, t.frequency).selectOption({ label: t.monthly });
  await expect(combo(page, t.payday)).toBeVisible();
  await expect(combo(page, t.secondPayday)).toHaveCount(0);
  await combo(page, t.frequency).selectOption({ label: t.twiceAMonth });
  await combo(page, t.payday).selectOption({ label: t.paydayChoice });
  await combo(page, t.secondPayday).selectOption({ label: t.secondPaydayChoice });
  await combo(page, t.payMethod).selectOption({ label: t.payMethodChoice });
  await box(page, t.workCity).fill(market === 'MX' ? 'Ciudad de México' : 'Lagos');
  await box(page, t.workAddress).fill(market === 'MX' ? 'Insurgentes Sur 1000' : '5 Admiralty Way, Lekki');

  const first = page.getByRole('group', { name: t.contact1 });
  await first.getByRole('textbox', { name: t.name1 }).fill(market === 'MX' ? 'María López' : 'Ngozi Okafor');
  await first.getByRole('textbox', { name: t.mobile1 }).fill(market === 'MX' ? '5587654321' : '08051112222');
  await first.getByRole('combobox', { name: t.relation1 }).selectOption({ label: t.relation1Choice });
  const second = page.getByRole('group', { name: t.contact2 });
  await second.getByRole('textbox', { name: t.name2 }).fill(market === 'MX' ? 'Pedro Ruiz' : 'Emeka Okafor');
  await second
    .getByRole('textbox', { name: t.mobile2 })
    .fill(market === 'MX' ? '5511223344' : '+234 809 333 4444');
  await second.getByRole('combobox', { name: t.relation2 }).selectOption({ label: t.relation2Choice });
  await screenshot(page, texts, '04-additional-info', options);
  await page.getByRole('button', { name: texts.save }).click();
}

/** `firstAnswer` 'yes' (a loan in default) is an answer the automated review refuses whatever the score. */
export async function questionnaire(
  page: Page,
  texts: Texts,
  options: StepOptions & { firstAnswer?: 'yes' | 'no' } = {},
) {
  const t = texts.questions;
  await expect(heading(page, texts.titles.questionnaire)).toBeVisible();
  const question = (code: number) => page.getByRole('group', { name: new RegExp(`^${code}\\. `) });
  await question(1)
    .getByRole('radio', { name: options.firstAnswer === 'yes' ? t.yes : t.no, exact: true })
    .check();
  await question(2).getByRole('radio', { name: t.no, exact: true }).check();
  await question(3).getByRole('radio', { name: t.good, exact: true }).check();
  await question(4).getByRole('checkbox', { name: t.none, exact: true }).check();
  await question(5).getByRole('checkbox', { name: t.none, exact: true }).check();
  await question(6).getByRole('radio', { name: t.neverLate }).check();
  // Questions 7 to 11 sit in a collapsed group; sending with gaps opens it at the first one.
  await expect(question(7)).toHaveCount(0);
  await page.getByRole('button', { name: texts.save }).click();
  await expect(question(7)).toBeVisible();
  await expect(page.getByRole('button', { name: t.more })).toHaveAttribute('aria-expanded', 'true');
  await question(7).getByRole('radio', { name: t.owesNothing }).check();
  for (const code of [8, 9, 10, 11])
    await question(code).getByRole('radio', { name: t.countNone, exact: true }).check();
  await screenshot(page, texts, '05-questionnaire', options);
  await page.getByRole('button', { name: texts.save }).click();
}

export async function sendBankCode(page: Page, request: APIRequestContext, texts: Texts, mobile: string) {
  // The service allows one code a minute per number (decision 004); move its clock past that.
  await advanceClock(request, { minutes: 2 });
  await page.getByRole('button', { name: texts.bank.send }).click();
  await box(page, texts.bank.code).fill(await codeNumber(request, mobile, 2));
}

/** The bank step for a Mexican borrower: a CLABE typed twice and the SMS code. */
export async function saveClabe(page: Page, request: APIRequestContext, texts: Texts, mobile: string) {
  const clabe = journeyClabe();
  await expect(heading(page, texts.titles.bank)).toBeVisible();
  await box(page, 'CLABE').fill(clabe);
  await box(page, texts.bank.clabeAgain).fill(clabe);
  await sendBankCode(page, request, texts, mobile);
  await page.getByRole('button', { name: texts.bank.save }).click();
  await expect(page.getByText(texts.bank.saved)).toBeVisible();
}

/**
 * A Mexican borrower registered and onboarded through every screen, without screenshots: where the
 * loan journeys begin. The onboarding journeys themselves check each screen in detail.
 */
export async function onboardMexican(
  page: Page,
  request: APIRequestContext,
  mobile: string,
  options: { firstAnswer?: 'yes' | 'no' } = {},
) {
  const texts = MX_ES;
  const quiet = { screenshots: false };
  await page.goto('/#/user_center/language');
  await page.getByRole('radio', { name: 'Español' }).check();
  await register(page, request, texts, mobile);
  await page.getByRole('link', { name: texts.continueFirst }).click();
  await personalInfo(page, texts, 'MX', quiet);
  await identity(page, texts, quiet);
  await additionalInfo(page, texts, 'MX', quiet);
  await questionnaire(page, texts, { ...quiet, ...options });
  await saveClabe(page, request, texts, mobile);
}
