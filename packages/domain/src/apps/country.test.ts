import { describe, expect, it } from 'vitest';
import { diallingCodes, isDiallingCountry } from './dialling-codes.ts';
import { regionOfAcceptLanguage, requestCountry } from './request-country.ts';

describe('the dialling-code list', () => {
  it('puts the served markets first, then every other country by name in the language', () => {
    const es = diallingCodes('es', ['MX', 'NG']);
    expect(es.slice(0, 2)).toEqual([
      { country: 'MX', callingCode: '52', name: 'México', served: true },
      { country: 'NG', callingCode: '234', name: 'Nigeria', served: true },
    ]);
    expect(es.length).toBeGreaterThan(200);
    expect(es.slice(2).every((row) => !row.served)).toBe(true);
    const names = es.slice(2).map((row) => row.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
    expect(es.find((row) => row.country === 'US')).toMatchObject({
      callingCode: '1',
      name: 'Estados Unidos',
    });
    expect(new Set(es.map((row) => row.country)).size).toBe(es.length);
  });

  it('names the countries in English too, and marks only served markets', () => {
    const en = diallingCodes('en', ['MX']);
    expect(en[0]).toEqual({ country: 'MX', callingCode: '52', name: 'Mexico', served: true });
    expect(en.find((row) => row.country === 'NG')).toMatchObject({ name: 'Nigeria', served: false });
  });

  it('knows which codes are countries with a dialling code', () => {
    expect(isDiallingCountry('MX')).toBe(true);
    for (const bad of ['XX', 'T1', 'mx', '', undefined]) expect(isDiallingCountry(bad)).toBe(false);
  });
});

describe('the country of a request', () => {
  it('trusts the edge country first, when given', () => {
    expect(requestCountry({ edgeCountry: 'ng', acceptLanguage: 'es-MX', appMarket: 'MX' })).toEqual({
      country: 'NG',
      source: 'edge',
    });
  });

  it("falls back to the region of the phone's language, then to the app's market", () => {
    expect(requestCountry({ edgeCountry: 'XX', acceptLanguage: 'en-NG,en;q=0.8', appMarket: 'MX' })).toEqual({
      country: 'NG',
      source: 'acceptLanguage',
    });
    expect(requestCountry({ edgeCountry: undefined, acceptLanguage: 'es', appMarket: 'NG' })).toEqual({
      country: 'NG',
      source: 'app',
    });
  });

  it('reads Accept-Language by preference, skipping tags without a country', () => {
    expect(regionOfAcceptLanguage('es-419, en-US;q=0.5, es-MX;q=0.9')).toBe('MX');
    expect(regionOfAcceptLanguage('en;q=1, fr-CA;q=0')).toBeUndefined();
    expect(regionOfAcceptLanguage('not a tag, ,;q=x')).toBeUndefined();
    expect(regionOfAcceptLanguage(undefined)).toBeUndefined();
  });
});
