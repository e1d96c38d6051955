import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/language.ts';
import { channelRoute, channelText, isChannelId, REPAYMENT_CHANNELS } from './channels.ts';
import type { ChannelId } from './repayment-views.ts';

const ALL: ChannelId[] = ['stp', 'oxxo', 'cashier', 'reservedAccount', 'voucher'];

describe('repayment channels', () => {
  it('offers STP, OXXO and proof of payment in Mexico; checkout, a reserved account and proof in Nigeria', () => {
    expect(REPAYMENT_CHANNELS).toEqual({
      MX: ['stp', 'oxxo', 'voucher'],
      NG: ['cashier', 'reservedAccount', 'voucher'],
    });
  });

  it.each([
    ['stp', '/repay/repay_stp'],
    ['oxxo', '/repay/repay_oxxo'],
    ['cashier', '/repay/cashier'],
    ['reservedAccount', '/repay/reserved_account'],
    ['voucher', '/repay/manual_repayment'],
  ] as const)('%s opens %s', (id, route) => {
    expect(channelRoute(id)).toBe(route);
  });

  it.each([
    ['stp', 'en', 'Bank transfer (SPEI)', 'From any bank app to your own CLABE; reflected within 15 minutes'],
    ['oxxo', 'en', 'Cash at OXXO', 'Cash, up to $10,000.00 per payment; reflected by the next business day'],
    [
      'oxxo',
      'es',
      'Efectivo en OXXO',
      'Efectivo, hasta $10,000.00 por pago; se refleja a más tardar el siguiente día hábil',
    ],
    [
      'voucher',
      'es',
      'Subir comprobante de pago',
      '¿Pagaste de otra forma? Envía el comprobante; cuenta cuando lo revisamos, en 48 horas como máximo',
    ],
  ] as const)('%s in %s: %s', (id, lang, name, hint) => {
    expect(channelText(id, lang)).toEqual({ name, hint });
  });

  it('tells the sandbox’s own timing only when asked for the sandbox, and only where it differs', () => {
    expect(channelText('oxxo', 'en', { sandbox: true }).hint).toBe(
      'Cash, up to $10,000.00 per payment; reflected within 15 minutes in this sandbox',
    );
    expect(channelText('oxxo', 'es', { sandbox: true }).hint).toBe(
      'Efectivo, hasta $10,000.00 por pago; se refleja en 15 minutos en este entorno de pruebas',
    );
    expect(channelText('stp', 'en', { sandbox: true })).toEqual(channelText('stp', 'en'));
  });

  it('has a name and a one-line hint in both languages for every channel, placeholders filled', () => {
    for (const id of ALL) {
      for (const lang of LANGUAGES) {
        for (const sandbox of [false, true]) {
          const { name, hint } = channelText(id, lang, { sandbox });
          expect(name.length, `${id} ${lang}`).toBeGreaterThan(0);
          expect(hint.length, `${id} ${lang}`).toBeLessThanOrEqual(110);
          expect(hint, `${id} ${lang}`).not.toMatch(/[{}\n]/);
        }
      }
      expect(channelText(id, 'es').name).not.toBe(channelText(id, 'en').name);
    }
  });

  it('recognises a channel id from the wire', () => {
    for (const id of ALL) expect(isChannelId(id)).toBe(true);
    for (const other of ['', 'STP', 'paystack', 'toString', undefined, 1])
      expect(isChannelId(other)).toBe(false);
  });
});
