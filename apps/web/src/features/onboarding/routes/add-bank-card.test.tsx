import { claimRefusalMessage, ERRORS } from '@puente/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../testing/fake-api.ts';
import { fakeOnboarding, lastCall, signInAs, stepsDone } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const PATH = '/bank_account/add_bankcard';
/** A valid BBVA México CLABE (bank 012, check digit 3). */
const CLABE = '012180000118359713';

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const picker = (name: string) => screen.getByRole('combobox', { name });
const ALL_DONE_BUT_BANK = stepsDone('personalInfo', 'identity', 'additionalInfo', 'questionnaire');

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('bank account in Mexico', () => {
  beforeEach(() => signInAs('MX'));

  it('names the bank from the CLABE, and asks for the bank of a debit card', async () => {
    const { api } = fakeOnboarding('MX', ALL_DONE_BUT_BANK);
    const user = userEvent.setup();
    renderApp(PATH);

    expect(
      ((await screen.findByRole('radio', { name: 'CLABE (18 digits)' })) as HTMLInputElement).checked,
    ).toBe(true);
    expect(box('Bank name').readOnly).toBe(true);
    await user.type(box('CLABE'), CLABE);
    await waitFor(() => expect(box('Bank name').value).toBe('BBVA México'));
    expect(lastCall(api, '/user/getBankBranch')?.payload).toMatchObject({ accountNumber: CLABE });

    await user.click(screen.getByRole('radio', { name: 'Debit card (16 digits)' }));
    expect(screen.queryByRole('textbox', { name: 'Bank name' })).toBeNull();
    expect(box('Debit card number').value).toBe('');
    await waitFor(() =>
      expect([...(picker('Bank') as HTMLSelectElement).options].map((o) => o.text)).toContain('Banorte'),
    );
  });

  it('says when a CLABE is not valid', async () => {
    fakeOnboarding('MX', ALL_DONE_BUT_BANK);
    const user = userEvent.setup();
    renderApp(PATH);
    await user.type(await screen.findByRole('textbox', { name: 'CLABE' }), '012180000118359710');
    expect(
      screen.getByText(
        'The CLABE must have 18 digits, and its last digit must match the others: please copy it again from your bank',
      ),
    ).toBeVisible();
  });

  it('starts from the holder and CURP of personal info, sends the code and saves, then goes home', async () => {
    const { api } = fakeOnboarding('MX', ALL_DONE_BUT_BANK);
    const user = userEvent.setup();
    const { router } = renderApp(PATH);
    await screen.findByRole('textbox', { name: 'CLABE' });
    expect(box('Account holder name').value).toBe('Juan Pérez López');
    expect(box('CURP').value).toBe('PUEN900101HDFRNT01');

    await user.type(box('CLABE'), CLABE);
    await user.type(box('CLABE again'), CLABE.replace(/3$/, '4'));
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect((await screen.findAllByText('The two CLABEs do not match')).length).toBeGreaterThan(0);

    await user.clear(box('CLABE again'));
    await user.type(box('CLABE again'), CLABE);
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect((await screen.findAllByText(ERRORS.codeEmpty.en)).length).toBeGreaterThan(0);
    expect(lastCall(api, '/user/addBankCard')).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in \d+s/ })).toBeVisible();
    expect(lastCall(api, '/security/getVerifyCode')?.payload).toMatchObject({
      mobile: '5512345678',
      channel: 'sms',
    });
    await user.type(box('SMS code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(lastCall(api, '/user/addBankCard')?.payload).toMatchObject({
      cardType: 'CLABE',
      accountNumber: CLABE,
      accountNumberConfirm: CLABE,
      holderName: 'Juan Pérez López',
      curp: 'PUEN900101HDFRNT01',
      code: '123456',
    });
    expect(lastCall(api, '/user/addBankCard')?.payload).not.toHaveProperty('bankCode');
  });

  it('shows under the CLABE that it already pays another phone number, and stays on the form', async () => {
    const { api } = fakeOnboarding('MX', ALL_DONE_BUT_BANK);
    const text = claimRefusalMessage('bankAccountTaken', 'bankAccount', 'MX', 'CLABE').en;
    api.routes['/api/user/addBankCard'] = () =>
      fail(ERRORS.bankAccountTaken.code, text, 409, {
        field: 'accountNumber',
        kind: 'bankAccount',
        accountType: 'CLABE',
      });
    const user = userEvent.setup();
    const { router } = renderApp(PATH);
    await user.type(await screen.findByRole('textbox', { name: 'CLABE' }), CLABE);
    await user.type(box('CLABE again'), CLABE);
    await user.type(box('SMS code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(text).toBe(
      'This CLABE already receives loans for another phone number. Use an account in your own name, or contact us if it is yours.',
    );
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.activeElement).toBe(box('CLABE')));
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('replaces the account already on file', async () => {
    const { api } = fakeOnboarding('MX', {
      ...ALL_DONE_BUT_BANK,
      bankAccounts: [
        {
          id: 'a',
          cardType: 'CLABE',
          bankCode: '072',
          bankName: 'Banorte',
          accountMasked: '•••• 1234',
          holderName: 'Juan',
          primary: true,
        },
      ],
    });
    const user = userEvent.setup();
    renderApp(PATH);
    expect(await screen.findByText('Banorte •••• 1234')).toBeVisible();
    await user.type(box('CLABE'), CLABE);
    await user.type(box('CLABE again'), CLABE);
    await user.type(box('SMS code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    await waitFor(() => expect(lastCall(api, '/user/update-bankCard')).toBeDefined());
  });
});

describe('bank account in Nigeria', () => {
  beforeEach(() => signInAs('NG'));

  it('shows the name the bank gives, and needs the borrower to confirm a name that is not theirs', async () => {
    const { api } = fakeOnboarding('NG', ALL_DONE_BUT_BANK);
    const user = userEvent.setup();
    const { router } = renderApp(PATH);

    await waitFor(() =>
      expect([...(picker('Bank') as HTMLSelectElement).options].map((o) => o.text)).toContain('Access Bank'),
    );
    expect(screen.queryByRole('radio', { name: /CLABE/ })).toBeNull();
    await user.selectOptions(picker('Bank'), 'Access Bank');
    await user.type(box('Account number'), '0123456789');
    expect(await screen.findByText('ADAEZE BELLO')).toBeVisible();
    expect(lastCall(api, '/user/verifyBankCard')?.payload).toMatchObject({
      bankCode: '044',
      accountNumber: '0123456789',
    });
    const confirm = screen.getByRole('checkbox', { name: 'This account is mine' }) as HTMLInputElement;
    expect(confirm.checked).toBe(false);

    await user.type(box('Account number again'), '0123456789');
    expect(box('BVN').value).toBe('22212345678');
    await user.type(box('SMS code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect((await screen.findAllByText('Please confirm the account is yours')).length).toBeGreaterThan(0);
    expect(lastCall(api, '/user/addBankCard')).toBeUndefined();

    await user.click(confirm);
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(lastCall(api, '/user/addBankCard')?.payload).toMatchObject({
      bankCode: '044',
      accountNumber: '0123456789',
      bvn: '22212345678',
      nameConfirmed: true,
      code: '123456',
    });
  });

  it('asks nothing more when the bank knows the account under the applicant’s name', async () => {
    const { api } = fakeOnboarding('NG', ALL_DONE_BUT_BANK);
    api.routes['/api/user/verifyBankCard'] = () => ({
      body: { code: 0, msg: 'Success', data: { accountName: 'JUAN PEREZ', matchesApplicant: true } },
    });
    const user = userEvent.setup();
    renderApp(PATH);
    await waitFor(() =>
      expect([...(picker('Bank') as HTMLSelectElement).options].map((o) => o.text)).toContain('Access Bank'),
    );
    await user.selectOptions(picker('Bank'), 'Access Bank');
    await user.type(box('Account number'), '0123456789');
    expect(await screen.findByText('JUAN PEREZ')).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'This account is mine' })).toBeNull();
  });
});
