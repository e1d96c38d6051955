import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../../audit/audit-repository.ts';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import { stpCuentas } from '../../../db/schema.ts';
import type { StpConnection } from '../../../providers/stp/stp-connection.ts';
import { type PersonaFisica, registerCuentaFisica } from '../../../providers/stp/stp-cuentas.ts';
import { DbProfileLookup } from '../../identity/profile-lookup.ts';

export type StpCuentaStatus = 'registered' | 'refused' | 'pending';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The borrower as STP registers a persona física: personal info's names and birth date and the
 * CURP on file. Mexican personal info keeps both surnames in one field ("Hernández García"): the
 * first word is the apellido paterno, the rest the materno. Undefined when something STP requires
 * is missing (then the CLABE waits, as when STP cannot be asked).
 */
export async function personaOf(db: Db, userId: string, clabe: string): Promise<PersonaFisica | undefined> {
  const profiles = new DbProfileLookup();
  const basic = (await profiles.basicOf(db, userId)) ?? {};
  const nombre = [text(basic.firstName), text(basic.middleName)].filter(Boolean).join(' ');
  const [apellidoPaterno, ...materno] = text(basic.lastName).split(/\s+/).filter(Boolean);
  const rfcCurp = text((await profiles.curpOf(db, userId)) ?? basic.nationalId);
  const birthDate = text(basic.birthday);
  if (!nombre || !apellidoPaterno || !rfcCurp || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return undefined;
  return {
    clabe,
    rfcCurp,
    nombre,
    apellidoPaterno,
    ...(materno.length > 0 ? { apellidoMaterno: materno.join(' ') } : {}),
    birthDate,
  };
}

/**
 * Registers a borrower's CLABE at STP before it is shown (decision 041), once: STP's answer is kept,
 * a refused CLABE is never shown, and one STP could not be asked about is asked again the next time
 * the borrower wants it. No transaction is open while STP is asked.
 */
export class StpCuentaRegistration {
  constructor(private readonly deps: { db: Db; clock: BusinessClock; connection: StpConnection }) {}

  async ensure(userId: string, clabe: string): Promise<StpCuentaStatus> {
    const { db, clock, connection } = this.deps;
    const [kept] = await db.select().from(stpCuentas).where(eq(stpCuentas.clabe, clabe));
    if (kept && kept.status !== 'pending') return kept.status as StpCuentaStatus;
    const persona = await personaOf(db, userId, clabe);
    const answer = persona
      ? await registerCuentaFisica(connection, persona)
      : { kind: 'unreachable' as const, detail: 'personal info lacks what STP requires' };
    const status: StpCuentaStatus =
      answer.kind === 'registered' ? 'registered' : answer.kind === 'refused' ? 'refused' : 'pending';
    const row = {
      clabe,
      userId,
      status,
      stpId: answer.kind === 'unreachable' ? null : answer.id,
      detail: answer.kind === 'unreachable' ? answer.detail : answer.descripcion || null,
      attempts: 1,
      checkedAt: clock.now(),
    };
    return db.transaction(async (tx) => {
      // A final answer is never overwritten: two requests racing keep the first STP gave.
      const [written] = await tx
        .insert(stpCuentas)
        .values(row)
        .onConflictDoUpdate({
          target: stpCuentas.clabe,
          set: {
            status: row.status,
            stpId: row.stpId,
            detail: row.detail,
            attempts: sql`${stpCuentas.attempts} + 1`,
            checkedAt: row.checkedAt,
          },
          setWhere: sql`${stpCuentas.status} = 'pending'`,
        })
        .returning({ status: stpCuentas.status });
      if (written && status !== 'pending')
        await recordAudit(tx, {
          at: clock.now(),
          userId,
          action: status === 'registered' ? 'repayment.clabeRegistered' : 'repayment.clabeRefused',
          detail: { clabe, stpId: row.stpId, descripcion: row.detail },
        });
      if (written) return status;
      const [final] = await tx.select().from(stpCuentas).where(eq(stpCuentas.clabe, clabe));
      return (final?.status ?? status) as StpCuentaStatus;
    });
  }
}
