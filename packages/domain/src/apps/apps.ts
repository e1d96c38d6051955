import type { Language } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';

/** An app that may call the service: its package id is also the envelope key (spec §9). */
export interface AppInfo {
  packageName: string;
  appName: string;
  market: MarketId;
  defaultLanguage: Language;
}

export const DEFAULT_APP: AppInfo = {
  packageName: 'com.puente.loans',
  appName: 'Puente',
  market: 'MX',
  defaultLanguage: 'en',
};

/** Registered only in sandbox mode, so Nigeria can be demonstrated and tested on one service. */
export const SANDBOX_APPS: AppInfo[] = [
  { packageName: 'com.puente.naija', appName: 'Puente Naija', market: 'NG', defaultLanguage: 'en' },
];
