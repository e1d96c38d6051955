import { COLLECTED_KINDS, type CollectedKind, type UploadStatus } from '@puente/domain';
import { readUserInfo } from '../../../api/user-info.ts';
import { hostSupports, logEventByLocal, startTimeSdk } from '../../../bridge/bridge.ts';
import { getUploadEnable } from '../api/get-upload-enable.ts';
import { getUploadStatus } from '../api/get-upload-status.ts';

export interface CollectorContext {
  /** The loan order the data is for; none during onboarding. */
  orderNo?: string;
  /** true when the collection goes with the submission of an application. */
  isSubmit?: boolean;
  /** Where it was asked from, for the event log. */
  pageName: string;
}

/**
 * What happened. `code` is the spec's callback code: 0 when the calls answered (whether or not the
 * collector was started), -1 when a call failed or the host could not be asked.
 */
export type CollectorOutcome =
  | { code: 0; started: true; missing: CollectedKind[] }
  | { code: 0; started: false; reason: 'noCollector' | 'disabled' | 'allUploaded' }
  | { code: -1; started: false };

/** The event the host logs when the collector is started (spec §7). */
export const COLLECTOR_EVENT = 'startTimeSdk';

/**
 * Spec §7: when data collection is enabled (`/time/upload/enable`) and a kind is not uploaded yet
 * (`/time/upload/uploadStatus`), ask the native app to run its collector with orderNo, userId,
 * isSubmit and the flags, and log an event. A page outside a native app, or in one without the
 * collector, asks the service nothing: there is nobody to collect.
 */
export async function startCollectorIfNeeded(context: CollectorContext): Promise<CollectorOutcome> {
  if (!hostSupports('startTimeSdk')) return { code: 0, started: false, reason: 'noCollector' };
  const orderNo = context.orderNo ?? '';
  let flags: UploadStatus;
  try {
    if (!(await getUploadEnable(orderNo)).data.enableTimeSdk)
      return { code: 0, started: false, reason: 'disabled' };
    flags = (await getUploadStatus(orderNo)).data;
  } catch {
    return { code: -1, started: false };
  }
  const missing = COLLECTED_KINDS.filter((kind) => flags[kind] !== true);
  if (missing.length === 0) return { code: 0, started: false, reason: 'allUploaded' };

  // Exactly the six flags, as booleans, whatever else the answer carried.
  const uploaded = Object.fromEntries(
    COLLECTED_KINDS.map((kind) => [kind, flags[kind] === true]),
  ) as UploadStatus;
  const sent = startTimeSdk({
    orderNo,
    userId: readUserInfo()?.userId ?? '',
    isSubmit: context.isSubmit ?? false,
    ...uploaded,
  });
  if (!sent) return { code: -1, started: false };
  logEventByLocal({
    eventType: COLLECTOR_EVENT,
    pageName: context.pageName,
    eventOption: missing.join(','),
    orderNo,
    isUpload: true,
  });
  return { code: 0, started: true, missing };
}
