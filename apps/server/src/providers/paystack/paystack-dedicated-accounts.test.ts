import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAYSTACK_DVA_TRANSFER } from '../../sandbox/standins/paystack/paystack-dedicated-routes.ts';
import {
  type PaystackExchange,
  paystackStandInForTest,
  TEST_PAYSTACK_KEY,
} from '../../sandbox/standins/paystack/paystack-fixtures.ts';
import { GatewayUnavailableError } from '../collection/gateway-provider.ts';
import { verifyPaystackWebhook } from '../collection/paystack-webhook.ts';
import {
  PAYSTACK_OPENAPI_SOURCE,
  paystackAnswer,
  paystackRequest,
  problems,
} from './contract/paystack-openapi.ts';
import { PaystackDedicatedAccounts, paystackCustomerEmail } from './paystack-dedicated-accounts.ts';

type Harness = Awaited<ReturnType<typeof paystackStandInForTest>>;

/** Every exchange checked against Paystack's description: our requests, and its 200 answers. */
function offContract(exchanges: PaystackExchange[]): string[] {
  const found: string[] = [];
  for (const x of exchanges) {
    const name = x.path.startsWith('/customer/') ? 'GET /customer/{code}' : `${x.method} ${x.path}`;
    if (x.body !== undefined) {
      const request = paystackRequest(name);
      if (!request(x.body)) found.push(`${name} request: ${problems(request).join('; ')}`);
    }
    if (x.status === 200) {
      const answer = paystackAnswer(name, 200);
      if (!answer(x.answer)) found.push(`${name} answer: ${problems(answer).join('; ')}`);
    }
  }
  return found;
}

describe("the Paystack dedicated-account client and stand-in, against Paystack's published OpenAPI description", () => {
  let h: Harness;
  let accounts: PaystackDedicatedAccounts;
  beforeEach(async () => {
    h = await paystackStandInForTest();
    accounts = new PaystackDedicatedAccounts(h.connection);
  });
  afterEach(() => h.close());

  const ask = {
    reference: 'PUENTE-PS-7d1f0c2e',
    customerName: 'Chioma Ngozi Okafor',
    email: 'pagos@puente.example',
    bvn: '22211122233',
    phone: '+2348030000001',
  };

  it('creates the customer and its account once; asked again, fetches the same account, never a second', async () => {
    const account = await accounts.reserve(ask);
    expect(account).toMatchObject({
      bankName: 'Wema Bank',
      accountName: 'PUENTE/CHIOMA NGOZI OKAFOR',
      reference: null,
    });
    expect(account.accountNumber).toMatch(/^\d{10}$/);
    expect(h.exchanges.map((x) => `${x.method} ${x.path} ${x.status}`)).toEqual([
      `GET /customer/${encodeURIComponent(paystackCustomerEmail(ask.reference))} 404`,
      'POST /customer 200',
      'POST /dedicated_account 200',
    ]);
    expect(h.exchanges[1]?.body).toMatchObject({
      email: paystackCustomerEmail(ask.reference),
      first_name: 'Chioma',
      last_name: 'Ngozi Okafor',
      phone: '+2348030000001',
    });

    const made = h.exchanges.length;
    expect(await accounts.reserve(ask)).toEqual(account);
    expect(h.exchanges.slice(made).map((x) => `${x.method} ${x.status}`)).toEqual(['GET 200']);
    // Another borrower (another reference) is another customer, with an account of their own.
    const other = await accounts.reserve({ ...ask, reference: 'PUENTE-PS-99aa' });
    expect(other.accountNumber).not.toBe(account.accountNumber);
    expect(offContract(h.exchanges), `against ${PAYSTACK_OPENAPI_SOURCE}`).toEqual([]);
  });

  it('answers the account a racing request made when Paystack refuses a second one', async () => {
    const [a, b] = await Promise.all([accounts.reserve(ask), accounts.reserve(ask)]);
    expect(a).toEqual(b);
    const created = h.exchanges.filter((x) => x.path === '/dedicated_account' && x.status === 200);
    expect(created).toHaveLength(1);
  });

  it('announces a transfer into the account as charge.success on dedicated_nuban, which the webhook verifier matches by account', async () => {
    const account = await accounts.reserve(ask);
    const sent = await h.sandbox(PAYSTACK_DVA_TRANSFER, {
      account_number: account.accountNumber,
      amount: 2500.5,
      payer_name: 'Emeka Obi',
    });
    expect(sent.statusCode).toBe(200);
    const [event] = h.owed;
    expect(event?.deliverAt.getTime()).toBe(h.now().getTime() + 60_000);
    const body = event?.body ?? '';
    const signature = createHmac('sha512', TEST_PAYSTACK_KEY).update(body).digest('hex');
    const read = verifyPaystackWebhook(body, { 'x-paystack-signature': signature }, TEST_PAYSTACK_KEY);
    expect(read).toMatchObject({
      ok: true,
      payment: {
        provider: 'paystack',
        providerRef: sent.json().data.reference,
        amountMinor: 250_050,
        match: { kind: 'account', accountNumber: account.accountNumber },
      },
    });
    expect(JSON.parse(body)).toMatchObject({
      event: 'charge.success',
      data: { channel: 'dedicated_nuban', authorization: { sender_name: 'EMEKA OBI' } },
    });
    // An account the stand-in never opened takes no money, as a bank's name enquiry would refuse it.
    expect(
      (await h.sandbox(PAYSTACK_DVA_TRANSFER, { account_number: '0000000019', amount: 10 })).statusCode,
    ).toBe(404);
  });

  it('refuses without the secret key, and is unavailable when Paystack cannot be reached', async () => {
    const wrong = new PaystackDedicatedAccounts({ ...h.connection, secretKey: 'sk_test_wrong' });
    await expect(wrong.reserve(ask)).rejects.toBeInstanceOf(GatewayUnavailableError);
    expect(h.exchanges.at(-1)).toMatchObject({ status: 401 });
    h.setFault(() => Promise.reject(new TypeError('fetch failed')));
    await expect(accounts.reserve(ask)).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});
