import { describe, expect, it } from 'vitest';
import shellEn from '../en.json';
import en from './en.json';
import es from './es.json';
import { BREAKDOWN_LINES, breakdownKey, overdueKey, phaseKey } from './keys.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('repay message catalogues', () => {
  it('have the same keys in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty text and the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(en)) {
      const translated = (es as Record<string, string>)[key] ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it('never redefine a shell key', () => {
    expect(Object.keys(en).filter((key) => key in shellEn)).toEqual([]);
  });

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
