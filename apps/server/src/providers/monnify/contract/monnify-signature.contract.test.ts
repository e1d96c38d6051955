import { describe, expect, it } from 'vitest';
import { monnifyStandIn } from '../../../sandbox/standins/monnify/monnify-standin.ts';
import { verifyMonnifyWebhook } from '../../collection/monnify-webhook.ts';
import { SANDBOX_MONNIFY } from '../create-monnify.ts';
import { readMonnifyDisbursementEvent } from '../monnify-disbursement-events.ts';
import { MONNIFY_PUBLISHED_WEBHOOK as published } from './monnify-published-webhook.ts';

/**
 * Contract: our signature check and our stand-in's signing both agree with Monnify's published
 * example (the sample client secret, body and `monnify-signature`), byte for byte.
 */
describe("Monnify's published webhook-signature example", () => {
  const headers = { 'monnify-signature': published.signature };

  it('is accepted by our verifier as the payment it describes', () => {
    const result = verifyMonnifyWebhook(published.rawBody, headers, published.clientSecret);
    expect(result).toMatchObject({
      ok: true,
      payment: {
        provider: 'monnify',
        providerRef: 'MNFY|76|20211117154810|000001',
        amountMinor: 7_800_000,
        match: { kind: 'reference', reference: '111222333' },
      },
    });
  });

  it('is what the stand-in signs the same body with, given the same secret', () => {
    const standIn = monnifyStandIn({ ...SANDBOX_MONNIFY, clientSecret: published.clientSecret });
    const signed = standIn.signNotification?.(
      { provider: 'monnify', path: '/webhooks/monnify', body: published.rawBody, deliverAt: new Date(0) },
      new Date(0),
    );
    expect(signed).toEqual(headers);
  });

  it('passes the disbursement reader too, which leaves a collection event alone', () => {
    expect(readMonnifyDisbursementEvent(published.rawBody, headers, published.clientSecret)).toEqual({
      ok: true,
      ignored: 'SUCCESSFUL_TRANSACTION is not a disbursement outcome',
    });
  });

  it('fails for one byte changed, another secret, or the signature of re-serialised JSON of another shape', () => {
    const changed = published.rawBody.replace('78000,"totalPayable"', '78001,"totalPayable"');
    expect(verifyMonnifyWebhook(changed, headers, published.clientSecret)).toMatchObject({
      ok: false,
      reason: 'signature',
    });
    expect(verifyMonnifyWebhook(published.rawBody, headers, `${published.clientSecret}X`)).toMatchObject({
      ok: false,
      reason: 'signature',
    });
    const pretty = JSON.stringify(JSON.parse(published.rawBody), null, 2);
    expect(verifyMonnifyWebhook(pretty, headers, published.clientSecret)).toMatchObject({
      ok: false,
      reason: 'signature',
    });
  });
});
