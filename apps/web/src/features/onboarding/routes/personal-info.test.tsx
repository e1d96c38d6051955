import { FIELD_MAX_LENGTH } from '@puente/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeOnboarding, formRefusal, lastCall, signInAs } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const PATH = '/auth/personal_infomation';
/** A CURP of a man born on 1 January 1990 in Mexico City (check digit valid). */
const CURP = 'PUEN900101HDFRNT01';

type User = ReturnType<typeof userEvent.setup>;

const box = (name: string | RegExp) => screen.getByRole('textbox', { name });
const picker = (name: string | RegExp) => screen.getByRole('combobox', { name });

async function chooseBirthday(user: User, year = '1990', month = 'January', day = '1') {
  const birthday = screen.getByRole('group', { name: 'Birthday' });
  await user.selectOptions(within(birthday).getByRole('combobox', { name: 'Year' }), year);
  await user.selectOptions(within(birthday).getByRole('combobox', { name: 'Month' }), month);
  await user.selectOptions(within(birthday).getByRole('combobox', { name: 'Day' }), day);
}

async function fillMexican(user: User) {
  await user.type(box('First name'), 'Juan');
  await user.type(box('Last name'), 'Pérez López');
  await user.click(screen.getByRole('radio', { name: 'Male' }));
  await chooseBirthday(user);
  await user.type(box('CURP'), CURP);
  await user.selectOptions(picker('Education'), "Bachelor's degree");
  await user.selectOptions(picker('Marital status'), 'Single');
  await user.type(box('WhatsApp number'), '5512345679');
  await user.type(box('Email'), 'juan.perez@gmail.com');
  await user.selectOptions(picker('Loan purpose'), 'Health');
  await user.selectOptions(picker('Residence type'), 'Rented');
  await user.selectOptions(picker('State'), 'Mexico City');
  await user.type(box('City'), 'Coyoacán');
  await user.type(box('Postal code'), '04000');
  await user.type(box('Address'), 'Av. Universidad 100');
}

