import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './auth-provider.ts';

describe('where sign-in returns to', () => {
  it('is the page the member was sent away from, inside the console', () => {
    expect(safeReturnPath('/staff?x=1')).toBe('/staff?x=1');
    expect(safeReturnPath('/console/proposals')).toBe('/proposals');
  });

  it('is never another site, nor sign-in itself', () => {
    for (const to of [
      'https://evil.example/',
      '//evil.example/x',
      'javascript:alert(1)',
      '/sign-in',
      null,
      '',
    ]) {
      expect(safeReturnPath(to), String(to)).toBe('/');
    }
  });
});
