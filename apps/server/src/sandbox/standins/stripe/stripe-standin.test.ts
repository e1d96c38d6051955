import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stripeClient } from '../../../providers/stripe/stripe-client.ts';
import { StripeOxxoAcquirer } from '../../../providers/stripe/stripe-oxxo-acquirer.ts';
import { stripeStandInForTest } from './stripe-fixtures.ts';

const SECRET_KEY = 'sk_test_standin0123456789abcdefghij';
const ask = (payOrderId: string, email = 'ana.lopez@gmail.com') => ({
  payOrderId,
  reference: payOrderId,
  amountMinor: 20_000,
  validDays: 1,
  payer: { name: 'Ana López', email },
});

describe('the Stripe stand-in', () => {
  let h: Awaited<ReturnType<typeof stripeStandInForTest>>;
  let acquirer: StripeOxxoAcquirer;
  beforeEach(async () => {
    h = await stripeStandInForTest({ secretKey: SECRET_KEY, webhookSecret: 'whsec_standin' });
    acquirer = new StripeOxxoAcquirer(stripeClient(SECRET_KEY, h.connection), 'withinMinutes');
  });
  afterEach(() => h.close());

  const till = (number: string) => h.app.inject({ method: 'POST', url: '/oxxo/pay', payload: { number } });
  const events = () => h.owed.map((n) => ({ type: JSON.parse(n.body).type as string, at: n.deliverAt }));

  it('makes one PaymentIntent of ten racing asks with one key, and its till takes the voucher once', async () => {
    const vouchers = await Promise.all(Array.from({ length: 10 }, () => acquirer.issueReference(ask('PO1'))));
    expect(new Set(vouchers.map((v) => v.paymentIntentId)).size).toBe(1);
    expect(new Set(vouchers.map((v) => v.number)).size).toBe(1);
    const number = vouchers[0]?.number ?? '';
    const paid = await Promise.all(Array.from({ length: 5 }, () => till(number)));
    // One till takes it; the others find it paid (409 while racing, 400 once it shows succeeded).
    const codes = paid.map((p) => p.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409 || c === 400)).toHaveLength(4);
    expect((await till(number)).statusCode).toBe(400);
    expect(events().filter((e) => e.type === 'payment_intent.succeeded')).toEqual([
      { type: 'payment_intent.succeeded', at: new Date(h.now().getTime() + 5 * 60_000) },
    ]);
    const page = await h.app.inject({ url: `/oxxo/vouchers/${vouchers[0]?.paymentIntentId}` });
    expect(page.body).toContain('Pagado / paid');
  });

  it('lets an unpaid voucher expire at 23:59 Mexico City time on its last day, and tells it then', async () => {
    const voucher = await acquirer.issueReference(ask('PO2'));
    expect(events()).toEqual([{ type: 'payment_intent.payment_failed', at: voucher.expiresAt }]);
    const page = await h.app.inject({ url: `/oxxo/vouchers/${voucher.paymentIntentId}` });
    expect(page.body).toContain(voucher.number);
    h.advance(voucher.expiresAt.getTime() - h.now().getTime() + 1000);
    expect((await till(voucher.number)).statusCode).toBe(400);
    const intent = await stripeClient(SECRET_KEY, h.connection).paymentIntents.retrieve(
      voucher.paymentIntentId,
    );
    expect(intent).toMatchObject({ status: 'requires_payment_method', next_action: null });
  });

  it("pays or expires at once for Stripe's test e-mails", async () => {
    await acquirer.issueReference(ask('PO3', 'ana_succeed_immediately@gmail.com'));
    await acquirer.issueReference(ask('PO4', 'ana+expire_immediately@gmail.com'));
    const soon = new Date(h.now().getTime() + 10_000);
    expect(events()).toEqual([
      { type: 'payment_intent.succeeded', at: soon },
      { type: 'payment_intent.payment_failed', at: soon },
    ]);
  });
});
