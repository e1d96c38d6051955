import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { photoFile } from '../support/photos.ts';
import { advanceClock, codeNumber, randomMexicanMobile, randomNigerianMobile } from '../support/sandbox.ts';

/**
 * From registration to a saved bank account, once as a Mexican borrower in Spanish and once as a
 * Nigerian borrower in English: every onboarding step, its conditional fields, and a screenshot of
 * each screen. Runs against the built server and its sandbox providers (KYC, SMS, bank).
 */
const MX_ES = {
  prefix: 'mx-es',
  language: 'es',
  register: {
    mobile: 'Número de celular',
    code: 'Código de verificación',
    send: 'Enviar código',
    submit: 'Registrarme',
  },
  greeting: /^Hola, /,
  continueFirst: 'Continuar: tus datos personales',
  continueLink: /^Continuar:/,
  titles: {
    personal: 'Información personal',
    identity: 'Verificación de identidad',
    additional: 'Empleo y contactos',
    questionnaire: 'Historial crediticio',
    bank: 'Agregar cuenta bancaria',
  },
  save: 'Guardar y continuar',
  personal: {
    firstName: 'Nombre',
    lastName: 'Apellidos',
    male: 'Hombre',
    birthday: 'Fecha de nacimiento',
    year: 'Año',
    month: 'Mes',
    day: 'Día',
    january: 'Enero',
    education: 'Escolaridad',
    educationChoice: 'Licenciatura',
    marital: 'Estado civil',
    maritalChoice: 'Soltero(a)',
    whatsapp: 'Número de WhatsApp',
    email: 'Correo electrónico',
    purpose: 'Destino del préstamo',
    purposeChoice: 'Salud',
    residence: 'Tipo de vivienda',
    residenceChoice: 'Rentada',
    state: 'Estado',
    stateChoice: 'Ciudad de México',
    city: 'Ciudad',
    stateFirst: 'por favor selecciona el Estado',
    address: 'Dirección',
  },
  consent: {
    camera: 'Cámara (obligatorio)',
    contacts: 'Lista de contactos',
    allow: 'Permitir y continuar',
    cameraRequired: 'Se necesita acceso a la cámara para continuar.',
  },
  photos: {
    back: 'Reverso de tu identificación',
    front: 'Frente de tu identificación',
    face: 'Tu rostro',
    camera: 'Tomar foto',
    gallery: 'Elegir de la galería',
    uploaded: 'Subida',
    verify: 'Verificar mi identificación',
  },
  work: {
    workType: 'Tipo de empleo',
    employed: 'Empleado(a) de tiempo completo',
    selfEmployed: 'Independiente',
    company: 'Nombre de la empresa',
    industry: 'Industria',
    industryChoice: 'Comercio',
    designation: 'Puesto',
    designationChoice: 'Cajero(a)',
    experience: 'Antigüedad laboral',
    experienceChoice: 'De 1 a 3 años',
    salary: 'Ingreso mensual',
    salaryChoice: 'De $30,000 a $49,999',
    source: 'Fuente de ingresos',
    sourceChoice: 'Yo mismo(a)',
    frequency: 'Frecuencia de pago',
    monthly: 'Mensual',
    twiceAMonth: 'Quincenal',
    payday: 'Día de pago',
    secondPayday: 'Segundo día de pago',
    paydayChoice: 'Día 15',
    secondPaydayChoice: 'Día 30',
    payMethod: 'Forma de pago',
    payMethodChoice: 'Por transferencia bancaria',
    workCity: 'Ciudad del trabajo',
    workAddress: 'Dirección del trabajo',
    contact1: 'Primer contacto de emergencia',
    contact2: 'Segundo contacto de emergencia',
    name1: 'Nombre del primer contacto',
    mobile1: 'Teléfono del primer contacto',
    relation1: 'Parentesco del primer contacto',
    name2: 'Nombre del segundo contacto',
    mobile2: 'Teléfono del segundo contacto',
    relation2: 'Parentesco del segundo contacto',
    relation1Choice: 'Padre o madre',
    relation2Choice: 'Amigo(a)',
  },
  questions: {
    yes: 'Sí',
    no: 'No',
    good: 'Bueno',
    none: 'Ninguna',
    neverLate: 'Nunca me he atrasado',
    more: 'Más sobre tus préstamos (preguntas 7–11)',
    owesNothing: 'No debo nada',
    countNone: 'Ninguno',
  },
  bank: {
    save: 'Guardar cuenta bancaria',
    code: 'Código SMS',
    send: 'Enviar código',
    saved: 'Cuenta bancaria guardada',
  },
} as const;

