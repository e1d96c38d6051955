import { CONSENT_KINDS, CONSENT_TEXT_VERSION, ERRORS } from '@puente/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../modules/disbursement/money-fixtures.ts';
import { startRepaymentService } from '../modules/repayment/repayment-fixtures.ts';
import { approvedOrder, type Borrower, onboardedBorrower } from '../testing/loan-fixtures.ts';
import {
  disbursedNgOrder,
  NAIJA,
  onboardedNgBorrower,
  repayingNgBorrower,
} from '../testing/nigeria-fixtures.ts';
import type { CallReply, TestService } from '../testing/test-service.ts';
import { type OwnedIds, ownedObjects, rowsMentioning, unknownLike } from './owned-objects.ts';
import { payloadFieldNames, type RegisteredCall, registeredCalls } from './registered-calls.ts';

/**
 * A payload field names something a borrower owns when it is the order number or ends in "Id",
 * except these, which name shared things (a product of the catalogue, a payment channel) or the
 * caller's own device.
 */
const SHARED_FIELDS = new Set(['productId', 'channelId', 'deviceId']);
const isOwnedField = (name: string) =>
  name === 'orderNo' || (name.endsWith('Id') && !SHARED_FIELDS.has(name));

const at = 1_700_000_000_000;

/**
 * Every call whose payload names something a borrower owns, with a payload that is valid but for
 * whose the identifiers are. A new call with such a field fails the sweep until it is listed here.
 */
const SWEPT: Record<string, (ids: OwnedIds) => Record<string, unknown>> = {
  'GET /api/time/upload/enable': ({ orderNo }) => ({ orderNo }),
  'GET /api/time/upload/uploadStatus': ({ orderNo }) => ({ orderNo }),
  'POST /api/time/upload/appList': ({ orderNo }) => ({ orderNo, apps: [{ packageName: 'com.example.app' }] }),
  'POST /api/time/upload/sms': ({ orderNo }) => ({
    orderNo,
    messages: [{ address: '555', body: 'hola', date: at }],
  }),
  'POST /api/time/upload/exif': ({ orderNo }) => ({ orderNo, photos: [{ takenAt: at }] }),
  'POST /api/time/upload/device': ({ orderNo }) => ({
    orderNo,
    device: { deviceId: 'sweep', platform: 'android' },
  }),
  'POST /api/time/upload/contact': ({ orderNo }) => ({
    orderNo,
    contacts: [{ name: 'Ana', phones: ['5512345678'] }],
  }),
  'POST /api/time/upload/location': ({ orderNo }) => ({
    orderNo,
    points: [{ latitude: 19.4, longitude: -99.1, capturedAt: at }],
  }),
  'GET /api/loan/confirm/product-info': ({ orderNo }) => ({ orderNo }),
  'GET /api/loan/has-cancel-loan': ({ orderNo }) => ({ orderNo }),
  'POST /api/loan/cancel-loan': ({ orderNo }) => ({ orderNo, reasons: ['other'] }),
  'POST /api/loan/cancel-draw-money': ({ orderNo }) => ({ orderNo }),
  'GET /api/loan/loan-order/loanAgreement': ({ orderNo }) => ({ orderNo }),
  'GET /api/loan/get-money/contract': ({ orderNo }) => ({ orderNo }),
  'GET /api/loan/validateVerifyCode': ({ orderNo }) => ({ orderNo, code: '123456', agree: true }),
  'POST /api/loan/validateVerifyCode': ({ orderNo }) => ({ orderNo, code: '123456', agree: true }),
  'GET /api/loan/get-money': ({ orderNo }) => ({ orderNo }),
  'POST /api/loan/get-money': ({ orderNo }) => ({ orderNo }),
  'GET /api/loan/get-money-plus': ({ orderNo }) => ({ orderNo }),
  'POST /api/loan/get-money-plus': ({ orderNo }) => ({ orderNo }),
  'GET /api/loan/get-money-time': ({ orderNo }) => ({ orderNo }),
  'GET /api/repay/repay-order/detail': ({ orderNo }) => ({ orderNo }),
  'GET /api/repay/getStpClabe': ({ orderNo }) => ({ orderNo }),
  'GET /api/repay/getOXXOReference': ({ orderNo, extensionId }) => ({ orderNo, extensionId }),
  'GET /api/repay/paystack/authorization': ({ orderNo, extensionId }) => ({ orderNo, extensionId }),
  'GET /api/repay/flutterwave/repay-link': ({ orderNo, extensionId }) => ({ orderNo, extensionId }),
  'GET /api/repay/flutterwave/verify-opt': ({ payOrderId }) => ({ payOrderId }),
  'GET /api/repay/monnify_reserved_account': ({ orderNo }) => ({ orderNo }),
  'GET /api/repay/flutterwave_reserved_account': ({ orderNo }) => ({ orderNo }),
  'GET /api/repay/dedicated_account/create': ({ orderNo }) => ({ orderNo }),
  'POST /api/repay/dedicated_account/create': ({ orderNo }) => ({ orderNo }),
  'POST /api/repay/save/user/voucher': ({ orderNo, imageId }) => ({
    orderNo,
    imageId,
    reference: 'SWEEP-REFERENCE',
    amount: 100,
  }),
  'POST /api/repay/get/voucher/list': ({ orderNo }) => ({ orderNo }),
  'POST /api/repay/portal-link': ({ orderNo }) => ({ orderNo }),
  'GET /api/repay/getExtensionData': ({ orderNo }) => ({ orderNo }),
  'GET /api/repay/confirmExtensionOrder': ({ orderNo }) => ({ orderNo, agree: true }),
  'POST /api/repay/confirmExtensionOrder': ({ orderNo }) => ({ orderNo, agree: true }),
  'GET /api/repay/updateExtensionOrderStatus': ({ orderNo, extensionId }) => ({ orderNo, extensionId }),
  'GET /api/lottery-draw/coupons': ({ orderNo }) => ({ orderNo }),
  'POST /api/lottery-draw/coupon/use': ({ orderNo, couponId }) => ({ orderNo, couponId }),
  'POST /api/lottery-draw/coupon/used': ({ orderNo }) => ({ orderNo }),
  'POST /api/lottery-draw/create': ({ orderNo }) => ({ orderNo }),
};

