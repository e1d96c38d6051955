import { describe, expect, it } from 'vitest';
import { basicAuthorization, stpNotification } from '../../sandbox/standins/stp/stp-abono-notification.ts';
import { type StpWebhookSettings, stpConfirm, stpReturn, verifyStpNotification } from './stp-webhook.ts';

const settings: StpWebhookSettings = {
  company: 'PUENTE',
  webhookUser: 'stp',
  webhookPassword: 'correct horse',
};
const CLABE = '646180110400000007'; // stpmex-python README
const at = new Date('2026-11-21T18:04:05.123Z');
const receivedAt = new Date('2026-11-21T18:04:06Z');
const auth = { authorization: `Basic ${btoa('stp:correct horse')}` };

/** A notification as STP writes it, camelCase form (wtech-mx test_abono sample, our values). */
function abono(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    id: 3191365,
    fechaOperacion: 20261121,
    institucionOrdenante: 40012,
    institucionBeneficiaria: 90646,
    claveRastreo: 'MBAN01002611210000123',
    monto: 1000.55,
    nombreOrdenante: 'ANA GOMEZ LOPEZ',
    tipoCuentaOrdenante: 40,
    cuentaOrdenante: '012914002014112176',
    rfcCurpOrdenante: 'ND',
    nombreBeneficiario: 'ND',
    tipoCuentaBeneficiario: 40,
    cuentaBeneficiario: CLABE,
    rfcCurpBeneficiario: 'ND',
    conceptoPago: 'PAGO PRESTAMO',
    referenciaNumerica: 1234567,
    empresa: 'PUENTE',
    ...overrides,
  });
}

describe('STP abono notification', () => {
  it('turns a notification into a payment matched by CLABE and keyed by id and tracking key', () => {
    expect(verifyStpNotification(abono(), auth, settings, receivedAt)).toEqual({
      ok: true,
      payment: {
        provider: 'stp',
        providerRef: '3191365:MBAN01002611210000123',
        currency: 'MXN',
        amountMinor: 100055,
        match: { kind: 'clabe', clabe: CLABE },
        paidAt: receivedAt,
        payerName: 'ANA GOMEZ LOPEZ',
        operationDate: '20261121',
      },
    });
  });

  it('converts monto in pesos exactly, as a number or a string', () => {
    const amount = (monto: unknown) => {
      const result = verifyStpNotification(abono({ monto }), auth, settings, receivedAt);
      return 'payment' in result ? result.payment.amountMinor : result;
    };
    expect(amount(1000)).toBe(100000);
    expect(amount(1000.5)).toBe(100050);
    expect(amount(1000.55)).toBe(100055);
    expect(amount(265.65)).toBe(26565);
    expect(amount('1000.50')).toBe(100050);
    expect(amount(0.01)).toBe(1);
    for (const bad of [1000.555, '1000.555', -5, 0, '1e3', null]) {
      expect(amount(bad), String(bad)).toMatchObject({ ok: false, reason: 'payload' });
    }
  });

  it('reads the legacy PascalCase form too', () => {
    const legacy = JSON.stringify({
      Clave: 2456304,
      FechaOperacion: 20180618,
      InstitucionOrdenante: '40012',
      InstitucionBeneficiaria: '90646',
      ClaveRastreo: 'PRUEBABloqueo',
      Monto: 100.0,
      NombreOrdenante: 'BANCO',
      TipoCuentaOrdenante: 40,
      CuentaOrdenante: '846180000500000009',
      RFCCurpOrdenante: 'ND',
      NombreBeneficiario: 'TAMIZI',
      TipoCuentaBeneficiario: 40,
      CuentaBeneficiario: CLABE,
      RFCCurpBeneficiario: 'ND',
      ConceptoPago: 'PRUEBA BLOQUEO',
      ReferenciaNumerica: 2423,
      Empresa: 'PUENTE',
    });
    const result = verifyStpNotification(legacy, auth, settings, receivedAt);
    expect(result).toMatchObject({
      ok: true,
      payment: { providerRef: '2456304:PRUEBABloqueo', amountMinor: 10000, match: { clabe: CLABE } },
    });
  });

  it('refuses a notification without our Basic credentials', () => {
    const body = abono();
    const refused = { ok: false, reason: 'signature' };
    expect(verifyStpNotification(body, {}, settings, receivedAt)).toMatchObject(refused);
    for (const credentials of ['stp:wrong', 'other:correct horse', 'stp:correct horse ', 'stp', ':']) {
      const headers = { authorization: `Basic ${btoa(credentials)}` };
      expect(verifyStpNotification(body, headers, settings, receivedAt), credentials).toMatchObject(refused);
    }
    expect(
      verifyStpNotification(body, { authorization: 'Bearer stp:correct horse' }, settings, receivedAt),
    ).toMatchObject(refused);
    expect(
      verifyStpNotification(
        body,
        { authorization: [auth.authorization, auth.authorization] },
        settings,
        receivedAt,
      ),
    ).toMatchObject(refused);
    // Header names are case-insensitive.
    expect(
      verifyStpNotification(body, { Authorization: auth.authorization }, settings, receivedAt),
    ).toMatchObject({
      ok: true,
    });
  });

  it('refuses another company, another institution, an account that is not an STP CLABE, and a non-JSON body', () => {
    const refusal = (body: string) => verifyStpNotification(body, auth, settings, receivedAt);
    expect(refusal(abono({ empresa: 'OTRA' }))).toEqual({
      ok: false,
      reason: 'payload',
      detail: 'empresa is not ours',
    });
    expect(refusal(abono({ empresa: 'puente' }))).toMatchObject({ reason: 'payload' });
    expect(refusal(abono({ institucionBeneficiaria: 40012 }))).toMatchObject({
      reason: 'payload',
      detail: 'institucionBeneficiaria is not 90646',
    });
    expect(refusal(abono({ cuentaBeneficiario: '646180110400000008' }))).toMatchObject({ reason: 'payload' });
    expect(refusal(abono({ cuentaBeneficiario: '012914002014112176' }))).toMatchObject({
      reason: 'payload',
      detail: 'cuentaBeneficiario is not an STP CLABE',
    });
    expect(refusal(abono({ tipoCuentaBeneficiario: 3 }))).toMatchObject({ reason: 'payload' });
    expect(refusal(abono({ claveRastreo: '' }))).toMatchObject({ reason: 'payload' });
    expect(refusal(abono({ id: undefined }))).toMatchObject({ reason: 'payload' });
    expect(refusal('{"id":')).toMatchObject({ reason: 'payload' });
  });

  it('answers confirmar or devolver', () => {
    expect(stpConfirm()).toEqual({ mensaje: 'confirmar' });
    expect(stpReturn(1)).toEqual({ mensaje: 'devolver', id: 1 });
    expect(JSON.stringify(stpReturn(1))).toBe('{"mensaje":"devolver","id":1}');
    expect(() => stpReturn(0)).toThrow(RangeError);
  });
});

