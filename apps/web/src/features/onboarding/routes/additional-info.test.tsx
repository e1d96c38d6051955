import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBridgeReceiver } from '../../../bridge/receive.ts';
import { fakeOnboarding, lastCall, signInAs, stepsDone } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const PATH = '/auth/additionalInfomation';
type User = ReturnType<typeof userEvent.setup>;

const picker = (name: string) => screen.getByRole('combobox', { name });
const box = (name: string) => screen.getByRole('textbox', { name });
const absent = (name: string) => expect(screen.queryByRole('combobox', { name })).toBeNull();
const optionsOf = (name: string) =>
  [...(picker(name) as HTMLSelectElement).options].map((o) => o.text).slice(1);

async function fillContacts(user: User) {
  const first = screen.getByRole('group', { name: 'First emergency contact' });
  await user.type(within(first).getByRole('textbox', { name: 'First contact name' }), 'María López');
  await user.type(within(first).getByRole('textbox', { name: 'First contact phone' }), '5587654321');
  await user.selectOptions(within(first).getByRole('combobox', { name: 'First contact relation' }), 'Parent');
  const second = screen.getByRole('group', { name: 'Second emergency contact' });
  await user.type(within(second).getByRole('textbox', { name: 'Second contact name' }), 'Pedro Ruiz');
  await user.type(within(second).getByRole('textbox', { name: 'Second contact phone' }), '5511223344');
  await user.selectOptions(
    within(second).getByRole('combobox', { name: 'Second contact relation' }),
    'Friend',
  );
}

beforeEach(() => {
  localStorage.clear();
  signInAs('MX');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.Android;
});

describe('additional info', () => {
  it('shows the work fields each work type asks for, and clears industry when it changes', async () => {
    fakeOnboarding('MX');
    const user = userEvent.setup();
    renderApp(PATH);

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Employment type' }),
      'Employed (full time)',
    );
    expect(box('Company name')).toBeVisible();
    for (const name of ['Industry', 'Designation', 'Job experience', 'Pay frequency', 'Pay method']) {
      expect(picker(name)).toBeVisible();
    }
    expect(optionsOf('Designation')).toContain('Teacher');
    await user.selectOptions(picker('Industry'), optionsOf('Industry')[0] ?? '');
    expect((picker('Industry') as HTMLSelectElement).value).not.toBe('');

    await user.selectOptions(picker('Employment type'), 'Self-employed');
    expect((picker('Industry') as HTMLSelectElement).value).toBe('');
    expect(optionsOf('Designation')).toContain('Trader');
    absent('Job experience');
    absent('Pay frequency');
    absent('Pay method');

    await user.selectOptions(picker('Employment type'), 'Not working');
    absent('Industry');
    absent('Designation');
    absent('Job experience');
    absent('Pay frequency');
    expect(screen.queryByRole('textbox', { name: 'Company name' })).toBeNull();
    expect(picker('Monthly salary')).toBeVisible();
    expect(picker('Income source')).toBeVisible();
  });

  it('picks paydays as the pay frequency says, and clears them when it changes', async () => {
    fakeOnboarding('MX');
    const user = userEvent.setup();
    renderApp(PATH);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Employment type' }),
      'Employed (full time)',
    );
    absent('Payday');

    await user.selectOptions(picker('Pay frequency'), 'Monthly');
    expect(optionsOf('Payday')).toHaveLength(31);
    absent('Second payday');
    await user.selectOptions(picker('Payday'), '15th');

    await user.selectOptions(picker('Pay frequency'), 'Twice a month');
    expect((picker('Payday') as HTMLSelectElement).value).toBe('');
    expect(optionsOf('Second payday')).toContain('30th');

    await user.selectOptions(picker('Pay frequency'), 'Weekly');
    expect(optionsOf('Payday')).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    absent('Second payday');

    await user.selectOptions(picker('Pay frequency'), 'Every 14 days');
    expect(optionsOf('Second payday')).toContain('Friday');
  });

  it('fills a contact from the phone book inside the app, cleaning the number', async () => {
    signInAs('NG');
    fakeOnboarding('NG');
    const selectContact = vi.fn();
    window.Android = { selectContact };
    installBridgeReceiver();
    const user = userEvent.setup();
    renderApp(PATH);

    const second = await screen.findByRole('group', { name: 'Second emergency contact' });
    await user.click(within(second).getByRole('button', { name: 'Choose from my contacts' }));
    expect(selectContact).toHaveBeenCalledWith('{"selectContactIndex":2}');
    await window.puenteBridge?.receive('selectContact', {
      selectContactIndex: 2,
      name: 'Chidi Okeke',
      mobile: '+234 (0) 803-111-2222',
    });
    await waitFor(() =>
      expect(
        (within(second).getByRole('textbox', { name: 'Second contact phone' }) as HTMLInputElement).value,
      ).toBe('8031112222'),
    );
    expect(
      (within(second).getByRole('textbox', { name: 'Second contact name' }) as HTMLInputElement).value,
    ).toBe('Chidi Okeke');
  });

  it('offers no contact picker in a plain browser', async () => {
    fakeOnboarding('MX');
    renderApp(PATH);
    await screen.findByRole('group', { name: 'First emergency contact' });
    expect(screen.queryByRole('button', { name: 'Choose from my contacts' })).toBeNull();
  });

  it('refuses two contacts with the same relation before sending', async () => {
    const { api } = fakeOnboarding('MX');
    const user = userEvent.setup();
    renderApp(PATH);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Employment type' }), 'Student');
    await user.selectOptions(picker('Monthly salary'), optionsOf('Monthly salary')[0] ?? '');
    await user.selectOptions(picker('Income source'), 'Mother');
    await fillContacts(user);
    await user.selectOptions(picker('Second contact relation'), 'Parent');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const message = 'The second contact relation cannot be the same as the first contact relation';
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(picker('Second contact relation').getAttribute('aria-invalid')).toBe('true');
    expect(lastCall(api, '/user/saveAdditionInfo-market')).toBeUndefined();
  });

  it('saves only what the work type shows and opens the questionnaire', async () => {
    const { api } = fakeOnboarding('MX', stepsDone('personalInfo', 'identity'));
    const user = userEvent.setup();
    const { router } = renderApp(PATH);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Employment type' }),
      'Employed (full time)',
    );
    await user.type(box('Company name'), 'Tiendas Sol');
    await user.selectOptions(picker('Pay frequency'), 'Monthly');
    await user.selectOptions(picker('Employment type'), 'Student');
    await user.selectOptions(picker('Monthly salary'), optionsOf('Monthly salary')[0] ?? '');
    await user.selectOptions(picker('Income source'), 'Mother');
    await fillContacts(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/loan_question'));
    const sent = lastCall(api, '/user/saveAdditionInfo-market')?.payload ?? {};
    expect(sent).toMatchObject({
      workType: 'Student',
      incomeSource: 'mother',
      emergencyContactMobile1: '5587654321',
    });
    expect(sent).not.toHaveProperty('companyName');
    expect(sent).not.toHaveProperty('payFrequency');
  });
});
