import { expect, vi } from 'vitest';
import type { BridgeAction, HostKind } from './host.ts';

/**
 * Test doubles of the three native hosts (Android, iOS, React Native), for the bridge's tests and
 * for tests of screens that talk to the host. Each records what the page sent, decoded to
 * {action, data} whatever its transport.
 */
export const BRIDGE_ACTIONS: BridgeAction[] = [
  'toLogin',
  'getLoginInfo',
  'logout',
  'setNewToken',
  'logEventByLocal',
  'logEventByAF',
  'selectContact',
  'startTimeSdk',
];

export interface FakeHost {
  /** Every message the host got, decoded to {action, data} whatever the transport. */
  received: () => { action: string; data: unknown }[];
  /** How this host hands a reply payload to the page (Android and RN tend to pass JSON text). */
  encode: (payload: Record<string, unknown>) => unknown;
}

export function installAndroid(actions: BridgeAction[] = BRIDGE_ACTIONS): FakeHost {
  const android: Record<string, ReturnType<typeof vi.fn>> = {};
  for (const action of actions) android[action] = vi.fn();
  window.Android = android;
  return {
    received: () =>
      actions.flatMap((action) =>
        (android[action]?.mock.calls ?? []).map((call) => {
          expect(call).toHaveLength(1);
          expect(call[0]).toBeTypeOf('string');
          return { action, data: JSON.parse(call[0] as string) };
        }),
      ),
    encode: (payload) => JSON.stringify(payload),
  };
}

export function installIos(actions: BridgeAction[] = BRIDGE_ACTIONS): FakeHost {
  const handlers: Record<string, { postMessage: ReturnType<typeof vi.fn> }> = {};
  for (const action of actions) handlers[action] = { postMessage: vi.fn() };
  window.webkit = { messageHandlers: handlers };
  return {
    received: () =>
      actions.flatMap((action) =>
        (handlers[action]?.postMessage.mock.calls ?? []).map((call) => ({ action, data: call[0] })),
      ),
    encode: (payload) => payload,
  };
}

export function installReactNative(): FakeHost {
  const postMessage = vi.fn();
  window.ReactNativeWebView = { postMessage };
  return {
    received: () =>
      postMessage.mock.calls.map((call) => {
        expect(call[0]).toBeTypeOf('string');
        return JSON.parse(call[0] as string) as { action: string; data: unknown };
      }),
    encode: (payload) => JSON.stringify(payload),
  };
}

export const FAKE_HOSTS: [HostKind, () => FakeHost][] = [
  ['android', installAndroid],
  ['ios', installIos],
  ['react-native', installReactNative],
];

/** Removes whichever fake host a test installed. */
export function removeFakeHosts(): void {
  delete window.Android;
  delete window.webkit;
  delete window.ReactNativeWebView;
}
