import { describe, expect, it } from 'vitest';
import { MESSAGE_KIND_NAMES, type MessageKind } from './message-kinds.ts';
import { messageText, SMS_MAX_CHARS, smsText } from './message-texts.ts';

const EVERY_PARAM = {
  orderNo: 'PU123456',
  amount: 123_456,
  left: 50_000,
  newLimit: 500_000,
  accountLast4: '4321',
  channel: 'stp',
  reference: 'REF-77',
  dueDate: '2026-03-05',
  promisedDate: '2026-03-09',
  reason: 'the image is unreadable',
  url: 'https://pay.example/abc',
  expiresAt: '2026-03-10T05:00:00.000Z',
};

describe('message texts', () => {
  it('writes every kind in both languages with nothing left unfilled', () => {
    for (const kind of MESSAGE_KIND_NAMES)
      for (const language of ['en', 'es'] as const)
        for (const market of ['MX', 'NG'] as const) {
          const { title, text } = messageText(kind, EVERY_PARAM, market, language);
          expect(title.length, kind).toBeGreaterThan(3);
          expect(`${title} ${text}`, `${kind} ${language}`).not.toMatch(/\{\w+\}|undefined|NaN/);
        }
  });

  it('formats amounts in the market currency and dates in its calendar', () => {
    const mx = messageText(
      'reminder.due3',
      { amount: 123_456, dueDate: '2026-03-05', orderNo: 'A1' },
      'MX',
      'en',
    );
    expect(mx.text).toContain('$1,234.56');
    expect(mx.text).toContain('Mar 5, 2026');
    expect(mx.text).toContain('bank transfer (SPEI) or cash at OXXO');
    const es = messageText(
      'reminder.due3',
      { amount: 123_456, dueDate: '2026-03-05', orderNo: 'A1' },
      'MX',
      'es',
    );
    expect(es.text).toContain('$1,234.56');
    expect(es.text).toMatch(/5 mar 2026/);
    const ng = messageText(
      'overdue.day1',
      { amount: 123_456, dueDate: '2026-03-05', orderNo: 'A1' },
      'NG',
      'en',
    );
    expect(ng.text).toContain('₦1,234.56');
    expect(ng.text).toContain('stops the daily penalty');
    expect(ng.text).toContain('online checkout');
  });

  it('names what a receipt, a payout and a paid-off loan need', () => {
    const receipt = messageText(
      'payment.receipt',
      { orderNo: 'A1', amount: 20_000, channel: 'oxxo', reference: 'R9', left: 5_000 },
      'MX',
      'es',
    );
    expect(receipt.text).toBe(
      'Recibimos $200.00 para el préstamo A1 por efectivo en OXXO, referencia R9. Falta por pagar: $50.00. Gracias.',
    );
    const sent = messageText(
      'disbursement.sent',
      { orderNo: 'A1', amount: 100_000, accountLast4: '9876' },
      'NG',
      'en',
    );
    expect(sent.text).toContain('₦1,000.00');
    expect(sent.text).toContain('ending 9876');
    expect(messageText('loan.paidOff', { orderNo: 'A1', newLimit: 300_000 }, 'MX', 'en').text).toContain(
      'Your new limit is $3,000.00.',
    );
    expect(
      messageText('loan.paidOff', { orderNo: 'A1', newLimit: 300_000, raised: false }, 'MX', 'es').text,
    ).toBe(
      'El préstamo A1 está pagado por completo. ¡Gracias! Tu límite para tu próximo préstamo es $3,000.00.',
    );
    expect(messageText('loan.paidOff', { orderNo: 'A1', newLimit: null }, 'MX', 'en').text).toBe(
      'Loan A1 is paid in full. Thank you!',
    );
  });

  it('never threatens', () => {
    for (const kind of MESSAGE_KIND_NAMES) {
      const { text } = messageText(kind as MessageKind, EVERY_PARAM, 'MX', 'en');
      expect(text).not.toMatch(/legal action|police|lawsuit|jail|contacts|family|employer/i);
    }
  });

  it('fits an SMS in two segments with the app name first', () => {
    for (const kind of MESSAGE_KIND_NAMES)
      for (const language of ['en', 'es'] as const) {
        const sms = smsText(kind, EVERY_PARAM, 'NG', language);
        expect(sms.startsWith('Puente Naija: ')).toBe(true);
        expect(sms.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
      }
    expect(
      smsText('reminder.due0', { amount: 100, dueDate: '2026-03-05', orderNo: 'A1' }, 'MX', 'en'),
    ).toMatch(/^Puente: Your payment of \$1\.00/);
  });
});
