import { describe, expect, it } from 'vitest';
import { knownTimeZone, mailHref, telHref } from './contact-links.ts';

describe('contact links', () => {
  it('dials the digits with the country prefix', () => {
    expect(telHref('+52 55 0000 0000')).toBe('tel:+525500000000');
    expect(telHref(' +234 (803) 123-4567 ')).toBe('tel:+2348031234567');
    expect(telHref('55 1234 5678')).toBe('tel:5512345678');
  });

  it('writes to the address as given', () => {
    expect(mailHref('ayuda@puente.example')).toBe('mailto:ayuda@puente.example');
    expect(mailHref(' help+ng@puente.example ')).toBe('mailto:help%2Bng@puente.example');
  });

  it('keeps a time zone the browser knows, else the market’s', () => {
    expect(knownTimeZone('Africa/Lagos', 'America/Mexico_City')).toBe('Africa/Lagos');
    expect(knownTimeZone('Mars/Olympus', 'America/Mexico_City')).toBe('America/Mexico_City');
  });
});
