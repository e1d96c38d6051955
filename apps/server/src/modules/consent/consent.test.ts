import { CONSENT_TEXT_VERSION, ERRORS } from '@puente/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, collectedData, loanOrders } from '../../db/schema.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { finishedLoan } from '../../testing/loan-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';

const NOTHING = { appList: false, sms: false, exif: false, device: false, contact: false, location: false };

const samples = {
  appList: {
    apps: [
      { packageName: 'com.example.lender.alpha', appName: 'Alpha', firstInstallTime: 1_700_000_000_000 },
    ],
  },
  sms: {
    messages: [
      { address: 'BANCO', body: 'Su pago de $500 fue recibido', date: 1_700_000_000_000, type: 'inbox' },
    ],
  },
  exif: { photos: [{ takenAt: 1_700_000_000_000, latitude: 19.43, longitude: -99.13, make: 'Moto' }] },
  device: { device: { deviceId: 'a1b2c3', platform: 'android', model: 'moto g', osVersion: '13' } },
  contact: {
    contacts: [
      { name: 'Mamá', phones: ['5512345678'] },
      { name: 'Luis', phones: [] },
    ],
  },
  location: {
    points: [{ latitude: 19.43, longitude: -99.13, accuracyMeters: 12, capturedAt: 1_700_000_000_000 }],
  },
};

