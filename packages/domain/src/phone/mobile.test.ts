import { describe, expect, it } from 'vitest';
import { parseMobile } from './mobile.ts';

describe('parseMobile', () => {
  it.each([
    ['MX', '5512345678', '5512345678', '+525512345678'],
    ['MX', '+52 55 1234 5678', '5512345678', '+525512345678'],
    ['MX', '52 33-1234-5678', '3312345678', '+523312345678'],
    ['NG', '08031234567', '8031234567', '+2348031234567'],
    ['NG', '+2348031234567', '8031234567', '+2348031234567'],
    ['NG', '2348031234567', '8031234567', '+2348031234567'],
    ['NG', '8031234567', '8031234567', '+2348031234567'],
    ['NG', '0701 234 5678', '7012345678', '+2347012345678'],
  ] as const)('%s %s → %s', (market, input, national, e164) => {
    expect(parseMobile(market, input)).toEqual({ ok: true, mobile: { national, e164 } });
  });

  it.each([
    ['MX', '', 'mobileEmpty'],
    ['MX', '   ', 'mobileEmpty'],
    ['MX', undefined, 'mobileEmpty'],
    ['MX', '123', 'mobileFormat'],
    ['MX', '55123456789', 'mobileFormat'],
    ['MX', 'abc5512345678', 'mobileFormat'],
    ['MX', '+2348031234567', 'mobileFormat'],
    ['NG', '0123456789', 'mobileFormat'],
    ['NG', '+525512345678', 'mobileFormat'],
  ] as const)('%s %j is refused with %s', (market, input, error) => {
    expect(parseMobile(market, input)).toEqual({ ok: false, error });
  });
});
