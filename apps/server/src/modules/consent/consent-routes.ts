import {
  COLLECTED_KINDS,
  COLLECTED_PAYLOADS,
  type CollectedKind,
  collectedAnswer,
  consentAnswer,
  consentPayload,
  emptyPayload,
  orderNoPayload,
  uploadEnableAnswer,
  uploadStatusAnswer,
} from '@puente/domain';
import { type CallDefinition, defineCall, sessionUser } from '../../protocol/call.ts';
import type { ConsentService } from './consent-service.ts';

const COLLECTOR_BODY_LIMIT = 8 * 1024 * 1024;

const COLLECTED_SUMMARIES: Record<CollectedKind, string> = {
  appList: 'installed apps: package, name, version, install and update times (needs consent "apps")',
  sms: 'financial SMS: sender, body, date (needs consent "sms")',
  exif: 'photo metadata from storage: time, place, camera, size (needs consent "storage")',
  device: 'device info: id, platform, model, OS, screen, storage, network (needs consent "device")',
  contact: 'contacts: name and numbers (needs consent "contacts")',
  location: 'location points: latitude, longitude, accuracy, time (needs consent "location")',
};

export function consentCalls(consent: ConsentService): CallDefinition[] {
  const collectors = COLLECTED_KINDS.map((kind) =>
    defineCall({
      method: 'POST',
      path: `/time/upload/${kind}`,
      summary: `Collector upload of ${COLLECTED_SUMMARIES[kind]}; replaces the earlier upload of this kind. Refused without consent`,
      tags: ['collection'],
      auth: true,
      payload: COLLECTED_PAYLOADS[kind],
      answer: collectedAnswer,
      bodyLimitBytes: COLLECTOR_BODY_LIMIT,
      handler: async (c) => ({
        data: await consent.collect(c, sessionUser(c), kind, c.payload as never),
      }),
    }),
  );

  return [
    defineCall({
      method: 'POST',
      path: '/user/consent',
      summary:
        'Save the consent screen (spec §2): the data kinds allowed and the text version shown. Camera is ' +
        'required; kinds left out are not collected and what was collected under them is deleted',
      tags: ['consent'],
      auth: true,
      payload: consentPayload,
      answer: consentAnswer,
      handler: async (c) => ({ data: await consent.save(c, sessionUser(c), c.payload) }),
    }),
    defineCall({
      method: 'GET',
      path: '/user/consent',
      summary: "The borrower's consent in force (consented: false before the consent screen was answered)",
      tags: ['consent'],
      auth: true,
      payload: emptyPayload,
      answer: consentAnswer,
      handler: async (c) => ({ data: await consent.get(sessionUser(c)) }),
    }),
    defineCall({
      method: 'GET',
      path: '/time/upload/enable',
      summary:
        'Whether the native collector should run: consented, and a consented kind not uploaded yet ' +
        '(orderNo is accepted; uploads are kept per borrower, not per order)',
      tags: ['collection'],
      auth: true,
      payload: orderNoPayload,
      answer: uploadEnableAnswer,
      handler: async (c) => ({ data: { enableTimeSdk: await consent.uploadEnabled(sessionUser(c)) } }),
    }),
    defineCall({
      method: 'GET',
      path: '/time/upload/uploadStatus',
      summary: 'Which kinds of device data are uploaded (true) or not yet (false)',
      tags: ['collection'],
      auth: true,
      payload: orderNoPayload,
      answer: uploadStatusAnswer,
      handler: async (c) => ({ data: await consent.uploadStatus(sessionUser(c)) }),
    }),
    ...collectors,
  ];
}
