import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxNuban } from '../../sandbox/collection/sandbox-ids.ts';
import { flutterwaveStandIn } from '../../sandbox/standins/flutterwave/flutterwave-standin.ts';
import {
  flutterwaveStandInForTest,
  TEST_FLW_SECRET_HASH,
  TEST_FLW_SECRET_KEY,
} from '../../sandbox/standins/flutterwave/flutterwave-standin-fixture.ts';
import { serveStandIns } from '../../sandbox/standins/serve-standins.ts';
import { verifyFlutterwaveWebhook } from '../collection/flutterwave-webhook.ts';
import { GatewayUnavailableError } from '../collection/gateway-provider.ts';
import { confirmAtFlutterwave } from '../collection/payment-confirmation.ts';
import { PayoutUnavailableError } from '../payout/payout-provider.ts';
import { FlutterwaveAccounts } from './flutterwave-accounts.ts';
import { FlutterwaveGateway } from './flutterwave-gateway.ts';
import { FlutterwavePayouts } from './flutterwave-payouts.ts';

const CARD = { cardNumber: '5531 8866 5214 2950', expiry: '09/32', cvc: '564' };
const ask = (reference: string) => ({
  reference,
  amountMinor: 250_050,
  currency: 'NGN' as const,
  returnUrl: '/#/repay/cashier?payOrderId=PO1',
  email: 'ada@example.ng',
  customerName: 'Ada Obi',
  validMinutes: 60,
});

/** A GTBank NUBAN whose last digit is (or is not) 9: the stand-in fails transfers to the former. */
function gtbAccount(lastNine: boolean): string {
  for (let i = 0; ; i++) {
    const number = sandboxNuban('058', `acct-${i}`);
    if (number.endsWith('9') === lastNine) return number;
  }
}

