import { expect, it } from 'vitest';
import { describeCatalogue } from '../describe-catalogue.ts';
import en from './en.json';
import es from './es.json';
import { statusKey } from './keys.ts';

describeCatalogue('loans', en, es, () => {
  it('name every order status of spec §4, and something for an unknown one', () => {
    for (const status of [1, 2, 3, 4, 7, 8, 9, 10, 14, 18, 19]) expect(statusKey(status) in en).toBe(true);
    expect(statusKey(5)).toBe('orderStatus.other');
  });
});
