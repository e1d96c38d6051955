import { ERRORS } from '@puente/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installAndroid, removeFakeHosts } from '../../../bridge/fake-hosts.ts';
import { fail, ok } from '../../../testing/fake-api.ts';
import { fakeOnboarding, lastCall, signInAs, stepsDone } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

// Photos are made small with canvas in a real browser (e2e covers it); here they pass through.
vi.mock('../lib/compress-photo.ts', () => ({
  compressPhoto: async (file: File, onProgress: (percent: number) => void) => {
    onProgress(100);
    return file;
  },
}));

const PATH = '/auth/id_card_authentication';
const photo = (name: string) => new File([new Uint8Array(2048).fill(7)], name, { type: 'image/png' });
const card = (name: string) => screen.getByRole('region', { name });
const ON_FILE = { format: 'jpeg' as const, width: 1600, height: 1200, bytes: 400_000, uploadedAt: 'now' };
const NO_PHOTOS_ON_FILE = {
  back: null,
  front: null,
  face: null,
  ocr: 'pending' as const,
  faceMatch: 'pending' as const,
  completed: false,
  completedAt: null,
};

beforeEach(() => {
  localStorage.clear();
  signInAs('MX');
});
afterEach(() => {
  cleanup();
  removeFakeHosts();
  vi.unstubAllGlobals();
});

type User = ReturnType<typeof userEvent.setup>;

/** Uploads the back and the front (gallery), as the borrower would, in the screen's language. */
async function uploadBothSides(user: User, titles = { back: 'Back of your ID', front: 'Front of your ID' }) {
  const gallery = (region: HTMLElement) =>
    within(region).getByLabelText(/^(Choose from gallery|Elegir de la galería)$/) as HTMLInputElement;
  const back = await screen.findByRole('region', { name: titles.back });
  await user.upload(gallery(back), photo('back.png'));
  await within(back).findByText(/^(Uploaded|Subida)$/);
  const front = card(titles.front);
  await user.upload(gallery(front), photo('front.png'));
  await within(front).findByText(/^(Uploaded|Subida)$/);
}

/** The read-only summary of what the OCR read, as term → value. */
async function readingShown(title: string) {
  const section = await screen.findByRole('region', { name: title });
  const terms = within(section)
    .getAllByRole('term')
    .map((el) => el.textContent);
  const values = within(section)
    .getAllByRole('definition')
    .map((el) => el.textContent);
  return Object.fromEntries(terms.map((term, i) => [term, values[i]]));
}

