import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';
import type { LegalDocument } from './help-types.ts';
import { PRIVACY_POLICY_EDITION, privacyPolicyFor } from './privacy-policy.ts';
import { unfinishedMark } from './unfinished-text.ts';

const text = (doc: LegalDocument) => doc.sections.flatMap((s) => [s.heading, ...s.paragraphs]).join('\n');
const CASES = (['MX', 'NG'] as MarketId[]).flatMap((m) =>
  (['en', 'es'] as Language[]).map((l) => [m, l] as const),
);

describe('the privacy policy (/provicy)', () => {
  it.each(CASES)(
    '%s in %s is finished, versioned and has the same sections in both languages',
    (market, language) => {
      const doc = privacyPolicyFor(market, language);
      const other = privacyPolicyFor(market, language === 'en' ? 'es' : 'en');
      expect(unfinishedMark(text(doc))).toBeUndefined();
      expect(doc.effective).toBe(PRIVACY_POLICY_EDITION);
      expect(doc.version).toMatch(/^\d{4}-\d{2}-\d{2}\.[0-9a-f]{8}$/);
      expect(doc.sections.map((s) => s.paragraphs.length)).toEqual(
        other.sections.map((s) => s.paragraphs.length),
      );
      for (const section of doc.sections) {
        expect(section.heading.trim()).not.toBe('');
        for (const paragraph of section.paragraphs) expect(paragraph.trim()).not.toBe('');
      }
    },
  );

  it('says which data, why, for how long, who receives it, the rights and where to complain (Mexico)', () => {
    const doc = privacyPolicyFor('MX', 'en');
    expect(doc.sections.map((s) => s.heading)).toEqual([
      'Who we are',
      'What data we collect',
      'Why we use it',
      'How long we keep it',
      'Who receives it',
      'How we protect it',
      'Your rights',
      'How to complain',
      'Changes to this policy',
    ]);
    const all = text(doc);
    for (const phrase of [
      'LFPDPPP',
      'CURP, and if you give them your RFC and NSS',
      'your contacts list, financial SMS, the apps installed, your location',
      'deleted once we have decided on your application',
      'deleted 7 days after your last change',
      'identity-verification provider',
      'SMS provider',
      'STP',
      'OXXO',
      'ARCO rights',
      'CONDUSEF (www.condusef.gob.mx)',
      'REDECO',
    ]) {
      expect(all).toContain(phrase);
    }
    expect(all).not.toMatch(/BVN|NDPA|Paystack/);
  });

  it('names the Nigerian law, rights, providers and authorities in Nigeria', () => {
    const all = text(privacyPolicyFor('NG', 'en'));
    for (const phrase of [
      'Nigeria Data Protection Act 2023 (NDPA)',
      'date of birth, BVN',
      'such as your NIN',
      'Paystack and Flutterwave',
      'Monnify',
      'not to be subject to a decision based solely on automated processing',
      'NDPC (ndpc.gov.ng)',
      'FCCPC (fccpc.gov.ng)',
    ]) {
      expect(all).toContain(phrase);
    }
    expect(all).not.toMatch(/CURP|CONDUSEF|OXXO/);
    expect(text(privacyPolicyFor('NG', 'es'))).toContain(
      'Ley de Protección de Datos de Nigeria de 2023 (NDPA)',
    );
  });

  it('gives a new version when the wording changes, and the same one for the same wording', () => {
    expect(privacyPolicyFor('MX', 'en').version).toBe(privacyPolicyFor('MX', 'en').version);
    expect(privacyPolicyFor('MX', 'en').version).not.toBe(privacyPolicyFor('MX', 'es').version);
    expect(privacyPolicyFor('MX', 'en').version).not.toBe(privacyPolicyFor('NG', 'en').version);
  });
});