beforeEach(() => {
  localStorage.clear();
  signInAs('MX');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('personal info', () => {
  it('asks education, marital status, WhatsApp, spare phone and email only once a birthday is chosen', async () => {
    fakeOnboarding('MX');
    const user = userEvent.setup();
    renderApp(PATH);

    expect(await screen.findByText('Step 1 of 5')).toBeVisible();
    await screen.findByRole('group', { name: 'Birthday' });
    const later = ['Education', 'Marital status'];
    for (const name of later) expect(screen.queryByRole('combobox', { name })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();

    await chooseBirthday(user);
    for (const name of later) expect(picker(name)).toBeVisible();
    expect(box('WhatsApp number')).toBeVisible();
    expect(box('Alternative phone (optional)')).toBeVisible();
    expect(box('Email')).toBeVisible();

    await user.selectOptions(picker('Day'), '');
    expect(screen.queryByRole('combobox', { name: 'Education' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'WhatsApp number' })).toBeNull();
  });

  it('offers birth years from 18 years ago back 65 years, and drops a day the month lacks', async () => {
    fakeOnboarding('MX');
    const user = userEvent.setup();
    renderApp(PATH);
    const year = await screen.findByRole('combobox', { name: 'Year' });
    const years = [...(year as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);
    const newest = new Date().getFullYear() - 18;
    expect(years).toHaveLength(65);
    expect(Number(years[0])).toBeGreaterThanOrEqual(newest - 1);
    expect(Number(years.at(-1))).toBe(Number(years[0]) - 64);

    await chooseBirthday(user, '1990', 'January', '31');
    await user.selectOptions(picker('Month'), 'February');
    expect((picker('Day') as HTMLSelectElement).value).toBe('');
    expect(screen.queryByRole('combobox', { name: 'Education' })).toBeNull();
  });

  it('wants a state before the city, and clears the city when the state changes', async () => {
    fakeOnboarding('MX');
    const user = userEvent.setup();
    renderApp(PATH);

    const city = await screen.findByRole('textbox', { name: 'City' });
    await user.click(city);
    expect(await screen.findByText('please select State')).toBeVisible();
    expect((city as HTMLInputElement).readOnly).toBe(true);

    await user.selectOptions(picker('State'), 'Jalisco');
    await user.type(box('City'), 'Guadalajara');
    expect((box('City') as HTMLInputElement).value).toBe('Guadalajara');
    await user.selectOptions(picker('State'), 'Mexico City');
    expect((box('City') as HTMLInputElement).value).toBe('');
  });

  it('in Nigeria picks the local government area of the chosen state and asks the BVN', async () => {
    signInAs('NG');
    fakeOnboarding('NG');
    const user = userEvent.setup();
    renderApp(PATH);

    await user.click(await screen.findByRole('combobox', { name: 'Local government area' }));
    expect(await screen.findByText('please select State')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'CURP' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Postal code' })).toBeNull();
    expect(box('BVN')).toBeVisible();

    await user.selectOptions(picker('State'), 'Lagos');
    const lgas = [...(picker('Local government area') as HTMLSelectElement).options].map((o) => o.text);
    expect(lgas).toContain('Ikeja');
    await user.selectOptions(picker('Local government area'), 'Ikeja');
    await user.selectOptions(picker('State'), 'Kano');
    expect((picker('Local government area') as HTMLSelectElement).value).toBe('');
  });

  it('in Nigeria asks to select the LGA when it is missing, in English and Spanish', async () => {
    signInAs('NG');
    const { api } = fakeOnboarding('NG');
    const user = userEvent.setup();
    renderApp(PATH);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'State' }), 'Lagos');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const lga = picker('Local government area');
    await waitFor(() => expect(lga.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please select LGA')).toBeVisible();
    expect(screen.queryByText('Please input city')).toBeNull();
    expect(lastCall(api, '/user/saveBasicInfo-market')).toBeUndefined();
    cleanup();

    signInAs('NG', 'es');
    renderApp(PATH);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Estado' }), 'Lagos');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText('Por favor selecciona área de gobierno local (LGA)')).toBeVisible();
  });

  it('limits each typed field to the length the domain gives it', async () => {
    fakeOnboarding('MX');
    const user = userEvent.setup();
    renderApp(PATH);
    await screen.findByRole('group', { name: 'Birthday' });
    await chooseBirthday(user);
    const limits: [string, number][] = [
      ['First name', FIELD_MAX_LENGTH.firstName],
      ['Middle name (optional)', FIELD_MAX_LENGTH.middleName],
      ['Last name', FIELD_MAX_LENGTH.lastName],
      ['Email', FIELD_MAX_LENGTH.email],
      ['City', FIELD_MAX_LENGTH.city],
      ['Address', FIELD_MAX_LENGTH.address],
      ['RFC (optional)', FIELD_MAX_LENGTH.rfc],
    ];
    for (const [name, limit] of limits)
      expect([name, (box(name) as HTMLInputElement).maxLength]).toEqual([name, limit]);
    // Ids and phones keep their characters once cleaned, so a limit counts those, not spaces.
    const cleaned: [string, number, string][] = [
      ['CURP', FIELD_MAX_LENGTH.nationalId, 'A'],
      ['WhatsApp number', FIELD_MAX_LENGTH.whatsappNo, '5'],
      ['Alternative phone (optional)', FIELD_MAX_LENGTH.sparePhone, '5'],
      ['Postal code', FIELD_MAX_LENGTH.pinCode, '0'],
      ['NSS (optional)', FIELD_MAX_LENGTH.nss, '1'],
    ];
    for (const [name, limit, character] of cleaned) {
      await user.type(box(name), `${character} `.repeat(limit + 1));
      expect([name, (box(name) as HTMLInputElement).value]).toEqual([name, character.repeat(limit)]);
    }
  });

  it('says the first problem and marks every field before sending anything', async () => {
    signInAs('MX');
    const { api } = fakeOnboarding('MX');
    const user = userEvent.setup();
    renderApp(PATH);

    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Jo');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const message = 'first name: at least 3 letters, letters only';
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(box('First name').getAttribute('aria-invalid')).toBe('true');
    expect(box('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please input last name')).toBeVisible();
    expect(lastCall(api, '/user/saveBasicInfo-market')).toBeUndefined();
  });

  it('saves, then opens the ID step; the service refusing a field shows its message there', async () => {
    signInAs('MX');
    const { api, state } = fakeOnboarding('MX');
    const save = api.routes['/api/user/saveBasicInfo-market'];
    api.routes['/api/user/saveBasicInfo-market'] = () =>
      formRefusal([{ field: 'pinCode', rule: 'pinCodeInvalid' }]);
    const user = userEvent.setup();
    const { router } = renderApp(PATH);
    await screen.findByRole('textbox', { name: 'First name' });
    await fillMexican(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(
      (await screen.findAllByText('The postal code must have 5 digits and belong to the state you chose'))
        .length,
    ).toBeGreaterThan(0);
    expect(box('Postal code').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe(PATH);

    if (save) api.routes['/api/user/saveBasicInfo-market'] = save;
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/id_card_authentication'));
    expect(lastCall(api, '/user/saveBasicInfo-market')?.payload).toMatchObject({
      firstName: 'Juan',
      gender: 1,
      birthday: '1990-01-01',
      nationalId: CURP,
      state: 'DF',
      pinCode: '04000',
    });
    expect(state.basicInfo).toMatchObject({ firstName: 'Juan', email: 'juan.perez@gmail.com' });
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });

  it('keeps an unfinished form across a reload, per user', async () => {
    signInAs('MX');
    fakeOnboarding('MX');
    const user = userEvent.setup();
    renderApp(PATH);
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Juana');
    await chooseBirthday(user, '1991', 'March', '4');
    cleanup();

    renderApp(PATH);
    expect(((await screen.findByRole('textbox', { name: 'First name' })) as HTMLInputElement).value).toBe(
      'Juana',
    );
    expect((picker('Month') as HTMLSelectElement).value).toBe('3');
    expect(box('Email')).toBeVisible();
    expect(Object.keys(localStorage)).toContain('draft:u-mx:personalInfo');
  });

  it('shows what was saved when the step is opened again', async () => {
    signInAs('MX');
    fakeOnboarding('MX', {
      basicInfo: {
        firstName: 'Juan',
        lastName: 'Pérez',
        gender: 'male',
        birthday: '1990-01-01',
        nationalId: CURP,
        email: 'juan@gmail.com',
        state: 'DF',
        city: 'Coyoacán',
      },
    });
    renderApp(PATH);
    expect(((await screen.findByRole('textbox', { name: 'First name' })) as HTMLInputElement).value).toBe(
      'Juan',
    );
    expect((screen.getByRole('radio', { name: 'Male' }) as HTMLInputElement).checked).toBe(true);
    expect((box('Email') as HTMLInputElement).value).toBe('juan@gmail.com');
    expect((box('City') as HTMLInputElement).value).toBe('Coyoacán');
    expect((picker('Year') as HTMLSelectElement).value).toBe('1990');
  });

  it('speaks Spanish', async () => {
    signInAs('MX', 'es');
    fakeOnboarding('MX');
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Información personal' })).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Fecha de nacimiento' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Guardar y continuar' })).toBeVisible();
  });
});
