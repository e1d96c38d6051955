import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATE_ABONO_PATH } from '../../sandbox/standins/stp/stp-collection-routes.ts';
import { CUENTA_KIND } from '../../sandbox/standins/stp/stp-cuenta-routes.ts';
import { companyKeys, type StpAtHand, stpAtHand } from '../../sandbox/standins/stp/stp-standin-fixture.ts';
import { uniqueCurp } from '../../testing/unique-ids.ts';
import { HttpStpOrders } from '../collection/stp-orders.ts';
import { listConciliacion } from './stp-conciliacion.ts';
import { type PersonaFisica, registerCuentaFisica } from './stp-cuentas.ts';
import { operationDayOf } from './stp-operation-day.ts';
import { stpOrdersOver } from './stp-received-orders.ts';

// A persona física as stpmex-python's README registers one (cuenta 646180110400000007), with a
// CURP of the right shape (RENAPO's structure and check digit).
const PERSONA: PersonaFisica = {
  clabe: '646180110400000007',
  rfcCurp: 'HEGG560427MVZRRL04',
  nombre: 'Gloria',
  apellidoPaterno: 'Hernández',
  apellidoMaterno: 'García',
  birthDate: '1956-04-27',
};

let now = new Date('2026-11-20T16:00:00Z');
const clock = () => now;

async function payIn(stp: StpAtHand, body: Record<string, unknown>) {
  const answer = await fetch(`${stp.connection.baseUrl}${SIMULATE_ABONO_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { claveRastreo: string; fechaOperacion: string; deliverAt?: string };
}

describe('our STP clients against the STP stand-in, over the network', () => {
  let stp: StpAtHand;
  beforeAll(async () => {
    stp = await stpAtHand(clock);
  });
  afterAll(() => stp.close());

  it('registers a cuenta física with the fields stpmex-python sends, signed, once per person', async () => {
    expect(await registerCuentaFisica(stp.connection, PERSONA)).toEqual({
      kind: 'registered',
      id: 0,
      descripcion: '',
    });
    const kept = await stp.store.get(CUENTA_KIND, PERSONA.clabe);
    expect(kept).toMatchObject({
      empresa: 'PUENTE',
      cuenta: PERSONA.clabe,
      rfcCurp: PERSONA.rfcCurp,
      nombre: 'Gloria',
      apellidoPaterno: 'Hernández',
      apellidoMaterno: 'García',
      fechaNacimiento: '19560427',
      paisNacimiento: '187',
    });
    // Asked again (a retry after a timeout), STP answers as the first time.
    expect((await registerCuentaFisica(stp.connection, PERSONA)).kind).toBe('registered');
  });

  it('is refused an account held by someone else, and an RFC/CURP STP does not take', async () => {
    const other = await registerCuentaFisica(stp.connection, {
      ...PERSONA,
      rfcCurp: uniqueCurp(PERSONA.rfcCurp),
    });
    expect(other).toMatchObject({ kind: 'refused', id: 3 });
    const malformed = await registerCuentaFisica(stp.connection, {
      ...PERSONA,
      clabe: '646180110400000010',
      rfcCurp: 'NOT-A-CURP',
    });
    expect(malformed).toMatchObject({ kind: 'refused', id: 1 });
  });

  it('reads a refusal of its signature, and no answer at all, as "ask again later"', async () => {
    const wrongKey = await stpAtHand(clock, companyKeys(), companyKeys().privateKey);
    try {
      expect(await registerCuentaFisica(wrongKey.connection, PERSONA)).toMatchObject({ kind: 'unreachable' });
    } finally {
      await wrongKey.close();
    }
    const down = await stpAtHand(clock);
    await down.close();
    expect(await registerCuentaFisica(down.connection, PERSONA)).toMatchObject({ kind: 'unreachable' });
  });

  it('asks Consulta Orden signed, and the stand-in refuses an unsigned question', async () => {
    const abono = await payIn(stp, { clabe: PERSONA.clabe, amount: 250.5 });
    const found = await stpOrdersOver(stp.connection).receivedOrder({
      claveRastreo: abono.claveRastreo,
      fechaOperacion: abono.fechaOperacion,
    });
    expect(found).toMatchObject({
      kind: 'found',
      order: { claveRastreo: abono.claveRastreo, amountMinor: 25_050, clabe: PERSONA.clabe, estado: 'LQ' },
    });
    expect(
      await stpOrdersOver(stp.connection).receivedOrder({ claveRastreo: 'MBAN01002611209999999' }),
    ).toMatchObject({ kind: 'notFound' });
    const unsigned = new HttpStpOrders({
      baseUrl: stp.connection.baseUrl,
      company: 'PUENTE',
      post: async (url, body, headers) => {
        const response = await fetch(url, { method: 'POST', headers, body });
        return { status: response.status, text: await response.text() };
      },
    });
    expect(await unsigned.receivedOrder({ claveRastreo: abono.claveRastreo })).toMatchObject({
      kind: 'unreachable',
    });
  });

  it("owes the abono notification a minute later, and none for a tester's lost one", async () => {
    const before = stp.owed().length;
    const notified = await payIn(stp, { clabe: PERSONA.clabe, amount: 10 });
    expect(notified.deliverAt).toBe(new Date(now.getTime() + 60_000).toISOString());
    const lost = await payIn(stp, { clabe: PERSONA.clabe, amount: 11, lost: true });
    expect(lost.deliverAt).toBeUndefined();
    const owed = stp.owed().slice(before);
    expect(owed.map((n) => [n.path, JSON.parse(n.body).claveRastreo])).toEqual([
      ['/webhooks/stp', notified.claveRastreo],
    ]);
    const headers: Record<string, string>[] = [];
    now = new Date(now.getTime() + 61_000);
    await stp.deliverDue(async (_n, h) => {
      headers.push(h);
      return 200;
    });
    expect(headers.at(-1)?.authorization).toBe(`Basic ${btoa('stp-notify:stp-test-password')}`);
  });

  it("lists a day's received orders, every page, signed", async () => {
    now = new Date('2026-11-23T17:00:00Z');
    const day = operationDayOf(now);
    const paid = [];
    for (let i = 1; i <= 105; i += 1) paid.push(await payIn(stp, { clabe: PERSONA.clabe, amount: i }));
    const listed = await listConciliacion(stp.connection, { tipoOrden: 'R', fechaOperacion: day });
    if (listed.kind !== 'listed') throw new Error(listed.detail);
    expect(listed.orders).toHaveLength(105);
    expect(new Set(listed.orders.map((o) => o.claveRastreo))).toEqual(
      new Set(paid.map((p) => p.claveRastreo)),
    );
    expect(listed.orders.reduce((sum, o) => sum + o.amountMinor, 0)).toBe(((105 * 106) / 2) * 100);
    expect(await listConciliacion(stp.connection, { tipoOrden: 'R', fechaOperacion: '20261122' })).toEqual({
      kind: 'listed',
      orders: [],
    });
    // No sent orders are known to the collection side alone.
    expect(await listConciliacion(stp.connection, { tipoOrden: 'E', fechaOperacion: day })).toEqual({
      kind: 'listed',
      orders: [],
    });
  });
});
