import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeOnboarding, signInAs, stepsDone } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

type User = ReturnType<typeof userEvent.setup>;

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function paste(user: User, field: HTMLInputElement, text: string) {
  await user.click(field);
  await user.paste(text);
  return field.value;
}

async function chooseBirthday(user: User) {
  const birthday = await screen.findByRole('group', { name: 'Birthday' });
  await user.selectOptions(within(birthday).getByRole('combobox', { name: 'Year' }), '1990');
  await user.selectOptions(within(birthday).getByRole('combobox', { name: 'Month' }), 'January');
  await user.selectOptions(within(birthday).getByRole('combobox', { name: 'Day' }), '1');
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('issue 16 finding 4: a pasted phone number keeps every digit', () => {
  it('WhatsApp number: "55 3184 7726" keeps its last digit, "+52 55 3184 7726" loses only the prefix', async () => {
    signInAs('MX');
    fakeOnboarding('MX');
    const user = userEvent.setup();
    renderApp('/auth/personal_infomation');
    await chooseBirthday(user);

    expect(await paste(user, box('WhatsApp number'), '55 3184 7726')).toBe('5531847726');
    await user.clear(box('WhatsApp number'));
    expect(await paste(user, box('WhatsApp number'), '+52 55 3184 7726')).toBe('5531847726');
    expect(await paste(user, box('Alternative phone (optional)'), '55-3184-7726')).toBe('5531847726');
  });

  it('Nigerian WhatsApp number: "0803 123 4567" keeps all eleven digits', async () => {
    signInAs('NG');
    fakeOnboarding('NG');
    const user = userEvent.setup();
    renderApp('/auth/personal_infomation');
    await chooseBirthday(user);

    expect(await paste(user, box('WhatsApp number'), '0803 123 4567')).toBe('08031234567');
    await user.clear(box('WhatsApp number'));
    expect(await paste(user, box('WhatsApp number'), '+234 803 123 4567')).toBe('8031234567');
  });

  it('emergency contact and company phones: a pasted number keeps every digit, without the prefix', async () => {
    signInAs('MX');
    fakeOnboarding('MX');
    const user = userEvent.setup();
    renderApp('/auth/additionalInfomation');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Employment type' }),
      'Employed (full time)',
    );

    expect(await paste(user, box('Company phone (optional)'), '55 3184 7726')).toBe('5531847726');
    const first = screen.getByRole('group', { name: 'First emergency contact' });
    const phone = within(first).getByRole('textbox', { name: 'First contact phone' }) as HTMLInputElement;
    expect(await paste(user, phone, '+52 1 55 3184 7726')).toBe('5531847726');
  });
});

describe('issue 16 finding 4: a pasted account number keeps every digit', () => {
  it('CLABE: "012 180 0001 1835971 3", grouped as banks print it, keeps its 18 digits and names the bank', async () => {
    signInAs('MX');
    fakeOnboarding('MX', stepsDone('personalInfo', 'identity', 'additionalInfo', 'questionnaire'));
    const user = userEvent.setup();
    renderApp('/bank_account/add_bankcard');
    const clabe = (await screen.findByRole('textbox', { name: 'CLABE' })) as HTMLInputElement;
    expect(await paste(user, clabe, '012 180 0001 1835971 3')).toBe('012180000118359713');
    await waitFor(() => expect(box('Bank name').value).toBe('BBVA México'));
  });
});
