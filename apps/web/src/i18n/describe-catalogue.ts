import { describe, expect, it } from 'vitest';
import shellEn from './en.json';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * The checks every catalogue pair passes (decision 008): the same keys in English and Spanish, no
 * empty text, the same placeholders in both; an area's catalogue never redefines a shell key.
 * `more` adds the area's own tests to the same group. For test files only.
 */
export function describeCatalogue(
  name: string,
  english: Record<string, string>,
  spanish: Record<string, string>,
  more?: () => void,
): void {
  describe(`${name} message catalogues`, () => {
    it('have the same keys in English and Spanish', () => {
      expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    });

    it('have no empty text and the same placeholders in both languages', () => {
      for (const [key, text] of Object.entries(english)) {
        const translated = spanish[key] ?? '';
        expect(text.trim(), key).not.toBe('');
        expect(translated.trim(), key).not.toBe('');
        expect(placeholders(translated), key).toEqual(placeholders(text));
      }
    });

    if (english !== shellEn) {
      it('never redefine a shell key', () => {
        expect(Object.keys(english).filter((key) => key in shellEn)).toEqual([]);
      });
    }

    more?.();
  });
}
