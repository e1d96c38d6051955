import { randomUUID } from 'node:crypto';
import { STAFF_ROLES, staffCan, toMinor } from '@puente/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bankAccounts, identityImages, staffAudit, userProfiles, users } from '../../../db/schema.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { advanceMinutes, type Borrower } from '../../../testing/loan-fixtures.ts';
import { type SignedInStaff, signInStaff, staffCall } from '../../../testing/staff-fixtures.ts';
import { ENGINES } from '../../../testing/test-database.ts';
import { startTestService, type TestService } from '../../../testing/test-service.ts';
import {
  postWebhook,
  repayingBorrower,
  stpClabeOf,
  stpTransfer,
  TEST_COLLECTION_SETTINGS,
} from '../../repayment/repayment-fixtures.ts';
import type { CustomerViewService } from './customer-view-service.ts';
import { customerRoutes } from './customers-routes.ts';

describeEngines(ENGINES)('the console customer view on %s', (engine) => {
  let s: TestService;
  /** How far the test has moved the wall clock that staff sessions and photo links run on. */
  let wallSkewMs = 0;
  let b: Borrower;
  let orderNo: string;
  let clear: { curp: string; e164: string; account: string };
  let reviewer: SignedInStaff;
  let collector: SignedInStaff;
  let agent: SignedInStaff;
  let admin: SignedInStaff;

  beforeAll(async () => {
    s = await startTestService(
      engine,
      { sandboxPayoutFailureRate: 0, collection: TEST_COLLECTION_SETTINGS },
      { wall: () => Date.now() + wallSkewMs },
    );
    ({ b, orderNo } = await repayingBorrower(s));
    // A part payment by SPEI, so the ledger holds a credit beside the charges.
    const clabe = await stpClabeOf(s, b.token, orderNo);
    const paid = await postWebhook(s, 'stp', await stpTransfer(s, clabe, 30_000, randomUUID()));
    expect(paid.statusCode).toBe(200);
    await advanceMinutes(s, 1);
    const db = s.database.db;
    const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, b.userId));
    const [user] = await db.select().from(users).where(eq(users.id, b.userId));
    const [account] = await db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.userId, b.userId), eq(bankAccounts.primary, true)));
    clear = { curp: profile?.curp ?? '', e164: user?.e164 ?? '', account: account?.accountNumber ?? '' };
    reviewer = await signInStaff(s, 'reviewer', { name: 'Rita Reviewer' });
    collector = await signInStaff(s, 'collector');
    agent = await signInStaff(s, 'agent');
    admin = await signInStaff(s, 'administrator');
  });
  afterAll(() => s.close());

  const masked = (value: string) => '*'.repeat(value.length - 4) + value.slice(-4);
  const auditOf = (customerId: string) =>
    s.database.db.select().from(staffAudit).where(eq(staffAudit.customerId, customerId));

  it('finds a customer by phone written any way, CURP, order number, account and name, masked', async () => {
    const national = clear.e164.slice(3);
    const typed = [
      `+52 ${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`,
      national,
      clear.curp.toLowerCase(),
      orderNo,
      clear.account,
      b.userId,
    ];
    for (const q of typed) {
      const found = await staffCall(s, collector, 'GET', `/customers?q=${encodeURIComponent(q)}`);
      expect(found.status, q).toBe(200);
      const item = found.data.items.find((i: { id: string }) => i.id === b.userId);
      expect(item, q).toMatchObject({ market: 'MX', name: 'A** G****' });
      expect(item.mobile).toBe(masked(clear.e164));
    }
    const byName = await staffCall(s, agent, 'GET', `/customers?q=${encodeURIComponent('ana gómez')}`);
    expect(byName.data.items.map((i: { id: string }) => i.id)).toContain(b.userId);
    expect(JSON.stringify(byName.data)).not.toContain(clear.e164);
    expect(await staffCall(s, agent, 'GET', '/customers?q=ab')).toMatchObject({
      status: 400,
      code: 10011407,
    });
    expect(await staffCall(s, undefined, 'GET', `/customers?q=${orderNo}`)).toMatchObject({ status: 401 });
  });

  it('shows the profile with personal data masked, consents, devices and documents accepted', async () => {
    const profile = await staffCall(s, collector, 'GET', `/customers/${b.userId}`);
    expect(profile).toMatchObject({ status: 200, code: 0 });
    const { data } = profile;
    expect(data.personal).toMatchObject({
      name: 'A** G****',
      mobile: masked(clear.e164),
      nationalId: masked(clear.curp),
      birthday: '****-**-**',
      bankAccount: masked(clear.account),
    });
    const text = JSON.stringify(data);
    for (const value of [clear.curp, clear.e164, clear.account, '1990-05-14', 'Gómez'])
      expect(text).not.toContain(value);
    expect(data).toMatchObject({ market: 'MX', currency: 'MXN', status: { onboarding: 'submitted' } });
    expect(data.status.latestLoan).toMatchObject({ orderNo, statusName: 'Repaying' });
    expect(data.consents.current.map((c: { kind: string }) => c.kind)).toContain('camera');
    expect(data.photos.map((p: { kind: string }) => p.kind).sort()).toEqual(['back', 'face', 'front']);
    expect(Array.isArray(data.devices)).toBe(true);
    expect(Array.isArray(data.legalAcceptances)).toBe(true);
    expect(await staffCall(s, collector, 'GET', `/customers/${randomUUID()}`)).toMatchObject({
      status: 404,
      code: 10011401,
    });
  });

  it('reveals one field to a member allowed to, writing exactly one audit row with the field, never the value', async () => {
    const before = (await auditOf(b.userId)).length;
    const refused = await staffCall(s, collector, 'POST', `/customers/${b.userId}/reveal`, {
      field: 'nationalId',
    });
    expect(refused).toMatchObject({ status: 403, code: 10011002 });
    expect((await auditOf(b.userId)).length).toBe(before);

    const revealed = await staffCall(s, reviewer, 'POST', `/customers/${b.userId}/reveal`, {
      field: 'nationalId',
    });
    expect(revealed).toMatchObject({ status: 200, data: { field: 'nationalId', value: clear.curp } });
    const rows = (await auditOf(b.userId)).filter((row) => row.action === 'customer.revealed');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ memberId: reviewer.memberId, after: { field: 'nationalId' } });
    expect(JSON.stringify(rows[0])).not.toContain(clear.curp);

    const unknownField = await staffCall(s, reviewer, 'POST', `/customers/${b.userId}/reveal`, {
      field: 'salary',
    });
    expect(unknownField).toMatchObject({ status: 400, code: 10011008 });
    const empty = await staffCall(s, reviewer, 'POST', `/customers/${b.userId}/reveal`, { field: 'bvn' });
    expect(empty).toMatchObject({ status: 404, code: 10011403 });
    expect((await auditOf(b.userId)).filter((row) => row.action === 'customer.revealed')).toHaveLength(1);
  });

  it('serves identity photos through short-lived links bound to the member who asked', async () => {
    const links = await staffCall(s, reviewer, 'GET', `/customers/${b.userId}/photos`);
    expect(links.status).toBe(200);
    const face = links.data.items.find((i: { kind: string }) => i.kind === 'face');
    expect(face.url).toMatch(/^\/staff-api\/photos\/[\w-]+\.[\w-]+$/);

    const open = (who: SignedInStaff | undefined, url: string) =>
      s.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
    const served = await open(reviewer, face.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    expect(served.headers['cache-control']).toContain('no-store');
    const [image] = await s.database.db
      .select()
      .from(identityImages)
      .where(and(eq(identityImages.userId, b.userId), eq(identityImages.kind, 'face')));
    const stored = await s.storage.get(image?.storageKey ?? '');
    expect(served.rawPayload.equals(stored ?? Buffer.alloc(0))).toBe(true);
    const viewed = (await auditOf(b.userId)).filter((row) => row.action === 'customer.photoViewed');
    expect(viewed).toHaveLength(1);
    expect(viewed[0]).toMatchObject({ memberId: reviewer.memberId, after: { kind: 'face' } });

    const otherReviewer = await signInStaff(s, 'reviewer');
    expect((await open(otherReviewer, face.url)).json()).toMatchObject({ code: 10011404 });
    expect((await open(otherReviewer, face.url)).statusCode).toBe(403);
    expect((await open(agent, face.url)).json()).toMatchObject({ code: 10011002 });
    expect((await staffCall(s, agent, 'GET', `/customers/${b.userId}/photos`)).code).toBe(10011002);
    expect((await open(undefined, face.url)).statusCode).toBe(401);
    // Another signature (its first character changed), and the same link spelt otherwise (its unused last bits).
    const signatureAt = face.url.indexOf('.') + 1;
    const swap = (c: string) => (c === 'A' ? 'B' : 'A');
    const forged =
      face.url.slice(0, signatureAt) + swap(face.url[signatureAt]) + face.url.slice(signatureAt + 1);
    const respelt = face.url.replace(/.$/, swap);
    expect((await open(reviewer, respelt)).json()).toMatchObject({ code: 10011404 });
    expect((await open(reviewer, forged)).json()).toMatchObject({ code: 10011404 });

    wallSkewMs += 5 * 60_000 + 1_000;
    const late = await open(reviewer, face.url);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: 10011405 });
    // A fresh link works again: only the old one lapsed, not the session.
    const fresh = await staffCall(s, reviewer, 'GET', `/customers/${b.userId}/photos`);
    const again = fresh.data.items.find((i: { kind: string }) => i.kind === 'face');
    expect((await open(reviewer, again.url)).statusCode).toBe(200);
  });

  it("shows every loan, and a loan's ledger that sums to the balances the borrower sees", async () => {
    const loans = await staffCall(s, collector, 'GET', `/customers/${b.userId}/loans`);
    expect(loans.data.items).toHaveLength(1);
    expect(loans.data.items[0]).toMatchObject({ orderNo, statusName: 'Repaying', currency: 'MXN' });

    const loan = await staffCall(s, collector, 'GET', `/loans/${orderNo}`);
    expect(loan.status).toBe(200);
    const { data } = loan;
    const sum = (kinds: string[]) =>
      data.ledger
        .filter((e: { kind: string }) => kinds.includes(e.kind))
        .reduce((total: number, e: { amount: number }) => total + e.amount, 0);
    const charges = sum([
      'principal',
      'fee',
      'tax',
      'interest',
      'interestTax',
      'penalty',
      'rolloverFee',
      'rolloverTax',
    ]);
    const repaid = -sum(['repayment']);
    const discount = -sum(['coupon']);
    expect(repaid).toBe(30_000);

    const seen = await s.call('GET', '/loan/loan-order/latest', {}, { token: b.token });
    const balance = seen.data.order.balance;
    expect(repaid).toBe(toMinor(balance.repaid));
    expect(charges - repaid - discount).toBe(toMinor(balance.unrepaid));
    expect(data.loan.balance).toMatchObject({ paid: repaid, unrepaid: charges - repaid - discount });
    expect(data.borrowerView.balance).toEqual(balance);

    expect(data.schedule.length).toBeGreaterThan(0);
    expect(data.events.map((e: { toName: string }) => e.toName)).toContain('Repaying');
    expect(data.payouts[0]).toMatchObject({
      status: 'succeeded',
      accountNumber: expect.stringMatching(/^\*+\d{4}$/),
    });
    expect(data.payments.received).toEqual([
      expect.objectContaining({ provider: 'stp', amount: 30_000, status: 'credited' }),
    ]);
    expect(JSON.stringify(data)).not.toContain(clear.account);
    expect(await staffCall(s, collector, 'GET', '/loans/PL000')).toMatchObject({
      status: 404,
      code: 10011402,
    });
  });

  it('lists the messages sent to the customer, never their codes', async () => {
    const messages = await staffCall(s, collector, 'GET', `/customers/${b.userId}/messages`);
    expect(messages.status).toBe(200);
    // Codes for the bank account and for signing, at least.
    expect(messages.data.items.length).toBeGreaterThanOrEqual(2);
    expect(messages.data.items[0]).toEqual({
      kind: 'verificationCode',
      channel: 'sms',
      to: masked(clear.e164),
      at: expect.any(String),
    });
    // Every message written to the customer beside the codes, titled in the staff member's language,
    // each delivery with its channel, masked number and status.
    const kinds = messages.data.messages.map((m: { kind: string }) => m.kind);
    expect(kinds.slice(-2)).toEqual(['disbursement.arrived', 'disbursement.sent']);
    expect(messages.data.messages.at(-2)).toEqual({
      id: expect.stringMatching(/^\d+$/),
      kind: 'disbursement.arrived',
      title: 'Your money has arrived',
      at: expect.any(String),
      read: false,
      orderNo,
      deliveries: [
        {
          channel: 'sms',
          to: masked(clear.e164),
          status: 'pending',
          detail: null,
          sentAt: null,
          notBefore: expect.any(String),
        },
      ],
    });
    const inSpanish = await staffCall(s, collector, 'GET', `/customers/${b.userId}/messages`, undefined, {
      lang: 'es',
    });
    expect(inSpanish.data.messages.at(-1).title).toBe('Tu préstamo va en camino');
    expect(JSON.stringify(inSpanish.data)).not.toContain(clear.e164);
  });

  it("keeps the customer's audit trail, and a searchable trail of every staff action", async () => {
    const trail = await staffCall(s, collector, 'GET', `/customers/${b.userId}/audit`);
    const actions = trail.data.items.map((i: { action: string }) => i.action);
    expect(actions).toEqual(['customer.photoViewed', 'customer.photoViewed', 'customer.revealed']);
    expect(trail.data.items[2]).toMatchObject({ memberName: 'Rita Reviewer', memberRole: 'reviewer' });

    const search = (query: string) => staffCall(s, admin, 'GET', `/audit?${query}`);
    expect((await staffCall(s, collector, 'GET', '/audit')).status).toBe(403);
    const byMember = await search(`member=${reviewer.memberId}`);
    expect(byMember.data.items.length).toBeGreaterThanOrEqual(3);
    expect(byMember.data.items.every((i: { memberId: string }) => i.memberId === reviewer.memberId)).toBe(
      true,
    );
    const reveals = await search(`action=customer.revealed&customer=${b.userId}`);
    expect(reveals.data.items).toHaveLength(1);
    expect(
      (await search(`action=${encodeURIComponent('customer.*')}&customer=${b.userId}`)).data.items,
    ).toHaveLength(3);
    expect((await search(`q=rita&customer=${b.userId}`)).data.items).toHaveLength(3);
    expect((await search('from=2999-01-01')).data.items).toHaveLength(0);
    expect((await search(`to=2000-01-01&customer=${b.userId}`)).data.items).toHaveLength(0);

    const first = await search(`customer=${b.userId}&limit=2`);
    expect(first.data.items).toHaveLength(2);
    expect(first.data.nextBefore).toBe(first.data.items[1].id);
    const next = await search(`customer=${b.userId}&limit=2&before=${first.data.nextBefore}`);
    expect(next.data.items.map((i: { action: string }) => i.action)).toEqual(['customer.revealed']);
    expect(next.data.nextBefore).toBeNull();
    expect(await search('member=nobody')).toMatchObject({ status: 400, code: 10011008 });
  });

  it('refuses every route without a session and to each role without its permission, and documents them', async () => {
    const routes = customerRoutes({} as CustomerViewService);
    const members = Object.fromEntries(
      await Promise.all(STAFF_ROLES.map(async (role) => [role, await signInStaff(s, role)] as const)),
    );
    for (const route of routes) {
      const path = route.url
        .replace(':id', b.userId)
        .replace(':orderNo', orderNo)
        .replace(':token', 'x'.repeat(20));
      const body = route.method === 'POST' ? { field: 'name' } : undefined;
      expect((await staffCall(s, undefined, route.method, path, body)).status, path).toBe(401);
      for (const role of STAFF_ROLES) {
        if (route.access === 'signedIn' || staffCan(role, route.access as never)) continue;
        const refused = await staffCall(s, members[role], route.method, path, body);
        expect(refused, `${role} ${path}`).toMatchObject({ status: 403, code: 10011002 });
      }
    }
    const docs = await staffCall(s, admin, 'GET', '/docs');
    expect(docs.status).toBe(200);
    expect(JSON.stringify(docs.data)).toContain('/customers/{id}/reveal');
  });
});
