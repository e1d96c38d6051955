import { ERRORS } from '@puente/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { payOrders } from '../../db/schema.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { goodPhoto } from '../../testing/images.ts';
import { NAIJA, repayingNgBorrower } from '../../testing/nigeria-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import type { TestService } from '../../testing/test-service.ts';
import { expectOk, orderRow } from '../disbursement/money-fixtures.ts';
import { creditsOf, repayingBorrower, startRepaymentService } from './repayment-fixtures.ts';

/** Issue 16, finding 4: an amount with centavos or kobo is refused in words, never rescaled. */
describeEngines(ENGINES)('issue 16 finding 4: amounts with decimals on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startRepaymentService(engine);
  });
  afterAll(() => s.close());

  it('OXXO: 12.5 is refused as whole pesos only, in English and Spanish, and no reference is made', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const ask = (amount: number, lang: 'en' | 'es') =>
      s.call('GET', '/repay/getOXXOReference', { orderNo, amount }, { token: b.token, lang });

    expect(await ask(12.5, 'en')).toMatchObject({
      status: 400,
      code: ERRORS.repayAmountNotWhole.code,
      msg: 'Enter whole pesos only, without centavos',
    });
    expect((await ask(12.5, 'es')).msg).toBe('Ingresa solo pesos enteros, sin centavos');
    const order = await orderRow(s, orderNo);
    expect(await s.database.db.select().from(payOrders).where(eq(payOrders.orderId, order.id))).toEqual([]);
  });

  it('Nigerian checkout: 20000.5 is refused as whole naira only, never a checkout for 2,000,050', async () => {
    const { b, orderNo } = await repayingNgBorrower(s);
    for (const path of ['/repay/paystack/authorization', '/repay/flutterwave/repay-link']) {
      const refused = await s.call(
        'GET',
        path,
        { orderNo, amount: 20_000.5 },
        { ...NAIJA, token: b.token, lang: 'en' },
      );
      expect(refused).toMatchObject({
        status: 400,
        code: ERRORS.repayAmountNotWhole.code,
        msg: 'Enter whole naira only, without kobo',
      });
    }
    const es = await s.call(
      'GET',
      '/repay/paystack/authorization',
      { orderNo, amount: 20_000.5 },
      { ...NAIJA, token: b.token, lang: 'es' },
    );
    expect(es.msg).toBe('Ingresa solo naira enteros, sin kobo');
  });

  it('proof of payment: 150.5 is refused as whole pesos only, naming the amount field, and nothing is credited', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const order = await orderRow(s, orderNo);
    const imageId = expectOk(
      await s.upload('/repay/upload/user/voucher', { data: goodPhoto(31) }, {}, { token: b.token }),
      'upload',
    ).data.imageId as string;
    const refused = await s.call(
      'POST',
      '/repay/save/user/voucher',
      { orderNo, imageId, reference: 'SPEI-0150', amount: 150.5 },
      { token: b.token, lang: 'es' },
    );
    expect(refused).toMatchObject({
      code: ERRORS.repayAmountNotWhole.code,
      msg: 'Ingresa solo pesos enteros, sin centavos',
      data: { field: 'amount' },
    });
    expect(await creditsOf(s, order.id)).toEqual([]);
  });
});
