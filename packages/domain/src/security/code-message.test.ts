import { describe, expect, it } from 'vitest';
import { smsText } from '../messages/message-texts.ts';
import { codeMessageText, isCodeText, signingCodeText } from './code-message.ts';

describe('isCodeText', () => {
  it('knows every code message, in both languages and both channels', () => {
    for (const lang of ['en', 'es'] as const) {
      expect(isCodeText(codeMessageText('Puente', '123456', lang, 'sms'))).toBe(true);
      expect(isCodeText(codeMessageText('Puente', '123456', lang, 'voice'))).toBe(true);
      const subject = { orderNo: 'PL1', amountMinor: 100_000, market: 'MX' as const };
      expect(isCodeText(signingCodeText('Puente', '123456', lang, 'sms', subject))).toBe(true);
    }
  });

  it('takes no reminder or receipt for a code', () => {
    for (const lang of ['en', 'es'] as const) {
      const reminder = { amount: 123_456, dueDate: '2026-03-14', orderNo: 'PL123456' };
      expect(isCodeText(smsText('reminder.due3', reminder, 'MX', lang))).toBe(false);
      const receipt = { orderNo: 'PL1', amount: 30_000, channel: 'stp', reference: '123456', left: 0 };
      expect(isCodeText(smsText('payment.receipt', receipt, 'MX', lang))).toBe(false);
    }
  });
});
