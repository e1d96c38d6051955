import type { UploadStatus } from '@puente/domain';
import { loginPath, navigateTo } from '../lib/navigation.ts';
import { detectHost, hostSupports, sendToHost } from './host.ts';
import { waitForReply } from './pending.ts';

/**
 * The calls the page makes to a native host (spec §7 "Native bridge messages"). Each one works in a
 * plain browser too: toLogin opens the login route, the others do nothing or resolve with null.
 * Replies come back through window.puenteBridge.receive (see receive.ts).
 */
export { detectHost, hostSupports };

/** How long to wait for a reply before acting as a browser would. */
export const REPLY_TIMEOUT_MS = 5000;

/** Asks the host to log the person in; in a browser, opens /user/login with a way back. */
export function toLogin(returnPath?: string): 'host' | 'web' {
  if (sendToHost('toLogin', { returnPath: returnPath ?? '/' })) return 'host';
  navigateTo(loginPath(returnPath));
  return 'web';
}

export interface LoginInfo {
  token: string;
  mobile?: string;
}

/**
 * Asks the host for the session it holds. The reply arrives as
 * `puenteBridge.receive('getLoginInfo', { token, mobile })`; receive.ts stores the token and
 * fetches the user info. Resolves with null in a browser or when the host does not answer.
 */
export async function getLoginInfo(timeoutMs = REPLY_TIMEOUT_MS): Promise<LoginInfo | null> {
  if (!hostSupports('getLoginInfo')) return null;
  const reply = waitForReply('getLoginInfo', timeoutMs);
  sendToHost('getLoginInfo', {});
  const payload = await reply;
  return payload && typeof payload.token === 'string' && payload.token
    ? { token: payload.token, mobile: typeof payload.mobile === 'string' ? payload.mobile : undefined }
    : null;
}

/** Tells the host the person logged out (or the session was lost), so it forgets its token. */
export function logout(): void {
  sendToHost('logout', {});
}

/** Hands the host a fresh token after a web login or register (token WITHOUT "Bearer "). */
export function setNewToken(token: string, phone: string): void {
  sendToHost('setNewToken', { token, phone });
}

export interface LocalEvent {
  /** Unix milliseconds; now by default. */
  time?: number;
  eventType: string;
  pageName: string;
  eventOption?: string;
  orderNo?: string;
  isUpload?: boolean;
}

/** Asks the host to record an analytics event in its local log (uploaded later if isUpload). */
export function logEventByLocal(event: LocalEvent): void {
  sendToHost('logEventByLocal', {
    time: event.time ?? Date.now(),
    eventType: event.eventType,
    pageName: event.pageName,
    eventOption: event.eventOption ?? '',
    orderNo: event.orderNo ?? '',
    isUpload: event.isUpload ?? false,
  });
}

/** Asks the host to send an AppsFlyer event. */
export function logEventByAF(eventName: string, eventValues: Record<string, unknown> = {}): void {
  sendToHost('logEventByAF', { eventName, eventValues });
}

export interface SelectedContact {
  selectContactIndex: number;
  name: string;
  mobile: string;
}

/**
 * Opens the host's contact picker for emergency contact number `selectContactIndex` (1 or 2). The
 * reply is `puenteBridge.receive('selectContact', { selectContactIndex, name, mobile })`; null
 * in a browser, on cancel, or without an answer within `timeoutMs`.
 */
export async function selectContact(
  selectContactIndex: number,
  timeoutMs = 120_000,
): Promise<SelectedContact | null> {
  if (!hostSupports('selectContact')) return null;
  const reply = waitForReply('selectContact', timeoutMs);
  sendToHost('selectContact', { selectContactIndex });
  const payload = await reply;
  if (!payload || typeof payload.mobile !== 'string') return null;
  return {
    selectContactIndex: Number(payload.selectContactIndex ?? selectContactIndex),
    name: typeof payload.name === 'string' ? payload.name : '',
    mobile: payload.mobile,
  };
}

/**
 * What the native data collector (the "time SDK" of `/time/upload/enable`) is asked to do: for
 * which order and borrower, whether the application is being submitted, and the
 * `/time/upload/uploadStatus` flags as the service answered them (true: that kind is uploaded
 * already; the collector uploads the false ones, each to `POST /time/upload/<kind>`).
 */
export interface TimeSdkRequest extends UploadStatus {
  orderNo: string;
  userId: string;
  isSubmit: boolean;
}

/** Asks the host to run its data collector (spec §7); false when there is no host that takes it. */
export function startTimeSdk(request: TimeSdkRequest): boolean {
  const { orderNo, userId, isSubmit, appList, sms, exif, device, contact, location } = request;
  return sendToHost('startTimeSdk', {
    orderNo,
    userId,
    isSubmit,
    appList,
    sms,
    exif,
    device,
    contact,
    location,
  });
}
