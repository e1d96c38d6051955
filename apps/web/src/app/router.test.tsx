import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fake-api.ts';
import { App } from './app.tsx';
import { type AppRouter, createAppRouter } from './router.tsx';

describe('createAppRouter', () => {
  let router: AppRouter | undefined;
  afterEach(() => {
    cleanup();
    router?.dispose();
    window.location.hash = '';
  });

  it('reads the screen from the hash but starts nothing until initialize(), which opens that screen', async () => {
    fakeApi({});
    window.location.hash = '#/user/login';
    router = createAppRouter();
    expect(router.state.location.pathname).toBe('/user/login');
    expect(router.state.initialized).toBe(false);
    expect(router.state.navigation.state).toBe('idle');

    router.initialize();
    render(<App router={router} />);
    await waitFor(() => expect(document.title).toBe('Log in · Puente'));
    expect(router.state.initialized).toBe(true);
  });

  it('moves the hash when the app navigates', async () => {
    fakeApi({});
    window.location.hash = '#/user/login';
    router = createAppRouter().initialize();
    await router.navigate('/user_center/language');
    expect(window.location.hash).toBe('#/user_center/language');
  });
});