describe('ID verification', () => {
  it('asks consent first, listing each kind of data and why, and needs the camera to go on', async () => {
    const { api, state } = fakeOnboarding('MX', stepsDone('personalInfo'));
    const user = userEvent.setup();
    renderApp(PATH);

    const contacts = await screen.findByRole('checkbox', { name: 'Contacts list' });
    for (const kind of [
      'Financial SMS',
      'Installed apps',
      'Location',
      'Storage (photo details)',
      'Device information',
    ]) {
      expect((screen.getByRole('checkbox', { name: kind }) as HTMLInputElement).checked).toBe(false);
    }
    expect(screen.getByText(/delete everything after 7 days/)).toBeVisible();
    await user.click(contacts);
    await user.click(screen.getByRole('button', { name: 'Allow and continue' }));
    expect((await screen.findAllByText(ERRORS.cameraRequired.en)).length).toBeGreaterThan(0);
    expect(api.seen.some((r) => r.method === 'POST' && r.path === '/api/user/consent')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Camera (required)' }));
    await user.click(screen.getByRole('button', { name: 'Allow and continue' }));
    expect(await screen.findByRole('region', { name: 'Back of your ID' })).toBeVisible();
    expect(lastCall(api, '/user/consent')?.payload).toMatchObject({
      granted: ['contacts', 'camera'],
      textVersion: '2025-1',
    });
    expect(state.consented).toBe(true);
  });

  it('takes the back before the front, from the camera or the gallery, then verifies and moves on', async () => {
    const { api } = fakeOnboarding('MX', { ...stepsDone('personalInfo'), consented: true });
    const user = userEvent.setup();
    const { router } = renderApp(PATH);

    const back = await screen.findByRole('region', { name: 'Back of your ID' });
    const camera = (region: HTMLElement) => within(region).getByLabelText('Take a photo') as HTMLInputElement;
    const gallery = (region: HTMLElement) =>
      within(region).getByLabelText('Choose from gallery') as HTMLInputElement;
    expect(camera(back).getAttribute('capture')).toBe('environment');
    expect(gallery(back).hasAttribute('capture')).toBe(false);
    expect(camera(card('Your face')).getAttribute('capture')).toBe('user');
    expect(camera(card('Front of your ID')).disabled).toBe(true);
    expect(within(card('Front of your ID')).getByText(ERRORS.idBackFirst.en)).toBeVisible();

    await user.upload(gallery(back), photo('back.png'));
    expect(await within(back).findByText('Uploaded')).toBeVisible();
    expect(lastCall(api, '/user/upload/curp/back')?.files).toEqual(['file']);
    const front = card('Front of your ID');
    expect(camera(front).disabled).toBe(false);
    await user.upload(camera(front), photo('front.png'));
    await within(front).findByText('Uploaded');
    await user.upload(camera(card('Your face')), photo('face.png'));
    await within(card('Your face')).findByText('Uploaded');

    await user.click(screen.getByRole('button', { name: 'Verify my ID' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/additionalInfomation'));
    const order = api.seen.map((r) => r.path).filter((p) => /ocr|finishUpload/.test(p));
    expect(order).toEqual(['/api/user/curp/ocr', '/api/user/finishUploadAllImg']);
  });

  it('reads the card as soon as both sides are there and shows what it read, once', async () => {
    const { api } = fakeOnboarding('MX', { ...stepsDone('personalInfo'), consented: true });
    api.routes['/api/user/curp/ocr'] = () =>
      ok({
        read: {
          idType: 'CURP',
          idNumber: 'PUEN900101HDFRNT01',
          firstName: 'JUAN',
          middleName: null,
          lastName: 'PÉREZ LÓPEZ',
          birthday: '1990-01-01',
          gender: 'male',
        },
        status: { ...NO_PHOTOS_ON_FILE, back: ON_FILE, front: ON_FILE, ocr: 'passed' },
      });
    const user = userEvent.setup();
    const { router } = renderApp(PATH);

    await uploadBothSides(user);
    expect(await readingShown('What we read on your ID')).toEqual({
      Name: 'JUAN PÉREZ LÓPEZ',
      CURP: 'PUEN900101HDFRNT01',
      'Date of birth': 'January 1, 1990',
    });
    expect(screen.queryByRole('textbox', { name: /CURP/ })).toBeNull();
    await user.upload(within(card('Your face')).getByLabelText('Take a photo'), photo('face.png'));
    await within(card('Your face')).findByText('Uploaded');

    await user.click(screen.getByRole('button', { name: 'Verify my ID' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/additionalInfomation'));
    // "Verify" used the reading already made instead of asking the provider again.
    const order = api.seen.map((r) => r.path).filter((p) => /ocr|finishUpload/.test(p));
    expect(order).toEqual(['/api/user/curp/ocr', '/api/user/finishUploadAllImg']);
  });

  it('shows a Nigerian reading in Spanish, with the NIN and a birth date it could not find', async () => {
    signInAs('NG', 'es');
    const { api } = fakeOnboarding('NG', { ...stepsDone('personalInfo'), consented: true });
    api.routes['/api/user/curp/ocr'] = () =>
      ok({
        read: {
          idType: 'NIN',
          idNumber: '12345678901',
          firstName: 'CHINEDU',
          middleName: 'EMEKA',
          lastName: 'OKAFOR',
          birthday: null,
          gender: null,
        },
        status: { ...NO_PHOTOS_ON_FILE, back: ON_FILE, front: ON_FILE, ocr: 'passed' },
      });
    const user = userEvent.setup();
    renderApp(PATH);

    await uploadBothSides(user, {
      back: 'Reverso de tu identificación',
      front: 'Frente de tu identificación',
    });
    expect(await readingShown('Lo que leímos en tu identificación')).toEqual({
      Nombre: 'CHINEDU EMEKA OKAFOR',
      'NIN (Número de Identificación Nacional)': '12345678901',
      'Fecha de nacimiento': 'No aparece en la identificación',
    });
  });

  it('forgets a reading once the front is taken again, and shows a failed one on the photo', async () => {
    const { api } = fakeOnboarding('MX', { ...stepsDone('personalInfo'), consented: true });
    const user = userEvent.setup();
    renderApp(PATH);
    await uploadBothSides(user);
    await screen.findByRole('region', { name: 'What we read on your ID' });

    let uploads = 0;
    api.routes['/api/user/upload/curp/front'] = () => {
      uploads += 1;
      return ok({
        ...NO_PHOTOS_ON_FILE,
        back: ON_FILE,
        front: { ...ON_FILE, uploadedAt: `later-${uploads}` },
      });
    };
    api.routes['/api/user/curp/ocr'] = () => fail(ERRORS.idFrontUnreadable.code, ERRORS.idFrontUnreadable.en);
    await user.upload(within(card('Front of your ID')).getByLabelText('Take it again'), photo('blurry.png'));

    expect(await within(card('Front of your ID')).findByRole('alert')).toHaveProperty(
      'textContent',
      ERRORS.idFrontUnreadable.en,
    );
    expect(screen.queryByRole('region', { name: 'What we read on your ID' })).toBeNull();
    expect(api.seen.filter((r) => r.path === '/api/user/curp/ocr')).toHaveLength(2);
  });

  it('asks the native app to collect the data just allowed, once consent is saved', async () => {
    const host = installAndroid(['startTimeSdk', 'logEventByLocal']);
    const { api } = fakeOnboarding('MX', stepsDone('personalInfo'));
    api.routes['/api/time/upload/enable'] = () => ok({ enableTimeSdk: true });
    api.routes['/api/time/upload/uploadStatus'] = () =>
      ok({ appList: false, sms: false, exif: false, device: false, contact: false, location: false });
    const user = userEvent.setup();
    renderApp(PATH);

    await user.click(await screen.findByRole('checkbox', { name: 'Contacts list' }));
    expect(host.received()).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Camera (required)' }));
    await user.click(screen.getByRole('button', { name: 'Allow and continue' }));

    await waitFor(() => expect(host.received().map((m) => m.action)).toContain('startTimeSdk'));
    expect(host.received()).toContainEqual({
      action: 'startTimeSdk',
      data: {
        orderNo: '',
        userId: 'u-mx',
        isSubmit: false,
        appList: false,
        sms: false,
        exif: false,
        device: false,
        contact: false,
        location: false,
      },
    });
    await waitFor(() => expect(host.received().map((m) => m.action)).toContain('logEventByLocal'));
    const consentAt = api.seen.findIndex((r) => r.path === '/api/user/consent' && r.method === 'POST');
    const enableAt = api.seen.findIndex((r) => r.path === '/api/time/upload/enable');
    expect(consentAt).toBeGreaterThanOrEqual(0);
    expect(enableAt).toBeGreaterThan(consentAt);
  });

  it('shows a refused check on the photo to take again', async () => {
    const { api } = fakeOnboarding('MX', { ...stepsDone('personalInfo'), consented: true });
    api.routes['/api/user/curp/ocr'] = () => fail(ERRORS.idFrontUnreadable.code, ERRORS.idFrontUnreadable.en);
    const user = userEvent.setup();
    renderApp(PATH);
    for (const name of ['Back of your ID', 'Front of your ID', 'Your face']) {
      const region = await screen.findByRole('region', { name });
      await user.upload(within(region).getByLabelText('Choose from gallery'), photo(`${name}.png`));
      await within(region).findByText('Uploaded');
    }
    await user.click(screen.getByRole('button', { name: 'Verify my ID' }));
    expect(await within(card('Front of your ID')).findByText(ERRORS.idFrontUnreadable.en)).toBeVisible();
    expect(within(card('Front of your ID')).getByRole('alert')).toBeVisible();
  });

  it('names the photo still missing instead of verifying', async () => {
    const { api } = fakeOnboarding('MX', { ...stepsDone('personalInfo'), consented: true });
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Verify my ID' }));
    expect(await within(card('Back of your ID')).findByText(ERRORS.idBackMissing.en)).toBeVisible();
    expect(lastCall(api, '/user/curp/ocr')).toBeUndefined();
  });
});
