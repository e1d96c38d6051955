import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../testing/fake-api.ts';
import { fakeMessage, fakeMessages } from '../../../testing/fake-messages.ts';
import { lastCall, signInAs } from '../../../testing/fake-onboarding.ts';
import { renderApp } from '../../../testing/render-app.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const receipt = () =>
  fakeMessage({
    id: 'm-receipt',
    title: 'Payment received',
    text: 'We received $500.00 by SPEI (ref 123). You still owe $700.00.',
    // 18:05 UTC is 12:05 in Mexico City.
    time: '2026-03-05T18:05:00.000Z',
    read: true,
  });
const reminder = () =>
  fakeMessage({
    id: 'm-reminder',
    kind: 'reminder.due3',
    title: 'Your payment is due in 3 days',
    text: 'Pay $700.00 by Mar 10, 2026.\nPay by SPEI, at OXXO or online.',
    time: '2026-03-07T15:00:00.000Z',
    action: { label: 'Pay now', route: '/repay/repay_detail' },
  });

const row = async (title: string) =>
  (await screen.findByRole('heading', { level: 2, name: title })).closest('a') as HTMLElement;

describe('inbox list', () => {
  it('lists messages newest first, saying which are unread in words, with the time in the market', async () => {
    signInAs('MX');
    fakeMessages({ messages: [receipt(), reminder()] });
    renderApp('/user_center/msg_list');

    const unread = await row('Your payment is due in 3 days');
    expect(within(unread).getByText('Unread')).toBeVisible();
    expect(within(unread).getByText('Pay $700.00 by Mar 10, 2026.')).toBeVisible();
    expect(within(unread).getByText('Mar 7, 2026, 9:00 AM')).toBeVisible();
    expect(unread.getAttribute('href')).toBe('/user_center/msg_detail?id=m-reminder');

    const read = await row('Payment received');
    expect(within(read).queryByText('Unread')).toBeNull();
    expect(within(read).getByText('Mar 5, 2026, 12:05 PM')).toBeVisible();

    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Your payment is due in 3 days', 'Payment received']);
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  });

  it('says so when there are no messages, and offers no "Mark all as read"', async () => {
    signInAs('MX', 'es');
    fakeMessages();
    renderApp('/user_center/msg_list');

    expect(
      await screen.findByText(
        'Aún no tienes mensajes. Aquí verás recordatorios, recibos y avisos sobre tus préstamos.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Marcar todo como leído' })).toBeNull();
  });

  it('marks all as read', async () => {
    signInAs('MX');
    const { api, state } = fakeMessages({ messages: [receipt(), reminder()] });
    const user = userEvent.setup();
    renderApp('/user_center/msg_list');

    expect(within(await row('Your payment is due in 3 days')).getByText('Unread')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByText('All messages marked as read')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Unread')).toBeNull());
    expect(lastCall(api, '/msg/read_all')?.method).toBe('POST');
    expect(state.messages.every((message) => message.read)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('shows older messages page by page', async () => {
    signInAs('MX');
    const many = Array.from({ length: 51 }, (_, i) =>
      fakeMessage({
        title: `Message ${i + 1}`,
        text: 'Text',
        time: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
        read: true,
      }),
    );
    const { api } = fakeMessages({ messages: many });
    const user = userEvent.setup();
    renderApp('/user_center/msg_list');

    expect(await row('Message 51')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Message 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show older messages' }));
    expect(await row('Message 1')).toBeVisible();
    expect(lastCall(api, '/msg/list')?.payload).toMatchObject({ page: 2, size: 50 });
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
  });
});

describe('inbox message', () => {
  it('shows the whole message, marks it read and takes its action', async () => {
    signInAs('MX');
    const { api, state } = fakeMessages({ messages: [reminder()] });
    const user = userEvent.setup();
    const { router } = renderApp('/user_center/msg_detail?id=m-reminder');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your payment is due in 3 days' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Message' })).toBeVisible();
    expect(
      screen.getByText(/Pay \$700\.00 by Mar 10, 2026\.\s+Pay by SPEI, at OXXO or online\./),
    ).toBeVisible();
    expect(screen.getByText('Mar 7, 2026, 9:00 AM')).toBeVisible();
    expect(lastCall(api, '/msg/detail')?.payload).toEqual(expect.objectContaining({ id: 'm-reminder' }));
    expect(state.messages[0]?.read).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repay/repay_detail'));
  });

  it('says when the message is not in the inbox, and goes back to the list', async () => {
    signInAs('MX', 'es');
    fakeMessages({ messages: [] });
    const user = userEvent.setup();
    const { router } = renderApp('/user_center/msg_detail?id=nope');

    expect(await screen.findByText('This message is not in your inbox.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Volver a mensajes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user_center/msg_list'));
  });

  it('needs a login, coming back to the message afterwards', async () => {
    fakeMessages({ messages: [reminder()] });
    const { router } = renderApp('/user_center/msg_detail?id=m-reminder');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fuser_center%2Fmsg_detail%3Fid%3Dm-reminder');
  });
});

const quantity = { '/api/lottery-draw/coupon/quantity': () => ok({ usable: 0 }) };

describe('unread count', () => {
  it('shows on the Me tab with words for it, and on the Messages entry of Me', async () => {
    signInAs('MX');
    fakeMessages(
      {
        messages: [
          receipt(),
          reminder(),
          fakeMessage({ title: 'B', text: 'C', time: '2026-03-08T00:00:00Z' }),
        ],
      },
      quantity,
    );
    renderApp('/me');

    const entry = await screen.findByRole('link', { name: 'Messages 2 unread' });
    expect(await screen.findByRole('link', { name: 'Me (2 unread messages)' })).toBeVisible();
    expect(entry.getAttribute('href')).toBe('/user_center/msg_list');
  });

  it('says one unread message in Spanish, and goes once it is read', async () => {
    signInAs('MX', 'es');
    const { api } = fakeMessages({ messages: [receipt(), reminder()] }, quantity);
    const user = userEvent.setup();
    const { router } = renderApp('/me');

    const entry = await screen.findByRole('link', { name: 'Mensajes 1 sin leer' });
    expect(await screen.findByRole('link', { name: 'Mi cuenta (1 mensaje sin leer)' })).toBeVisible();
    await user.click(entry);
    await user.click(await screen.findByRole('link', { name: /Your payment is due in 3 days/ }));
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeVisible();
    await waitFor(() => expect(lastCall(api, '/msg/unread')).toBeDefined());

    await user.click(screen.getByRole('button', { name: 'Volver a mensajes' }));
    expect(await row('Payment received')).toBeVisible();
    expect(screen.queryByText('No leído')).toBeNull();
    await router.navigate('/me');
    expect(await screen.findByRole('link', { name: 'Mensajes' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mi cuenta' })).toBeVisible();
  });

  it('is not asked for by a visitor', async () => {
    const { api } = fakeMessages({}, quantity);
    renderApp('/me');
    expect(await screen.findByRole('link', { name: 'Me' })).toBeVisible();
    expect(await screen.findByText('You are not logged in')).toBeVisible();
    expect(api.seen.filter((request) => request.path.startsWith('/api/msg/'))).toEqual([]);
  });
});
