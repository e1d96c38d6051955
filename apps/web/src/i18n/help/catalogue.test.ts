import { expect, it } from 'vitest';
import { describeCatalogue } from '../describe-catalogue.ts';
import en from './en.json';
import es from './es.json';
import { supportStatusKey } from './keys.ts';

describeCatalogue('help', en, es, () => {
  it('say open, or when support opens again: today, tomorrow or on a later day', () => {
    expect(supportStatusKey({ open: true })).toBe('service.openNow');
    expect(supportStatusKey({ open: false, nextOpening: { inDays: 0, weekday: 3 } })).toBe(
      'service.opensToday',
    );
    expect(supportStatusKey({ open: false, nextOpening: { inDays: 1, weekday: 4 } })).toBe(
      'service.opensTomorrow',
    );
    expect(supportStatusKey({ open: false, nextOpening: { inDays: 3, weekday: 1 } })).toBe('service.opensOn');
    for (const key of ['service.openNow', 'service.opensToday', 'service.opensTomorrow', 'service.opensOn'])
      expect(key in en).toBe(true);
  });
});