describeEngines(ENGINES)('consent and data collection on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine);
  });
  afterAll(() => s.close());

  const consent = (token: string, granted: string[], o = {}) =>
    s.call('POST', '/user/consent', { granted, textVersion: CONSENT_TEXT_VERSION }, { token, ...o });
  const enable = async (token: string) =>
    (await s.call('GET', '/time/upload/enable', { orderNo: 'PU123' }, { token })).data.enableTimeSdk;
  const uploaded = async (token: string) =>
    (await s.call('GET', '/time/upload/uploadStatus', {}, { token })).data;
  const send = (
    token: string,
    kind: keyof typeof samples,
    payload: Record<string, unknown> = samples[kind],
  ) => s.call('POST', `/time/upload/${kind}`, payload, { token });

  it('answers no consent, nothing to collect and nothing uploaded for a new borrower', async () => {
    const { token } = await s.newBorrower();
    expect((await s.call('GET', '/user/consent', {}, { token })).data).toEqual({
      consented: false,
      granted: [],
      textVersion: null,
      consentedAt: null,
      currentTextVersion: CONSENT_TEXT_VERSION,
    });
    expect(await enable(token)).toBe(false);
    expect(await uploaded(token)).toEqual(NOTHING);
  });

  it('refuses a consent without the camera (spec §2)', async () => {
    const { token } = await s.newBorrower();
    expect(await consent(token, ['contacts', 'sms'])).toMatchObject({
      status: 400,
      code: ERRORS.cameraRequired.code,
      msg: 'Camera access is required to continue.',
    });
    expect((await consent(token, [], { lang: 'es' })).msg).toBe(
      'Se necesita acceso a la cámara para continuar.',
    );
    expect((await consent(token, ['camera', 'microphone'])).code).toBe(ERRORS.payloadInvalid.code);
    expect((await s.call('GET', '/user/consent', {}, { token })).data.consented).toBe(false);
  });

  it('collects only what was consented to, and says when the collector should run', async () => {
    const { token, userId } = await s.newBorrower();
    expect(await send(token, 'contact')).toMatchObject({
      status: 403,
      code: ERRORS.consentMissing.code,
      msg: 'You have not allowed us to collect this data (contacts).',
      data: { kind: 'contacts' },
    });

    const saved = await consent(token, ['location', 'camera', 'contacts', 'sms', 'camera']);
    expect(saved.data).toMatchObject({
      consented: true,
      granted: ['contacts', 'sms', 'location', 'camera'],
      textVersion: CONSENT_TEXT_VERSION,
    });
    expect(await enable(token)).toBe(true);

    expect(await send(token, 'contact', { ...samples.contact, orderNo: 'PU123' })).toMatchObject({
      code: 0,
      data: { kind: 'contact', items: 2, collectedAt: expect.any(String) },
    });
    expect(await send(token, 'appList')).toMatchObject({
      code: ERRORS.consentMissing.code,
      data: { kind: 'apps' },
    });
    expect((await send(token, 'device')).code).toBe(ERRORS.consentMissing.code);
    expect(await uploaded(token)).toEqual({ ...NOTHING, contact: true });
    expect(await enable(token)).toBe(true);

    await send(token, 'sms');
    await send(token, 'location');
    expect(await uploaded(token)).toEqual({ ...NOTHING, contact: true, sms: true, location: true });
    expect(await enable(token)).toBe(false);

    const [row] = await s.database.db
      .select()
      .from(collectedData)
      .where(and(eq(collectedData.userId, userId), eq(collectedData.kind, 'contact')));
    expect(row).toMatchObject({ orderNo: 'PU123', items: 2, payload: samples.contact });
  });

  it('takes every kind when all are allowed, replacing an earlier upload of the same kind', async () => {
    const { token, userId } = await s.newBorrower();
    await consent(token, ['contacts', 'sms', 'apps', 'location', 'storage', 'camera', 'device']);
    for (const kind of Object.keys(samples) as (keyof typeof samples)[]) {
      expect((await send(token, kind)).code, kind).toBe(0);
    }
    expect(await uploaded(token)).toEqual(Object.fromEntries(Object.keys(NOTHING).map((k) => [k, true])));
    await send(token, 'contact', { contacts: [] });
    const rows = await s.database.db.select().from(collectedData).where(eq(collectedData.userId, userId));
    expect(rows).toHaveLength(6);
    expect(rows.find((r) => r.kind === 'contact')).toMatchObject({ items: 0, payload: { contacts: [] } });
  });

  it('bounds payloads in shape and size', async () => {
    const { token } = await s.newBorrower();
    await consent(token, ['contacts', 'sms', 'camera', 'location']);
    const long = await send(token, 'contact', { contacts: [{ name: 'x'.repeat(101), phones: [] }] });
    expect(long).toMatchObject({
      code: ERRORS.payloadInvalid.code,
      msg: 'The field contacts.0.name is missing or invalid.',
    });
    const many = await send(token, 'contact', {
      contacts: Array.from({ length: 5_001 }, (_, i) => ({ name: `c${i}`, phones: [] })),
    });
    expect(many).toMatchObject({ code: ERRORS.payloadInvalid.code, data: { field: 'contacts' } });
    expect((await send(token, 'location', { points: [] })).code).toBe(ERRORS.payloadInvalid.code);
    expect(
      (await send(token, 'location', { points: [{ latitude: 91, longitude: 0, capturedAt: 1 }] })).code,
    ).toBe(ERRORS.payloadInvalid.code);
    const body = 'y'.repeat(1_600);
    const huge = await send(token, 'sms', {
      messages: Array.from({ length: 3_000 }, () => ({ address: 'BANK', body, date: 1 })),
    });
    expect(huge).toMatchObject({ status: 413, code: ERRORS.requestTooLarge.code });
    expect(await uploaded(token)).toEqual(NOTHING);
  });

  it('deletes what was collected under a kind the borrower withdraws', async () => {
    const { token } = await s.newBorrower();
    await consent(token, ['contacts', 'sms', 'camera']);
    await send(token, 'contact');
    await send(token, 'sms');
    const narrowed = await consent(token, ['contacts', 'camera']);
    expect(narrowed.data.granted).toEqual(['contacts', 'camera']);
    expect(await uploaded(token)).toEqual({ ...NOTHING, contact: true });
    expect((await send(token, 'sms')).code).toBe(ERRORS.consentMissing.code);
  });

  it("keeps each borrower's consent and data to themselves", async () => {
    const a = await s.newBorrower();
    const b = await s.newBorrower();
    await consent(a.token, ['contacts', 'camera']);
    await send(a.token, 'contact');
    expect((await s.call('GET', '/user/consent', {}, { token: b.token })).data.consented).toBe(false);
    expect(await uploaded(b.token)).toEqual(NOTHING);
    expect((await send(b.token, 'contact')).code).toBe(ERRORS.consentMissing.code);
    expect(await uploaded(a.token)).toEqual({ ...NOTHING, contact: true });
    expect((await s.call('GET', '/time/upload/uploadStatus', {})).code).toBe(ERRORS.notLoggedIn.code);
  });

  it('deletes the collected data after the loan decision (deleteCollectedData)', async () => {
    const a = await s.newBorrower();
    const b = await s.newBorrower();
    for (const who of [a, b]) {
      await consent(who.token, ['contacts', 'device', 'camera']);
      await send(who.token, 'contact');
      await send(who.token, 'device');
    }
    expect((await s.services.consent.deleteCollectedData(a.userId)).sort()).toEqual(['contact', 'device']);
    expect(await uploaded(a.token)).toEqual(NOTHING);
    expect(await uploaded(b.token)).toEqual({ ...NOTHING, contact: true, device: true });
    expect(await s.services.consent.deleteCollectedData(a.userId)).toEqual([]);
    const audit = await s.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, a.userId), eq(auditLog.action, 'data.collected.deleted')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.detail).toMatchObject({ reason: 'loan_decision' });
  });

  it('sweeps the device data of borrowers decided after it was collected, and only theirs', async () => {
    const decided = await s.newBorrower();
    const decidedBefore = await s.newBorrower();
    for (const who of [decided, decidedBefore]) {
      await consent(who.token, ['contacts', 'device', 'camera']);
      await send(who.token, 'device');
    }
    const collectedAt = s.clock.now().getTime();
    const decide = async (who: typeof decided, at: number) => {
      const orderNo = await finishedLoan(s, who);
      await s.database.db
        .update(loanOrders)
        .set({ decidedAt: new Date(at) })
        .where(eq(loanOrders.orderNo, orderNo));
    };
    await decide(decided, collectedAt + 1_000);
    await decide(decidedBefore, collectedAt - 86_400_000);

    expect(await s.services.consent.purgeDecided()).toBeGreaterThanOrEqual(1);
    expect(await uploaded(decided.token)).toEqual(NOTHING);
    expect(await uploaded(decidedBefore.token)).toEqual({ ...NOTHING, device: true });
    expect(await s.services.consent.purgeDecided()).toBe(0);
  });
});