const NG_EN = {
  prefix: 'ng-en',
  language: 'en',
  register: { mobile: 'Mobile number', code: 'Verification code', send: 'Send code', submit: 'Register' },
  greeting: /^Hello, /,
  continueFirst: 'Continue: your personal info',
  continueLink: /^Continue:/,
  titles: {
    personal: 'Personal information',
    identity: 'ID verification',
    additional: 'Work and contacts',
    questionnaire: 'Credit history',
    bank: 'Add bank account',
  },
  save: 'Save and continue',
  personal: {
    firstName: 'First name',
    lastName: 'Last name',
    male: 'Male',
    birthday: 'Birthday',
    year: 'Year',
    month: 'Month',
    day: 'Day',
    january: 'January',
    education: 'Education',
    educationChoice: 'Graduate (degree or HND)',
    marital: 'Marital status',
    maritalChoice: 'Married',
    whatsapp: 'WhatsApp number',
    email: 'Email',
    purpose: 'Loan purpose',
    purposeChoice: 'Education',
    residence: 'Residence type',
    residenceChoice: 'Own home',
    state: 'State',
    stateChoice: 'Lagos',
    city: 'Local government area',
    stateFirst: 'please select State',
    address: 'Address',
  },
  consent: {
    camera: 'Camera (required)',
    contacts: 'Contacts list',
    allow: 'Allow and continue',
    cameraRequired: 'Camera access is required to continue.',
  },
  photos: {
    back: 'Back of your ID',
    front: 'Front of your ID',
    face: 'Your face',
    camera: 'Take a photo',
    gallery: 'Choose from gallery',
    uploaded: 'Uploaded',
    verify: 'Verify my ID',
  },
  work: {
    workType: 'Employment type',
    employed: 'Employee',
    selfEmployed: 'Self-employed',
    company: 'Company name',
    industry: 'Industry',
    industryChoice: 'Oil and gas',
    designation: 'Designation',
    designationChoice: 'Supervisor',
    experience: 'Job experience',
    experienceChoice: 'More than 3 years',
    salary: 'Monthly salary',
    salaryChoice: '₦150,000 to ₦299,999',
    source: 'Income source',
    sourceChoice: 'Myself',
    frequency: 'Pay frequency',
    monthly: 'Monthly',
    twiceAMonth: 'Every 14 days',
    payday: 'Payday',
    secondPayday: 'Second payday',
    paydayChoice: 'Friday',
    secondPaydayChoice: 'Friday',
    payMethod: 'Pay method',
    payMethodChoice: 'By bank transfer',
    workCity: 'Work city',
    workAddress: 'Work address',
    contact1: 'First emergency contact',
    contact2: 'Second emergency contact',
    name1: 'First contact name',
    mobile1: 'First contact phone',
    relation1: 'First contact relation',
    name2: 'Second contact name',
    mobile2: 'Second contact phone',
    relation2: 'Second contact relation',
    relation1Choice: 'Spouse',
    relation2Choice: 'Sibling',
  },
  questions: {
    yes: 'Yes',
    no: 'No',
    good: 'Good',
    none: 'None',
    neverLate: 'I have never been late',
    more: 'More about your loans (questions 7–11)',
    owesNothing: 'I owe nothing',
    countNone: 'None',
  },
  bank: {
    save: 'Save bank account',
    code: 'SMS code',
    send: 'Send code',
    saved: 'Bank account saved',
  },
} as const;

type Texts = typeof MX_ES | typeof NG_EN;

/** The whole screen, top to bottom; the sticky bars stay in place so they are drawn once, where they belong. */
async function screenshot(page: Page, texts: Texts, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: fileURLToPath(new URL(`../screenshots/${texts.prefix}-${name}.png`, import.meta.url)),
    fullPage: true,
    style: '.page-nav-bar, .ob-submit { position: static !important; }',
  });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const combo = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function register(page: Page, request: APIRequestContext, texts: Texts, mobile: string) {
  await page.goto('/#/user/register');
  await page.getByRole('textbox', { name: texts.register.mobile }).fill(mobile);
  await page.getByRole('button', { name: texts.register.send }).click();
  await page.getByRole('textbox', { name: texts.register.code }).fill(await codeNumber(request, mobile, 1));
  await page.getByRole('button', { name: texts.register.submit, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.greeting })).toBeVisible();
}

async function personalInfo(page: Page, texts: Texts, market: 'MX' | 'NG') {
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
  if (market === 'MX') await box(page, 'CURP').fill('PUEN900101HDFRNT01');
  else await box(page, 'BVN').fill('22212345678');
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
  await screenshot(page, texts, '01-personal-info');
  await page.getByRole('button', { name: texts.save }).click();
}