describe('our Flutterwave client against the stand-in', () => {
  let h: Awaited<ReturnType<typeof flutterwaveStandInForTest>>;
  let gateway: FlutterwaveGateway;
  beforeEach(async () => {
    h = await flutterwaveStandInForTest();
    gateway = new FlutterwaveGateway(h.connection, 'https://app.puente.example');
  });
  afterEach(() => h.close());

  const pay = (link: string, form: Record<string, string>) =>
    h.app.inject({
      method: 'POST',
      url: new URL(link).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  it('makes a payment link whose page, once paid, returns the browser with the transaction and owes charge.completed', async () => {
    const checkout = await gateway.initialize(ask('PUENTE-FLW-1'));
    expect(checkout.reference).toBe('PUENTE-FLW-1');
    const path = new URL(checkout.checkoutUrl).pathname;
    expect(path).toBe('/hosted/pay/PUENTE-FLW-1');
    const page = await h.app.inject({ url: `${path}?lang=en` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('2,500.50');
    const paid = await pay(checkout.checkoutUrl, { action: 'pay', lang: 'en', ...CARD });
    expect(paid.statusCode).toBe(303);
    const back = new URL(String(paid.headers.location));
    expect(back.origin + back.pathname).toBe('https://app.puente.example/');
    const returned = new URLSearchParams(back.hash.split('?')[1]);
    expect(returned.get('status')).toBe('successful');
    expect(returned.get('tx_ref')).toBe('PUENTE-FLW-1');
    const transactionId = returned.get('transaction_id') ?? '';
    expect(transactionId).toMatch(/^\d{8}$/);

    const byId = await gateway.verify({ reference: 'PUENTE-FLW-1', transactionId });
    expect(byId).toMatchObject({
      status: 'success',
      providerRef: transactionId,
      reference: 'PUENTE-FLW-1',
      amountMinor: 250_050,
      currency: 'NGN',
    });
    expect(await gateway.verify({ reference: 'PUENTE-FLW-1' })).toEqual(byId);
    // Single use: paid once, the page is closed.
    expect((await pay(checkout.checkoutUrl, { action: 'pay', ...CARD })).statusCode).toBe(409);

    // Its webhook, signed as the stand-in sends it, passes our real verifier.
    expect(h.owed).toHaveLength(1);
    const [owed] = h.owed;
    expect(owed?.path).toBe('/webhooks/flutterwave');
    expect(owed?.deliverAt).toEqual(new Date(h.now().getTime() + 30_000));
    const headers = h.standIn.signNotification?.(owed as NonNullable<typeof owed>, new Date()) ?? {};
    expect(headers).toEqual({ 'verif-hash': TEST_FLW_SECRET_HASH });
    const verified = verifyFlutterwaveWebhook(owed?.body ?? '', headers, TEST_FLW_SECRET_HASH);
    expect(verified).toMatchObject({
      ok: true,
      payment: { providerRef: transactionId, amountMinor: 250_050, match: { reference: 'PUENTE-FLW-1' } },
    });
  });

  it('keeps a declined card on the page, and a return that lies is not a payment', async () => {
    const declined = await gateway.initialize(ask('PUENTE-FLW-2'));
    const refused = await pay(declined.checkoutUrl, {
      action: 'pay',
      ...CARD,
      cardNumber: '4084084084080002',
    });
    expect(refused.statusCode).toBe(402);
    expect(await gateway.verify({ reference: 'PUENTE-FLW-2' })).toMatchObject({ status: 'pending' });

    const lying = await gateway.initialize(ask('PUENTE-FLW-3'));
    const back = await pay(lying.checkoutUrl, { action: 'pay', ...CARD, cardNumber: '4084084084080044' });
    expect(back.statusCode).toBe(303);
    const returned = new URLSearchParams(String(back.headers.location).split('?')[1]);
    expect(returned.get('status')).toBe('successful');
    const verify = await gateway.verify({
      reference: 'PUENTE-FLW-3',
      transactionId: returned.get('transaction_id') ?? '',
    });
    expect(verify).toEqual({ status: 'failed', detail: 'transaction is failed' });
    expect(await gateway.verify({ reference: 'PUENTE-FLW-3', transactionId: '12345678' })).toMatchObject({
      status: 'pending',
      detail: 'No transaction was found for this id',
    });
  });

  it('is refused without the right key, and says "unavailable" when Flutterwave cannot be reached', async () => {
    const wrongKey = new FlutterwaveGateway({ ...h.connection, secretKey: 'FLWSECK_TEST-wrong-X' });
    await expect(wrongKey.initialize(ask('PUENTE-FLW-4'))).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(wrongKey.verify({ reference: 'PUENTE-FLW-4' })).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
    h.setDown(true);
    await expect(gateway.verify({ reference: 'x', transactionId: '1' })).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
    const confirmation = await confirmAtFlutterwave(gateway)({
      provider: 'flutterwave',
      providerRef: '1',
      currency: 'NGN',
      amountMinor: 100,
      match: { kind: 'reference', reference: 'x' },
      paidAt: new Date(),
    });
    expect(confirmation.kind).toBe('unreachable');
    await expect(new FlutterwaveAccounts(h.connection).reserve(account('r'))).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
    await expect(new FlutterwavePayouts(h.connection).status('1')).rejects.toBeInstanceOf(
      PayoutUnavailableError,
    );
  });

  const account = (reference: string, bvn = '22222222222') => ({
    reference,
    customerName: 'Ada Obi',
    email: 'ada@example.ng',
    bvn,
    phone: '+2348030000000',
  });

  it('reserves one static virtual account per tx_ref, and a transfer into it comes back with that tx_ref', async () => {
    const accounts = new FlutterwaveAccounts(h.connection);
    const first = await accounts.reserve(account('PUENTE-VA-1'));
    expect(first).toMatchObject({ bankName: 'WEMA BANK', reference: 'PUENTE-VA-1' });
    expect(first.accountNumber).toMatch(/^\d{10}$/);
    expect((await accounts.reserve(account('PUENTE-VA-1'))).accountNumber).toBe(first.accountNumber);
    await expect(accounts.reserve(account('PUENTE-VA-2', ''))).rejects.toThrow(/BVN/);

    const sent = await h.app.inject({
      method: 'POST',
      url: '/simulate/bank-transfers',
      payload: { account_number: first.accountNumber, amount: 1500, payer_name: 'CHIDI EZE' },
    });
    expect(sent.statusCode).toBe(200);
    const transactionId = String(sent.json().data.transaction_id);
    expect(await gateway.verify({ reference: 'PUENTE-VA-1', transactionId })).toMatchObject({
      status: 'success',
      reference: 'PUENTE-VA-1',
      amountMinor: 150_000,
      payerName: 'CHIDI EZE',
    });
    const webhook = verifyFlutterwaveWebhook(
      h.owed[0]?.body ?? '',
      { 'verif-hash': TEST_FLW_SECRET_HASH },
      TEST_FLW_SECRET_HASH,
    );
    expect(webhook).toMatchObject({
      ok: true,
      payment: { payerName: 'CHIDI EZE', providerRef: transactionId },
    });
  });

  it('resolves accounts, sends a transfer once per reference, and reads its outcome', async () => {
    const payouts = new FlutterwavePayouts(h.connection);
    const good = gtbAccount(false);
    const bad = gtbAccount(true);
    expect(await payouts.nameEnquiry('058', good)).toMatch(/^[A-Z]+ [A-Z]+$/);
    const wrongCheckDigit = `${good.slice(0, 9)}${(Number(good[9]) + 1) % 10}`;
    expect(await payouts.nameEnquiry('058', wrongCheckDigit)).toBeNull();
    expect(await payouts.nameEnquiry('999', good)).toBeNull();
    const transfer = {
      reference: 'PUENTE-PAYOUT-1',
      amountMinor: 5_000_000,
      currency: 'NGN' as const,
      bankCode: '058',
      accountNumber: good,
      holderName: 'ADA OBI',
    };
    const sent = await payouts.disburse(transfer);
    expect(sent.status).toBe('pending');
    // Sent again (a timeout's retry): the same transfer, not a second one.
    expect(await payouts.disburse(transfer)).toEqual(sent);
    expect(await payouts.lookup('PUENTE-PAYOUT-1')).toEqual({ providerRef: sent.providerRef });
    expect(await payouts.lookup('PUENTE-PAYOUT-NONE')).toBeNull();
    const failing = await payouts.disburse({ ...transfer, reference: 'PUENTE-PAYOUT-2', accountNumber: bad });
    expect(await payouts.status(sent.providerRef)).toBe('pending');
    h.advance(60_000);
    expect(await payouts.status(sent.providerRef)).toBe('succeeded');
    expect(await payouts.status(failing.providerRef)).toEqual({
      failed: 'DISBURSE FAILED: Beneficiary account is dormant',
    });
  });
});

describe('the Flutterwave stand-in on a port of its own', () => {
  it('answers our client over a real socket as Flutterwave would', async () => {
    const running = await serveStandIns(
      [flutterwaveStandIn({ secretKey: TEST_FLW_SECRET_KEY, secretHash: TEST_FLW_SECRET_HASH })],
      { host: '127.0.0.1', ports: { flutterwave: 0 }, notifyUrl: 'http://127.0.0.1:9' },
    );
    try {
      const connection = {
        baseUrl: running.urls.flutterwave ?? '',
        fetch: globalThis.fetch,
        secretKey: TEST_FLW_SECRET_KEY,
      };
      const gateway = new FlutterwaveGateway(connection, 'https://app.puente.example');
      const checkout = await gateway.initialize(ask('PUENTE-FLW-PORT'));
      expect(checkout.checkoutUrl).toBe(`${running.urls.flutterwave}/hosted/pay/PUENTE-FLW-PORT`);
      const page = await fetch(checkout.checkoutUrl);
      expect(page.status).toBe(200);
      expect(await gateway.verify({ reference: 'PUENTE-FLW-PORT' })).toMatchObject({ status: 'pending' });
      const accounts = new FlutterwaveAccounts(connection);
      expect(
        (await accounts.reserve({ ...ask('x'), reference: 'VA-PORT', bvn: '22222222222', phone: '1' }))
          .accountNumber,
      ).toMatch(/^\d{10}$/);
    } finally {
      await running.close();
    }
  });
});
