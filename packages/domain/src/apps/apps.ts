import type { Language } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';

/** An app that may call the service: its package id is also the envelope key (spec §9). */
export interface AppInfo {
  packageName: string;
  appName: string;
  market: MarketId;
  defaultLanguage: Language;
}

/** The Mexican app, and the default package id a client without one stored uses (spec §2). */
export const DEFAULT_APP: AppInfo = {
  packageName: 'com.puente.loans',
  appName: 'Puente',
  market: 'MX',
  defaultLanguage: 'en',
};

/** The Nigerian app. */
export const NAIJA_APP: AppInfo = {
  packageName: 'com.puente.naija',
  appName: 'Puente Naija',
  market: 'NG',
  defaultLanguage: 'en',
};

/**
 * Every app, one per market. A service serves the apps of the markets it is configured for
 * (MARKETS, decision 052); a client knows them all and is told by the service which it serves.
 */
export const APPS: readonly AppInfo[] = [DEFAULT_APP, NAIJA_APP];

/** The apps of these markets, in APPS's order. */
export function appsOfMarkets(markets: readonly MarketId[]): AppInfo[] {
  return APPS.filter((app) => markets.includes(app.market));
}
