import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeOnboarding, lastCall, signInAs, stepsDone } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const PATH = '/auth/loan_question';
type User = ReturnType<typeof userEvent.setup>;

const question = (code: number) => screen.getByRole('group', { name: new RegExp(`^${code}\\. `) });
const moreButton = () => screen.getByRole('button', { name: 'More about your loans (questions 7–11)' });

async function answer(user: User, code: number, option: string) {
  await user.click(
    within(question(code)).getByRole(code === 4 || code === 5 ? 'checkbox' : 'radio', { name: option }),
  );
}

async function answerFirstSix(user: User) {
  await answer(user, 1, 'No');
  await answer(user, 2, 'No');
  await answer(user, 3, 'Good');
  await answer(user, 4, 'Kueski');
  await answer(user, 5, 'None');
  await answer(user, 6, 'I have never been late');
}

beforeEach(() => {
  localStorage.clear();
  signInAs('MX');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('credit-history questionnaire', () => {
  it('keeps questions 7 to 11 in a group that opens and closes', async () => {
    fakeOnboarding('MX');
    const user = userEvent.setup();
    renderApp(PATH);
    await screen.findByRole('group', { name: /^1\. / });
    expect(screen.queryByRole('group', { name: /^7\. / })).toBeNull();
    expect(moreButton().getAttribute('aria-expanded')).toBe('false');

    await user.click(moreButton());
    expect(await screen.findByRole('group', { name: /^7\. How much do you owe/ })).toBeVisible();
    expect(screen.getByRole('group', { name: /^11\. / })).toBeVisible();
    expect(moreButton().getAttribute('aria-expanded')).toBe('true');

    await user.click(moreButton());
    expect(moreButton().getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(screen.queryByRole('group', { name: /^7\. / })).toBeNull());

    moreButton().focus();
    await user.keyboard('{Enter}');
    expect(moreButton().getAttribute('aria-expanded')).toBe('true');
  });

  it('lets "None" exclude the lenders in the several-answer questions', async () => {
    fakeOnboarding('MX');
    const user = userEvent.setup();
    renderApp(PATH);
    await screen.findByRole('group', { name: /^4\. / });
    await answer(user, 4, 'Kueski');
    await answer(user, 4, 'Baubap');
    const box = (name: string) => within(question(4)).getByRole('checkbox', { name }) as HTMLInputElement;
    expect(box('Kueski').checked && box('Baubap').checked).toBe(true);
    await answer(user, 4, 'None');
    expect([box('Kueski').checked, box('Baubap').checked, box('None').checked]).toEqual([false, false, true]);
    await answer(user, 4, 'Tala');
    expect([box('Tala').checked, box('None').checked]).toEqual([true, false]);
  });

  it('refuses to send with a question unanswered, and opens the group to show it', async () => {
    const { api } = fakeOnboarding('MX');
    const user = userEvent.setup();
    renderApp(PATH);
    await screen.findByRole('group', { name: /^1\. / });
    await answerFirstSix(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText('There are still unanswered questions (question 7)')).toBeVisible();
    expect(within(question(7)).getByText('Please answer this question first')).toBeVisible();
    expect(moreButton().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('6 of 11 questions answered')).toBeVisible();
    expect(lastCall(api, '/user/save/questionnaire')).toBeUndefined();
  });

  it('keeps the answers across a reload, then sends them all and opens the bank account step', async () => {
    const { api } = fakeOnboarding('MX', stepsDone('personalInfo', 'identity', 'additionalInfo'));
    const user = userEvent.setup();
    renderApp(PATH);
    await screen.findByRole('group', { name: /^1\. / });
    await answerFirstSix(user);
    cleanup();

    const { router } = renderApp(PATH);
    await screen.findByRole('group', { name: /^1\. / });
    expect(screen.getByText('6 of 11 questions answered')).toBeVisible();
    await user.click(moreButton());
    await screen.findByRole('group', { name: /^7\. / });
    await answer(user, 7, 'Less than $500');
    for (const code of [8, 9, 10, 11]) await answer(user, code, 'None');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/bank_account/add_bankcard'));
    expect(lastCall(api, '/user/save/questionnaire')?.payload.answers).toEqual({
      '1': 'no',
      '2': 'no',
      '3': 'good',
      '4': ['kueski'],
      '5': ['none'],
      '6': 'neverLate',
      '7': 'under500',
      '8': 'none',
      '9': 'none',
      '10': 'none',
      '11': 'none',
    });
  });
});
