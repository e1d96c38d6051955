import { describe, expect, it } from 'vitest';
import { missingProviders } from './missing-providers.ts';

describe('what the service says at start is missing', () => {
  it('names every Mexican channel without its provider, with the settings that would give it', () => {
    const missing = missingProviders(['MX'], { identityChecks: () => false, stp: false, oxxo: false });
    expect(missing.map((m) => [m.market, m.channel.split(':')[0], m.settings.split(',')[0]])).toEqual([
      ['MX', 'identity checks', 'TUIDENTIDAD_API_KEY (KYC_PROVIDER=tuidentidad)'],
      ['MX', 'STP', 'STP_BASE_URL'],
      ['MX', 'OXXO cash payments', 'STRIPE_SECRET_KEY'],
    ]);
  });

  it('says nothing of a configured market, nor of a market the service has no app for', () => {
    expect(missingProviders(['MX', 'MX'], { identityChecks: () => true, stp: true, oxxo: true })).toEqual([]);
    const onlyNigeria = missingProviders(['MX', 'NG'], {
      identityChecks: (market) => market === 'MX',
      stp: true,
      oxxo: true,
    });
    expect(onlyNigeria.map((m) => m.market)).toEqual(['NG']);
    expect(missingProviders([], { identityChecks: () => false, stp: false, oxxo: false })).toEqual([]);
  });

  it('says Nigerian texts are not sent without Termii, only when told so', () => {
    const have = { identityChecks: () => true, stp: true, oxxo: true };
    expect(missingProviders(['NG'], { ...have, nigeriaSms: false })).toEqual([
      {
        market: 'NG',
        channel: 'SMS codes: Nigerian numbers get their codes by voice call only (a text is refused)',
        settings: 'TERMII_API_KEY, TERMII_SENDER_ID',
      },
    ]);
    expect(missingProviders(['NG'], { ...have, nigeriaSms: true })).toEqual([]);
    expect(missingProviders(['MX'], { ...have, nigeriaSms: false })).toEqual([]);
  });
});
