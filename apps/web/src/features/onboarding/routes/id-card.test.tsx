import { ERRORS } from '@puente/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../testing/fake-api.ts';
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

beforeEach(() => {
  localStorage.clear();
  signInAs('MX');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
    expect(screen.getByText(/delete everything after 7 days/)).toBeTruthy();
    await user.click(contacts);
    await user.click(screen.getByRole('button', { name: 'Allow and continue' }));
    expect((await screen.findAllByText(ERRORS.cameraRequired.en)).length).toBeGreaterThan(0);
    expect(api.seen.some((r) => r.method === 'POST' && r.path === '/api/user/consent')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Camera (required)' }));
    await user.click(screen.getByRole('button', { name: 'Allow and continue' }));
    expect(await screen.findByRole('region', { name: 'Back of your ID' })).toBeTruthy();
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
    expect(within(card('Front of your ID')).getByText(ERRORS.idBackFirst.en)).toBeTruthy();

    await user.upload(gallery(back), photo('back.png'));
    expect(await within(back).findByText('Uploaded')).toBeTruthy();
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
    expect(await within(card('Front of your ID')).findByText(ERRORS.idFrontUnreadable.en)).toBeTruthy();
    expect(within(card('Front of your ID')).getByRole('alert')).toBeTruthy();
  });

  it('names the photo still missing instead of verifying', async () => {
    const { api } = fakeOnboarding('MX', { ...stepsDone('personalInfo'), consented: true });
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Verify my ID' }));
    expect(await within(card('Back of your ID')).findByText(ERRORS.idBackMissing.en)).toBeTruthy();
    expect(lastCall(api, '/user/curp/ocr')).toBeUndefined();
  });
});