async function identity(page: Page, texts: Texts) {
  const t = texts.photos;
  await expect(heading(page, texts.titles.identity)).toBeVisible();
  await page.getByRole('checkbox', { name: texts.consent.contacts }).check();
  await page.getByRole('button', { name: texts.consent.allow }).click();
  await expect(page.getByText(texts.consent.cameraRequired).first()).toBeVisible();
  await screenshot(page, texts, '02-consent');
  await page.getByRole('checkbox', { name: texts.consent.camera }).check();
  await page.getByRole('button', { name: texts.consent.allow }).click();

  const back = page.getByRole('region', { name: t.back });
  const front = page.getByRole('region', { name: t.front });
  const face = page.getByRole('region', { name: t.face });
  await expect(front.getByLabel(t.camera)).toBeDisabled();
  await back.getByLabel(t.gallery).setInputFiles(photoFile('back.png', 11));
  await expect(back.getByRole('status')).toHaveText(t.uploaded);
  await expect(front.getByLabel(t.camera)).toBeEnabled();
  await front.getByLabel(t.camera).setInputFiles(photoFile('front.png', 22));
  await expect(front.getByRole('status')).toHaveText(t.uploaded);
  await face.getByLabel(t.camera).setInputFiles(photoFile('face.png', 33));
  await expect(face.getByRole('status')).toHaveText(t.uploaded);
  await expect(page.getByRole('img')).toHaveCount(3);
  await screenshot(page, texts, '03-id-photos');
  await page.getByRole('button', { name: t.verify }).click();
}

async function additionalInfo(page: Page, texts: Texts, market: 'MX' | 'NG') {
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
  await screenshot(page, texts, '04-additional-info');
  await page.getByRole('button', { name: texts.save }).click();
}

async function questionnaire(page: Page, texts: Texts) {
  const t = texts.questions;
  await expect(heading(page, texts.titles.questionnaire)).toBeVisible();
  const question = (code: number) => page.getByRole('group', { name: new RegExp(`^${code}\\. `) });
  await question(1).getByRole('radio', { name: t.no, exact: true }).check();
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
  await screenshot(page, texts, '05-questionnaire');
  await page.getByRole('button', { name: texts.save }).click();
}

async function sendBankCode(page: Page, request: APIRequestContext, texts: Texts, mobile: string) {
  // The service allows one code a minute per number (decision 004); move its clock past that.
  await advanceClock(request, 2);
  await page.getByRole('button', { name: texts.bank.send }).click();
  await box(page, texts.bank.code).fill(await codeNumber(request, mobile, 2));
}

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
  await box(page, 'CLABE').fill('012180000118359713');
  await expect(box(page, 'Nombre del banco')).toHaveValue('BBVA México');
  await box(page, 'CLABE otra vez').fill('012180000118359713');
  await expect(box(page, 'Nombre del titular')).toHaveValue('Juan Pérez López');
  await expect(box(page, 'CURP')).toHaveValue('PUEN900101HDFRNT01');
  // A debit card asks for its bank; back to the CLABE.
  await page.getByRole('radio', { name: 'Tarjeta de débito (16 dígitos)' }).check();
  await expect(combo(page, 'Banco')).toBeVisible();
  await expect(box(page, 'Nombre del banco')).toHaveCount(0);
  await page.getByRole('radio', { name: 'CLABE (18 dígitos)' }).check();
  await box(page, 'CLABE').fill('012180000118359713');
  await box(page, 'CLABE otra vez').fill('012180000118359713');
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
  const mobile = randomNigerianMobile();
  await page.goto('/#/?packageName=com.puente.naija');
  await expect(page.getByText('Puente Naija')).toBeVisible();
  await register(page, request, texts, mobile);
  await screenshot(page, texts, '00-home-continue');
  await page.getByRole('link', { name: texts.continueFirst }).click();

  await personalInfo(page, texts, 'NG');
  await identity(page, texts);
  await additionalInfo(page, texts, 'NG');
  await questionnaire(page, texts);

  await expect(heading(page, texts.titles.bank)).toBeVisible();
  await expect(page.getByRole('radio', { name: /CLABE/ })).toHaveCount(0);
  await combo(page, 'Bank').selectOption({ label: 'Access Bank' });
  await box(page, 'Account number').fill('0123456789');
  // Name enquiry: the sandbox bank answers a made-up holder, so the borrower must confirm.
  await expect(page.getByText('Name on the account')).toBeVisible();
  const confirm = page.getByRole('checkbox', { name: 'This account is mine' });
  await expect(confirm).not.toBeChecked();
  await box(page, 'Account number again').fill('0123456789');
  await expect(box(page, 'BVN')).toHaveValue('22212345678');
  await sendBankCode(page, request, texts, mobile);
  await page.getByRole('button', { name: texts.bank.save }).click();
  await expect(page.getByText('Please confirm the account is yours').first()).toBeVisible();
  await confirm.check();
  await screenshot(page, texts, '06-bank-account');
  await page.getByRole('button', { name: texts.bank.save }).click();

  await expect(page.getByText(texts.bank.saved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: texts.greeting })).toBeVisible();
  await expect(page.getByRole('link', { name: texts.continueLink })).toHaveCount(0);
  await screenshot(page, texts, '07-home-done');
});
