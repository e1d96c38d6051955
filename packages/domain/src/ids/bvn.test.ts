import { describe, expect, it } from 'vitest';
import { checkBvn } from './bvn.ts';

describe('checkBvn', () => {
  it.each(['22123456789', '221 2345 6789'])('accepts %j (shape only: no public check digit)', (text) => {
    expect(checkBvn(text)).toEqual({ ok: true, bvn: '22123456789' });
  });

  it.each(['2212345678', '221234567890', '2212345678A', ''])('refuses %j', (text) => {
    expect(checkBvn(text)).toEqual({ ok: false, reason: 'format' });
  });
});
