import { COLLECTED_PAYLOADS, collectedAnswer } from '../consent/collected-data.ts';
import { COLLECTED_KINDS, type CollectedKind } from '../consent/consent-kinds.ts';
import {
  consentAnswer,
  consentPayload,
  orderNoPayload,
  uploadEnableAnswer,
  uploadStatusAnswer,
} from '../consent/consent-payloads.ts';
import { emptyPayload } from '../security/payloads.ts';
import { defineContract } from './contract.ts';

const COLLECTED_SUMMARIES: Record<CollectedKind, string> = {
  appList: 'installed apps: package, name, version, install and update times (needs consent "apps")',
  sms: 'financial SMS: sender, body, date (needs consent "sms")',
  exif: 'photo metadata from storage: time, place, camera, size (needs consent "storage")',
  device: 'device info: id, platform, model, OS, screen, storage, network (needs consent "device")',
  contact: 'contacts: name and numbers (needs consent "contacts")',
  location: 'location points: latitude, longitude, accuracy, time (needs consent "location")',
};

/** The native collector's upload of one kind of device data (spec §7 /time/upload). */
function collector<K extends CollectedKind>(kind: K) {
  return defineContract({
    method: 'POST',
    path: `/time/upload/${kind}` as `/time/upload/${K}`,
    summary: `Collector upload of ${COLLECTED_SUMMARIES[kind]}; replaces the earlier upload of this kind. Refused without consent`,
    tags: ['collection'],
    auth: true,
    payload: COLLECTED_PAYLOADS[kind],
    answer: collectedAnswer,
    errors: ['consentMissing'],
  });
}

type Collectors = { [K in CollectedKind as `upload_${K}`]: ReturnType<typeof collector<K>> };

/** The consent screen (spec §2) and the data the native collector uploads under it. */
export const consentContracts = {
  saveConsent: defineContract({
    method: 'POST',
    path: '/user/consent',
    summary:
      'Save the consent screen (spec §2): the data kinds allowed and the text version shown. Camera is ' +
      'required; kinds left out are not collected and what was collected under them is deleted',
    tags: ['consent'],
    auth: true,
    payload: consentPayload,
    answer: consentAnswer,
    errors: ['cameraRequired'],
  }),
  consent: defineContract({
    method: 'GET',
    path: '/user/consent',
    summary: "The borrower's consent in force (consented: false before the consent screen was answered)",
    tags: ['consent'],
    auth: true,
    payload: emptyPayload,
    answer: consentAnswer,
    errors: [],
  }),
  uploadEnable: defineContract({
    method: 'GET',
    path: '/time/upload/enable',
    summary:
      'Whether the native collector should run: consented, and a consented kind not uploaded yet ' +
      '(orderNo is accepted; uploads are kept per borrower, not per order)',
    tags: ['collection'],
    auth: true,
    payload: orderNoPayload,
    answer: uploadEnableAnswer,
    errors: [],
  }),
  uploadStatus: defineContract({
    method: 'GET',
    path: '/time/upload/uploadStatus',
    summary: 'Which kinds of device data are uploaded (true) or not yet (false)',
    tags: ['collection'],
    auth: true,
    payload: orderNoPayload,
    answer: uploadStatusAnswer,
    errors: [],
  }),
  ...(Object.fromEntries(COLLECTED_KINDS.map((kind) => [`upload_${kind}`, collector(kind)])) as Collectors),
};

/** The collector upload of one kind, by its kind. */
export function collectorContract<K extends CollectedKind>(kind: K): Collectors[`upload_${K}`] {
  return consentContracts[`upload_${kind}`] as Collectors[`upload_${K}`];
}
