import { DomainError, ERRORS, OXXO_DEFAULT_VALID_DAYS } from '@puente/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, stpCuentas, userProfiles } from '../../../db/schema.ts';
import type { StpConnection } from '../../../providers/stp/stp-connection.ts';
import { registerCuentaFisica } from '../../../providers/stp/stp-cuentas.ts';
import { CUENTA_KIND } from '../../../sandbox/standins/stp/stp-cuenta-routes.ts';
import { type StpAtHand, stpAtHand } from '../../../sandbox/standins/stp/stp-standin-fixture.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { ENGINES } from '../../../testing/test-database.ts';
import type { TestService } from '../../../testing/test-service.ts';
import { uniqueCurp } from '../../../testing/unique-ids.ts';
import { DbProfileLookup } from '../../identity/profile-lookup.ts';
import { repayingBorrower, startRepaymentService } from '../repayment-fixtures.ts';
import { RepaymentService } from '../repayment-service.ts';
import { accountOf } from './repayment-account-repository.ts';
import { StpCuentaRegistration } from './stp-cuenta-registration.ts';

describeEngines(ENGINES)('CLABEs registered at STP before they are shown (decision 041) on %s', (engine) => {
  let s: TestService;
  let stp: StpAtHand;
  let down: StpConnection;
  beforeAll(async () => {
    s = await startRepaymentService(engine);
    stp = await stpAtHand(() => s.clock.now());
    const closed = await stpAtHand(() => s.clock.now());
    await closed.close();
    down = closed.connection;
  });
  afterAll(async () => {
    await stp.close();
    await s.close();
  });

  /** The repayment service as the server builds it once STP is connected. */
  const repaymentOver = (connection: StpConnection) =>
    new RepaymentService({
      db: s.database.db,
      clock: s.clock,
      stpCompanyPrefix: '1104',
      oxxo: undefined,
      oxxoValidDays: OXXO_DEFAULT_VALID_DAYS,
      profiles: new DbProfileLookup(),
      supportEmail: 'ayuda@puente.example',
      stpCuentas: new StpCuentaRegistration({ db: s.database.db, clock: s.clock, connection }),
    });

  const cuentaRow = async (clabe: string) =>
    (await s.database.db.select().from(stpCuentas).where(eq(stpCuentas.clabe, clabe)))[0];

  const refusal = (call: Promise<unknown>) =>
    call.then(
      () => 'shown',
      (error: unknown) => (error instanceof DomainError ? error.errorName : error),
    );

  it("registers the borrower's CLABE as STP's cuenta física with their personal info, once", async () => {
    const { b, orderNo } = await repayingBorrower(s);
    const repayment = repaymentOver(stp.connection);
    const view = await repayment.stpClabe(b, orderNo);
    const [profile] = await s.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, b.userId));
    expect(await stp.store.get(CUENTA_KIND, view.clabe)).toMatchObject({
      empresa: 'PUENTE',
      cuenta: view.clabe,
      rfcCurp: profile?.curp,
      nombre: 'Ana',
      apellidoPaterno: 'Gómez',
      fechaNacimiento: '19900514',
    });
    expect(await cuentaRow(view.clabe)).toMatchObject({ status: 'registered', stpId: 0, attempts: 1 });
    expect((await repayment.stpClabe(b, orderNo)).clabe).toBe(view.clabe);
    // Kept: STP is not asked again.
    expect(await cuentaRow(view.clabe)).toMatchObject({ attempts: 1 });
    const audit = await s.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'repayment.clabeRegistered'));
    expect(audit.filter((a) => a.detail.clabe === view.clabe)).toHaveLength(1);
  });

  it('tells the borrower SPEI is unavailable while STP cannot be asked, loses nothing, and shows it later', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    expect(await refusal(repaymentOver(down).stpClabe(b, orderNo))).toBe('speiUnavailable');
    const kept = await accountOf(s.database.db, b.userId, 'stp');
    if (!kept) throw new Error('the CLABE was not kept');
    expect(await cuentaRow(kept.accountNo)).toMatchObject({ status: 'pending', attempts: 1 });
    const view = await repaymentOver(stp.connection).stpClabe(b, orderNo);
    expect(view.clabe).toBe(kept.accountNo);
    expect(await cuentaRow(kept.accountNo)).toMatchObject({ status: 'registered', attempts: 2 });
  });

  it('never shows a CLABE STP refused, and does not ask again', async () => {
    const { b, orderNo } = await repayingBorrower(s);
    await refusal(repaymentOver(down).stpClabe(b, orderNo));
    const kept = await accountOf(s.database.db, b.userId, 'stp');
    if (!kept) throw new Error('the CLABE was not kept');
    // Someone else holds it at STP already.
    const taken = await registerCuentaFisica(stp.connection, {
      clabe: kept.accountNo,
      rfcCurp: uniqueCurp('HEGG560427MVZRRL04'),
      nombre: 'Gloria',
      apellidoPaterno: 'Hernández',
      birthDate: '1956-04-27',
    });
    expect(taken.kind).toBe('registered');
    const repayment = repaymentOver(stp.connection);
    expect(await refusal(repayment.stpClabe(b, orderNo))).toBe('speiUnavailable');
    expect(await cuentaRow(kept.accountNo)).toMatchObject({ status: 'refused', stpId: 3, attempts: 2 });
    expect(await refusal(repayment.stpClabe(b, orderNo))).toBe('speiUnavailable');
    expect(await cuentaRow(kept.accountNo)).toMatchObject({ attempts: 2 });
    const audit = await s.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'repayment.clabeRefused'));
    expect(audit.filter((a) => a.detail.clabe === kept.accountNo)).toHaveLength(1);
  });

  it('says so in English and Spanish', () => {
    expect(ERRORS.speiUnavailable).toMatchObject({
      http: 503,
      en: expect.stringContaining('SPEI'),
      es: expect.stringContaining('SPEI'),
    });
    expect(ERRORS.speiUnavailable.en).not.toBe(ERRORS.speiUnavailable.es);
  });
});
