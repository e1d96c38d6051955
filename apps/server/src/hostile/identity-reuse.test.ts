import { ERRORS } from '@puente/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, identityClaims, identityConflicts } from '../db/schema.ts';
import { describeEngines } from '../testing/describe-engines.ts';
import { MX_CLABE, mxBasic } from '../testing/profile-fixtures.ts';
import { ENGINES } from '../testing/test-database.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { uniqueClabe } from '../testing/unique-ids.ts';

/**
 * Issue 17, finding 1, as an attacker plays it: many phone accounts giving one identity or one
 * payout account at the same moment. Exactly one account wins; every other is refused with the
 * protocol's normal refusal (never a 5xx from a unique-key race) and queued for an operator.
 */
describeEngines(ENGINES)('identity reuse across accounts on %s', (engine) => {
  const ACCOUNTS = 6;
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine);
  });
  afterAll(() => s.close());

  const borrowers = () => Promise.all(Array.from({ length: ACCOUNTS }, () => s.newBorrower()));

  async function queued(kind: string, number: string) {
    const rows = await s.database.db
      .select()
      .from(identityConflicts)
      .where(eq(identityConflicts.number, number));
    const audit = await s.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'identity.reuseRefused'));
    return {
      queue: rows.filter((r) => r.kind === kind),
      audit: audit.filter((a) => a.detail.number === number),
    };
  }

  it('six accounts claiming one CURP at once: one wins, five are refused and queued', async () => {
    const accounts = await borrowers();
    const basic = mxBasic();
    const answers = await Promise.all(
      accounts.map((b) => s.call('POST', '/user/saveBasicInfo-market', basic, { token: b.token })),
    );
    expect(answers.every((a) => a.status < 500)).toBe(true);
    const winners = answers.filter((a) => a.code === 0);
    expect(winners).toHaveLength(1);
    const losers = answers.filter((a) => a.code !== 0);
    expect(losers.map((a) => [a.status, a.code])).toEqual(
      Array(ACCOUNTS - 1).fill([409, ERRORS.identityTaken.code]),
    );
    const claims = await s.database.db
      .select()
      .from(identityClaims)
      .where(eq(identityClaims.number, basic.nationalId));
    const owner = accounts[answers.findIndex((a) => a.code === 0)];
    expect(claims.map((c) => c.userId)).toEqual([owner?.userId]);
    const { queue, audit } = await queued('CURP', basic.nationalId);
    expect(queue).toHaveLength(ACCOUNTS - 1);
    expect(new Set(queue.map((q) => q.ownerUserId))).toEqual(new Set([owner?.userId]));
    expect(audit).toHaveLength(ACCOUNTS - 1);
  });

  it('six accounts adding one CLABE at once: one wins, five are refused and queued', async () => {
    const accounts = await borrowers();
    for (const b of accounts) {
      const saved = await s.call('POST', '/user/saveBasicInfo-market', mxBasic(), { token: b.token });
      expect(saved.code).toBe(0);
    }
    await s.clock.advance(61_000);
    const codes: string[] = [];
    for (const [i, b] of accounts.entries())
      codes.push(await s.requestCode(b.mobile, { token: b.token, ip: `10.91.${i}.${1 + i}` }));
    const clabe = uniqueClabe('4242');
    const account = { ...MX_CLABE, accountNumber: clabe, accountNumberConfirm: clabe };
    const answers = await Promise.all(
      accounts.map((b, i) =>
        s.call('POST', '/user/addBankCard', { ...account, code: codes[i] }, { token: b.token }),
      ),
    );
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 0).map((a) => a.code)).toEqual(
      Array(ACCOUNTS - 1).fill(ERRORS.bankAccountTaken.code),
    );
    const { queue, audit } = await queued('bankAccount', clabe);
    expect(queue).toHaveLength(ACCOUNTS - 1);
    expect(audit).toHaveLength(ACCOUNTS - 1);
  });

  it('an account that lost the race tries again in turn and is still refused, once more queued', async () => {
    const [owner, late] = await Promise.all([s.newBorrower(), s.newBorrower()]);
    const basic = mxBasic();
    expect((await s.call('POST', '/user/saveBasicInfo-market', basic, { token: owner.token })).code).toBe(0);
    for (let i = 0; i < 3; i++) {
      const again = await s.call('POST', '/user/saveBasicInfo-market', basic, { token: late.token });
      expect(again.code).toBe(ERRORS.identityTaken.code);
    }
    expect((await queued('CURP', basic.nationalId)).queue).toHaveLength(3);
  });
});
