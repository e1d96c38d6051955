import { expect, it } from 'vitest';
import { describeCatalogue } from '../describe-catalogue.ts';
import en from './en.json';
import es from './es.json';
import { BREAKDOWN_LINES, breakdownKey, overdueKey, phaseKey } from './keys.ts';

describeCatalogue('repay', en, es, () => {
  it('name every phase status and every line of what is owed', () => {
    for (const status of ['paid', 'due', 'overdue', 'upcoming'] as const)
      expect(phaseKey(status) in en).toBe(true);
    for (const line of BREAKDOWN_LINES) expect(breakdownKey(line) in en).toBe(true);
  });

  it('say one day or several days overdue, in each language', () => {
    expect(overdueKey(1, 'en')).toBe('detail.overdueOne');
    expect(overdueKey(4, 'en')).toBe('detail.overdueOther');
    expect(overdueKey(1, 'es')).toBe('detail.overdueOne');
    expect(overdueKey(0, 'es')).toBe('detail.overdueOther');
  });
});