/** Calls without a login that take such a field, and why that is safe. */
const PUBLIC_BY_DESIGN: Record<string, string> = {
  'POST /api/security/getVerifyCode':
    'without a session it sends a login code; with an orderNo it needs the session and answers another borrower’s order as unknown (decision 033, code-language.test.ts)',
  'GET /api/portal/repayment/detail':
    'the payOrderId of a shared payment link is the capability (decision 019)',
  'POST /api/portal/repayment/confirm':
    'the payOrderId of a shared payment link is the capability (decision 019)',
};

const keyOf = (call: RegisteredCall) => `${call.method} ${call.url}`;

/** A borrower trying another's identifiers: their own, where they have one, stand beside the foreign one. */
interface Intruder {
  label: string;
  borrower: Borrower;
  mine: OwnedIds;
  packageName?: string;
}

describe('authorization sweep: a borrower cannot reach another borrower’s things (PGlite)', () => {
  let s: TestService;
  let calls: RegisteredCall[];
  let owner: Borrower;
  let theirs: OwnedIds;
  let ngOwner: Borrower;
  let ngTheirs: OwnedIds;
  const intruders: Intruder[] = [];
  const ngIntruders: Intruder[] = [];

  beforeAll(async () => {
    s = await startRepaymentService('pglite');
    calls = await registeredCalls(s);
    // Nigeria first: its fixtures move the clock, which would age the Mexican objects.
    ngOwner = await onboardedNgBorrower(s);
    const ngOrderNo = await disbursedNgOrder(s, ngOwner);
    const checkout = expectOk(
      await s.call(
        'GET',
        '/repay/paystack/authorization',
        { orderNo: ngOrderNo, amount: 1000 },
        {
          ...NAIJA,
          token: ngOwner.token,
        },
      ),
      'paystack checkout',
    );
    ngTheirs = { orderNo: ngOrderNo, payOrderId: checkout.data.payOrderId };
    const ng = await repayingNgBorrower(s);
    ngIntruders.push({
      label: 'a Nigerian borrower',
      borrower: ng.b,
      mine: { orderNo: ng.orderNo },
      ...NAIJA,
    });

    owner = await onboardedBorrower(s);
    theirs = await ownedObjects(s, owner, 100);
    const repaying = await onboardedBorrower(s);
    intruders.push({
      label: 'a repaying borrower',
      borrower: repaying,
      mine: await ownedObjects(s, repaying, 200),
    });
    // At the signing step a borrower can choose a coupon: the one place another's coupon would pay.
    const signing = await approvedOrder(s);
    const coupons = await s.call(
      'GET',
      '/lottery-draw/coupons',
      { state: 'usable' },
      { token: signing.borrower.token },
    );
    intruders.push({
      label: 'a borrower about to sign',
      borrower: signing.borrower,
      mine: { orderNo: signing.orderNo, couponId: coupons.data.coupons[0]?.couponId },
    });
    // Every intruder allows data collection, so the device-data calls look at the order number.
    for (const i of [...intruders, ...ngIntruders])
      expectOk(
        await s.call(
          'POST',
          '/user/consent',
          { granted: [...CONSENT_KINDS], textVersion: CONSENT_TEXT_VERSION },
          { token: i.borrower.token, packageName: i.packageName },
        ),
        'consent',
      );
  }, 240_000);
  afterAll(() => s.close());

  it('lists every call whose payload names a borrower’s order, payment, extension, coupon, proof or image', () => {
    const naming = calls.filter((call) => [...payloadFieldNames(call.payload)].some(isOwnedField)).map(keyOf);
    const listed = [...Object.keys(SWEPT), ...Object.keys(PUBLIC_BY_DESIGN)];
    expect(naming.filter((key) => !listed.includes(key))).toEqual([]);
    expect(listed.filter((key) => !naming.includes(key))).toEqual([]);
    for (const call of calls.filter((c) => PUBLIC_BY_DESIGN[keyOf(c)])) expect(call.auth).toBe(false);
    for (const call of calls.filter((c) => SWEPT[keyOf(c)])) expect(call.auth).toBe(true);
  });

  /** Each listed call, as the intruder, with the owner's identifiers and then with unknown ones. */
  async function sweep(foreignIds: OwnedIds, intruder: Intruder, leaks: string[]): Promise<number> {
    const unknown = Object.fromEntries(Object.entries(foreignIds).map(([k, v]) => [k, unknownLike(v)]));
    const ask = (call: RegisteredCall, payload: Record<string, unknown>) =>
      s.call(call.method, call.url.slice('/api'.length), payload, {
        token: intruder.borrower.token,
        packageName: intruder.packageName,
      });
    // The moment of an answer is not information about anyone: it is left out of the comparison.
    const strip = ({ status, code, msg, data }: CallReply) =>
      JSON.stringify({ status, code, msg, data }).replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<time>');
    let compared = 0;
    for (const call of calls) {
      const build = SWEPT[keyOf(call)];
      if (!build) continue;
      const fields = Object.keys(build(theirs)).filter(isOwnedField);
      // A call naming something this owner does not have (a Nigerian owner's extension) is swept with the other owner.
      if (fields.some((f) => !(f in foreignIds))) continue;
      // All of theirs at once, then one of theirs among the intruder's own (their coupon on my loan).
      const variants: [string, OwnedIds, OwnedIds][] = [['all theirs', foreignIds, unknown]];
      if (fields.length > 1)
        for (const f of fields) {
          const own = { ...unknown, ...intruder.mine };
          variants.push([
            `their ${f}`,
            { ...own, [f]: foreignIds[f] as string },
            { ...own, [f]: unknown[f] as string },
          ]);
        }
      for (const [variant, foreign, missing] of variants) {
        const theirAnswer = await ask(call, build(foreign));
        const unknownAnswer = await ask(call, build(missing));
        compared++;
        if (process.env.SWEEP_VERBOSE)
          console.log(keyOf(call), intruder.label, variant, theirAnswer.code, theirAnswer.msg);
        const where = `${keyOf(call)} by ${intruder.label} (${variant})`;
        if (theirAnswer.code === ERRORS.payloadInvalid.code)
          leaks.push(`${where}: the sweep's payload is refused as invalid: ${theirAnswer.msg}`);
        if (strip(theirAnswer) !== strip(unknownAnswer))
          leaks.push(`${where}: ${strip(theirAnswer)} vs unknown ${strip(unknownAnswer)}`);
      }
    }
    return compared;
  }

  it('answers another borrower’s identifiers exactly as unknown ones, and changes nothing of theirs', async () => {
    const owned = [owner.userId, ngOwner.userId, ...Object.values(theirs), ...Object.values(ngTheirs)];
    // The intruders' own rows may carry what they typed (a device upload's order number is a free label).
    const intruderIds = [...intruders, ...ngIntruders].map((i) => i.borrower.userId);
    const before = await rowsMentioning(s, owned, intruderIds);
    const leaks: string[] = [];
    let compared = 0;
    for (const intruder of intruders) compared += await sweep(theirs, intruder, leaks);
    for (const intruder of ngIntruders) compared += await sweep(ngTheirs, intruder, leaks);
    console.log(
      `authorization sweep: ${compared} comparisons over ${Object.keys(SWEPT).length} calls, ` +
        `${intruders.length + ngIntruders.length} intruders`,
    );
    expect(leaks).toEqual([]);
    expect(await rowsMentioning(s, owned, intruderIds)).toEqual(before);
  }, 180_000);
});