describe('the sandbox STP', () => {
  const base = {
    clabe: CLABE,
    amountMinor: 123_456,
    company: 'PUENTE',
    webhookUser: 'stp',
    webhookPassword: 'correct horse',
    at,
    seed: 'PL2026112100000001',
  };

  it('sends what the verifier accepts, with the settlement time, in both forms', () => {
    const camel = stpNotification(base);
    const result = verifyStpNotification(camel.rawBody, camel.headers, settings, receivedAt);
    expect(result).toMatchObject({
      ok: true,
      payment: { amountMinor: 123_456, match: { kind: 'clabe', clabe: CLABE }, paidAt: at },
    });
    const body = JSON.parse(camel.rawBody);
    expect(body.monto).toBe(1234.56);
    expect(body.claveRastreo).toMatch(/^MBAN0100261121\d{7}$/);
    expect(body.fechaOperacion).toBe(20261121);
    if (result.ok && 'payment' in result)
      expect(result.payment.providerRef).toBe(`${body.id}:${body.claveRastreo}`);

    const legacy = stpNotification({ ...base, form: 'pascal' });
    expect(JSON.parse(legacy.rawBody)).toHaveProperty('ClaveRastreo', body.claveRastreo);
    expect(verifyStpNotification(legacy.rawBody, legacy.headers, settings, receivedAt)).toMatchObject({
      ok: true,
      payment: { providerRef: `${body.id}:${body.claveRastreo}`, amountMinor: 123_456, paidAt: receivedAt },
    });
  });

  it('writes the Basic header as any HTTP client would, and is refused with the wrong password', () => {
    expect(basicAuthorization('stp', 'correct horse')).toBe(`Basic ${btoa('stp:correct horse')}`);
    const wrong = stpNotification({ ...base, webhookPassword: 'battery staple' });
    expect(verifyStpNotification(wrong.rawBody, wrong.headers, settings, receivedAt)).toMatchObject({
      reason: 'signature',
    });
  });

  it('gives the same transfer for the same seed and another for another seed', () => {
    expect(stpNotification(base)).toEqual(stpNotification(base));
    expect(stpNotification(base).rawBody).not.toBe(
      stpNotification({ ...base, seed: 'PL2026112100000002' }).rawBody,
    );
  });
});
