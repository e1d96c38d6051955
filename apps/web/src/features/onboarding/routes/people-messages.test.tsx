import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeOnboarding,
  formRefusal,
  lastCall,
  signInAs,
  stepsDone,
} from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

type User = ReturnType<typeof userEvent.setup>;

/** A valid BBVA México CLABE (bank 012, check digit 3). */
const CLABE = '012180000118359713';
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const picker = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

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

describe('issue 16 finding 8: refusals name the field as the screen does, in the borrower’s words', () => {
  it('two contacts with the same phone: "second contact phone", never emergencyContactMobile1', async () => {
    signInAs('MX');
    const { api } = fakeOnboarding('MX');
    const user = userEvent.setup();
    renderApp('/auth/additionalInfomation');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Employment type' }), 'Student');
    await user.selectOptions(picker('Monthly salary'), [...picker('Monthly salary').options][1]?.value ?? '');
    await user.selectOptions(picker('Income source'), 'Mother');
    for (const [n, name, relation] of [
      ['First', 'María López', 'Parent'],
      ['Second', 'Pedro Ruiz', 'Friend'],
    ] as const) {
      const group = screen.getByRole('group', { name: `${n} emergency contact` });
      await user.type(within(group).getByRole('textbox', { name: `${n} contact name` }), name);
      await user.type(within(group).getByRole('textbox', { name: `${n} contact phone` }), '55 8765 4321');
      await user.selectOptions(
        within(group).getByRole('combobox', { name: `${n} contact relation` }),
        relation,
      );
    }
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const message = 'The second contact phone cannot be the same as the first contact phone';
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(box('Second contact phone').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/emergencyContact/)).toBeNull();
    expect(lastCall(api, '/user/saveAdditionInfo-market')).toBeUndefined();
  });

  it('a CLABE typed twice differently, in Spanish: "Las dos CLABE no coinciden", never "tarjeta"', async () => {
    signInAs('MX', 'es');
    fakeOnboarding('MX', stepsDone('personalInfo', 'identity', 'additionalInfo', 'questionnaire'));
    const user = userEvent.setup();
    renderApp('/bank_account/add_bankcard');
    await user.type(await screen.findByRole('textbox', { name: 'CLABE' }), CLABE);
    await user.type(box('CLABE otra vez'), CLABE.replace(/3$/, '4'));
    await user.click(screen.getByRole('button', { name: 'Guardar cuenta bancaria' }));

    expect((await screen.findAllByText('Las dos CLABE no coinciden')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/números de tarjeta/)).toBeNull();
  });

  it('a wrong CLABE in Spanish says what is wrong with the CLABE, never "número de cuenta no es un número de cuenta válido"', async () => {
    signInAs('MX', 'es');
    fakeOnboarding('MX', stepsDone('personalInfo', 'identity', 'additionalInfo', 'questionnaire'));
    const user = userEvent.setup();
    renderApp('/bank_account/add_bankcard');
    await user.type(await screen.findByRole('textbox', { name: 'CLABE' }), '012180000118359710');
    expect(
      screen.getByText(
        'La CLABE debe tener 18 dígitos y su último dígito debe corresponder a los demás: cópiala de nuevo de tu banco',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/no es un número de cuenta válido/)).toBeNull();
  });

  it('an Outlook or Hotmail address is taken, as the hint says; a refused one is told without "email addr"', async () => {
    signInAs('MX');
    fakeOnboarding('MX');
    const user = userEvent.setup();
    renderApp('/auth/personal_infomation');
    await chooseBirthday(user);
    expect(screen.getByText('A Gmail, Yahoo, Outlook or Hotmail address.')).toBeVisible();

    await user.type(box('Email'), 'juan.perez@protonmail.com');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const refusal =
      'Please use a Gmail, Yahoo, Outlook or Hotmail address, with only letters, digits, dots, _ or - before the @';
    expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/email addr/)).toBeNull();

    await user.clear(box('Email'));
    await user.type(box('Email'), 'juan.perez@outlook.com');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(screen.queryAllByText(refusal)).toHaveLength(0));
    expect(box('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('a refusal from the service keeps the account kind it is about', async () => {
    signInAs('MX', 'es');
    const { api } = fakeOnboarding(
      'MX',
      stepsDone('personalInfo', 'identity', 'additionalInfo', 'questionnaire'),
    );
    api.routes['/api/user/addBankCard'] = () =>
      formRefusal([{ field: 'accountNumberConfirm', rule: 'accountsDiffer', kind: 'CLABE' }]);
    const user = userEvent.setup();
    renderApp('/bank_account/add_bankcard');
    await user.type(await screen.findByRole('textbox', { name: 'CLABE' }), CLABE);
    await user.type(box('CLABE otra vez'), CLABE);
    await user.type(box('Código SMS'), '123456');
    await user.click(screen.getByRole('button', { name: 'Guardar cuenta bancaria' }));
    expect((await screen.findAllByText('Las dos CLABE no coinciden')).length).toBeGreaterThan(0);
    expect(lastCall(api, '/user/addBankCard')).toBeDefined();
  });
});
