export type MarketId = 'MX' | 'NG';

export interface Market {
  id: MarketId;
  /** ISO 4217 code; amounts are integers in this currency's minor unit. */
  currency: 'MXN' | 'NGN';
  minorUnitsPerMajor: 100;
  callingCode: '52' | '234';
  /** Digits of a national mobile number once the country prefix is gone. */
  mobileDigits: number;
  timeZone: string;
  /** BCP 47 locales used with Intl for this market, per app language. */
  locales: { en: string; es: string };
}

export const MARKETS: Record<MarketId, Market> = {
  MX: {
    id: 'MX',
    currency: 'MXN',
    minorUnitsPerMajor: 100,
    callingCode: '52',
    mobileDigits: 10,
    timeZone: 'America/Mexico_City',
    locales: { en: 'en-MX', es: 'es-MX' },
  },
  NG: {
    id: 'NG',
    currency: 'NGN',
    minorUnitsPerMajor: 100,
    callingCode: '234',
    mobileDigits: 10,
    timeZone: 'Africa/Lagos',
    locales: { en: 'en-NG', es: 'es-NG' },
  },
};
