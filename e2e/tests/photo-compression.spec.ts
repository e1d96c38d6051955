import { journeyCurp } from '../support/journey-ids.ts';
import { cameraPhoto } from '../support/photos.ts';
import { codeNumber, randomMexicanMobile } from '../support/sandbox.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * Issue 3: a 12-megapixel photo goes up in well under 1 MB. A borrower reaches the ID screen,
 * picks a 4000×3000 camera JPEG of several megabytes from the gallery, and the multipart request
 * the page sends to /api/user/upload/curp/back carries the photo made small by the browser.
 */
const MB = 1024 * 1024;

/** The bytes of one part of a multipart/form-data body, by its field name. */
function multipartFile(body: Buffer, contentType: string, field: string): Buffer {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  expect(boundary, `a multipart boundary in "${contentType}"`).not.toBeNull();
  const delimiter = Buffer.from(`--${boundary?.[1] ?? boundary?.[2]}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2); // past CRLF, before CRLF
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headerEnd).toString('latin1');
    if (new RegExp(`name="${field}"`).test(headers)) return part.subarray(headerEnd + 4);
    start = next;
  }
  throw new Error(`no "${field}" part in the upload`);
}

/** Registers a Mexican borrower and fills personal info, up to the consent on the ID screen. */
async function reachIdScreen(page: Page, request: Parameters<typeof codeNumber>[0]) {
  const mobile = randomMexicanMobile();
  await page.goto('/#/user/register');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await codeNumber(request, mobile, 1));
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();

  await page.goto('/#/auth/personal_infomation');
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  const combo = (name: string) => page.getByRole('combobox', { name, exact: true });
  await box('First name').fill('Juan');
  await box('Last name').fill('Pérez López');
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  const birthday = page.getByRole('group', { name: 'Birthday' });
  await birthday.getByRole('combobox', { name: 'Year' }).selectOption('1990');
  await birthday.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'January' });
  await birthday.getByRole('combobox', { name: 'Day' }).selectOption('1');
  await box('CURP').fill(journeyCurp());
  await combo('Education').selectOption({ label: "Bachelor's degree" });
  await combo('Marital status').selectOption({ label: 'Single' });
  await box('WhatsApp number').fill('5512345679');
  await box('Email').fill('juan.perez@gmail.com');
  await combo('Loan purpose').selectOption({ label: 'Health' });
  await combo('Residence type').selectOption({ label: 'Rented' });
  await combo('State').selectOption({ label: 'Mexico City' });
  await box('City').fill('Coyoacán');
  await box('Postal code').fill('04000');
  await box('Address').fill('Av. Universidad 100');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'ID verification' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Camera (required)' }).check();
  await page.getByRole('button', { name: 'Allow and continue' }).click();
}

test.describe.configure({ timeout: 120_000 });

test('a 12-megapixel ID photo is uploaded in well under 1 MB', async ({ page, request }) => {
  await reachIdScreen(page, request);
  const back = page.getByRole('region', { name: 'Back of your ID' });
  await expect(back.getByLabel('Choose from gallery')).toBeEnabled();

  const original = await cameraPhoto(page);
  // Routing the call hands the test the very body Chromium sends (a plain request listener does
  // not see a body built from in-memory files); the request then goes on to the service unchanged.
  let captured: (upload: { body: Buffer | null; contentType: string }) => void = () => {};
  const sent = new Promise<{ body: Buffer | null; contentType: string }>((resolve) => {
    captured = resolve;
  });
  await page.route('**/api/user/upload/curp/back', async (route) => {
    const upload = route.request();
    captured({
      body: upload.postDataBuffer(),
      contentType: (await upload.allHeaders())['content-type'] ?? '',
    });
    await route.continue();
  });
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/user/upload/curp/back',
    { timeout: 60_000 },
  );
  await back.getByLabel('Choose from gallery').setInputFiles(original);

  const { body, contentType } = await sent;
  expect(body, 'the page sent the multipart body').not.toBeNull();
  expect(contentType).toMatch(/^multipart\/form-data/);
  const photo = multipartFile(body ?? Buffer.alloc(0), contentType, 'file');
  const answer = (await (await answered).json()) as {
    code: number;
    data: { back: { format: string; width: number; height: number; bytes: number } | null };
  };
  console.log(
    `ID photo: original ${original.buffer.length} bytes (${(original.buffer.length / MB).toFixed(2)} MB, 4000×3000), ` +
      `uploaded ${photo.length} bytes (${(photo.length / MB).toFixed(2)} MB, ` +
      `${answer.data.back?.width}×${answer.data.back?.height})`,
  );

  expect(original.buffer.length).toBeGreaterThan(3 * MB);
  expect(photo.length).toBeLessThan(1 * MB);
  expect([...photo.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]); // still a JPEG
  // The service stored exactly that file: a JPEG at most 1600 px on its long side.
  expect(answer.code).toBe(0);
  expect(answer.data.back).toMatchObject({ format: 'jpeg', bytes: photo.length });
  expect(Math.max(answer.data.back?.width ?? 0, answer.data.back?.height ?? 0)).toBeLessThanOrEqual(1600);
  await expect(back.getByRole('status')).toHaveText('Uploaded');
});
