import { isLanguage } from '@puente/domain';
import { establishSession } from '../api/establish-session.ts';
import { leaveSession } from '../api/session.ts';
import { setLanguage } from '../i18n/language.ts';
import { setAppIdentity } from '../lib/app-identity.ts';
import { writeItem } from '../lib/local-store.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { settleReply } from './pending.ts';

/**
 * The one entry point for messages from a native host:
 *
 *   window.puenteBridge.receive(action: string, payload: object | JSON string): Promise<boolean>
 *
 * Android: `webView.evaluateJavascript("puenteBridge.receive('getLoginInfo', {\"token\":\"…\"})", null)`;
 * iOS: `webView.evaluateJavaScript(...)` with the same text; React Native: `injectJavaScript(...)`.
 * Call it after the page has loaded. Actions:
 *
 * - `getLoginInfo` {token, mobile?}: the reply to getLoginInfo; an empty token means "not logged in".
 * - `setNewToken` {token, mobile?}: the host logged the person in (e.g. after toLogin).
 *   For both, the token (with or without "Bearer ") is stored, then getUserInfo is fetched.
 * - `logout` {}: the host logged out; local data is cleared and the page goes home.
 * - `selectContact` {selectContactIndex, name, mobile}: the contact picked after selectContact.
 * - `setAppInfo` {packageName?, appName?, afid?, deviceMsg?, edition?, language?}: app identity.
 *
 * Resolves true once the message is handled (for a token: once user info is stored), false for
 * an unknown action or a payload it cannot read.
 */
export interface PuenteBridge {
  receive: (action: string, payload?: unknown) => Promise<boolean>;
  version: 1;
}

declare global {
  interface Window {
    puenteBridge?: PuenteBridge;
  }
}

function readPayload(payload: unknown): Record<string, unknown> | null {
  if (payload === undefined || payload === null || payload === '') return {};
  if (typeof payload === 'string') {
    try {
      const parsed: unknown = JSON.parse(payload);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

async function adoptToken(data: Record<string, unknown>): Promise<boolean> {
  const token = text(data.token);
  if (!token) return true;
  try {
    await establishSession(token, { overlay: false });
    return true;
  } catch {
    return false;
  }
}

export async function receive(action: string, payload?: unknown): Promise<boolean> {
  const data = readPayload(payload);
  if (!data) return false;
  switch (action) {
    case 'getLoginInfo':
    case 'setNewToken': {
      const handled = await adoptToken(data);
      settleReply(action, data);
      return handled;
    }
    case 'logout':
      leaveSession({ notifyHost: false });
      return true;
    case 'selectContact':
      settleReply(action, data);
      return true;
    case 'setAppInfo':
      applyAppInfo(data);
      return true;
    default:
      return false;
  }
}

function applyAppInfo(data: Record<string, unknown>): void {
  const packageName = text(data.packageName);
  if (packageName) setAppIdentity(packageName, text(data.appName));
  for (const key of ['afid', 'deviceMsg', 'edition'] as const) {
    const value = data[key];
    if (value !== undefined && value !== null) {
      writeItem(STORAGE_KEYS[key], typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
  if (isLanguage(data.language)) setLanguage(data.language);
}

export function installBridgeReceiver(): PuenteBridge {
  const bridge: PuenteBridge = { receive, version: 1 };
  window.puenteBridge = bridge;
  return bridge;
}
