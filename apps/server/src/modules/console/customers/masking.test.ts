import { describe, expect, it } from 'vitest';
import { maskAll, maskDate, maskEmail, maskName, maskTail } from './masking.ts';

describe('masks', () => {
  it('leave only what recognises a customer', () => {
    expect(maskName('Ana Gómez')).toBe('A** G****');
    expect(maskTail('+525512345678')).toBe('*********5678');
    expect(maskTail('12345')).toBe('*****');
    expect(maskEmail('gloria.hg@gmail.com')).toBe('g****@gmail.com');
    expect(maskDate('1990-05-14')).toBe('****-**-**');
    expect(maskAll('Reforma 1, Xalapa')).toBe('******* *, ******');
    expect(maskTail(null)).toBeNull();
  });
});
