import { COUNTRY_SOURCES } from '@puente/domain';
import { expect, it } from 'vitest';
import { describeCatalogue } from '../describe-catalogue.ts';
import en from './en.json';
import es from './es.json';
import { countrySourceKey } from './keys.ts';

describeCatalogue('app-info', en, es, () => {
  it('say in words every source of the country', () => {
    for (const source of COUNTRY_SOURCES) expect(countrySourceKey(source) in en).toBe(true);
  });
});
