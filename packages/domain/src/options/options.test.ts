import { describe, expect, it } from 'vitest';
import { MARKETS, type MarketId } from '../markets/markets.ts';
import { CARD_TYPE_DIGITS } from './bank-card.ts';
import { isOptionValue, OPTION_LIST_NAMES, optionLabel, optionsFor } from './catalogue.ts';
import { designationListFor } from './designation.ts';
import { PAYDAY_RULES } from './employment.ts';
import { INDIA_LEFTOVERS } from './india-leftovers.ts';
import { GENDER_CODES, genderFromCode } from './profile.ts';
import { SALARY_RANGE_OPTIONS } from './salary.ts';
import { employmentFieldsFor } from './work-type.ts';

const MARKET_IDS = Object.keys(MARKETS) as MarketId[];
const values = (market: MarketId, list: (typeof OPTION_LIST_NAMES)[number]) =>
  optionsFor(market, list).map((o) => o.value);

describe('option lists', () => {
  for (const market of MARKET_IDS) {
    it.each(OPTION_LIST_NAMES)(
      `${market} %s: unique values, labels in both languages that differ`,
      (list) => {
        const options = optionsFor(market, list);
        if (!(market === 'NG' && list === 'cardType')) expect(options.length).toBeGreaterThan(0);
        expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
        for (const { value, label } of options) {
          expect(value).not.toBe('');
          expect(label.en.trim(), value).not.toBe('');
          expect(label.es.trim(), value).not.toBe('');
          expect(label.es, `${list}.${value}`).not.toBe(label.en);
        }
      },
    );
  }

  it('keeps the spec’s wire values', () => {
    expect(values('MX', 'jobExperience')).toEqual(['lessThan1Year', 'in1_3Years', 'moreThan3Years']);
    expect(values('MX', 'residenceType')).toEqual(['ownHouse', 'rened', 'others']);
    expect(values('MX', 'payMethod')).toEqual(['cheque', 'cash', 'bankTransfer']);
    expect(values('MX', 'incomeSource')).toEqual([
      'ownself',
      'father',
      'mother',
      'brotherOrSister',
      'otherFamilyMember',
    ]);
    expect(values('MX', 'designation')).toEqual([
      'assistant',
      'commissioner',
      'supervisor',
      'manager',
      'director',
    ]);
    expect(values('MX', 'maritalStatus')).toEqual(['single', 'married', 'divorced', 'widowed']);
    expect(values('MX', 'education')).toEqual([
      'noEducated',
      'primaryschool',
      'seniorSchool',
      'highSchool',
      'bachelors',
      'masters',
    ]);
    expect(values('MX', 'loanPurpose')).toEqual([
      'familyFunction',
      'holidayTravel',
      'education',
      'health',
      'otherPersonalUse',
    ]);
    expect(values('MX', 'payFrequency')).toEqual(['Weekly', 'Fourteen', 'Monthly', 'Biweekly']);
    expect(values('MX', 'gender')).toEqual(['male', 'female']);
    expect(values('MX', 'contactRelation')).toEqual([
      'colleagues',
      'students',
      'parents',
      'couples',
      'brothersOrSisters',
      'children',
      'friends',
      'others',
    ]);
    expect(values('NG', 'contactRelation')).toEqual([
      'parents',
      'spouse',
      'child',
      'siblings',
      'friends',
      'others',
    ]);
    expect(values('MX', 'industry')).toEqual(
      expect.arrayContaining([
        'hospitalAndMedical',
        'financeAndAudit',
        'transportation',
        'bankAndInsurance',
        'retail',
        'Police',
        'governmentEmployee',
        'others',
      ]),
    );
  });

  it('offers exactly three work types in Nigeria, and every spec work type in one market', () => {
    expect(values('NG', 'workType')).toEqual(['employee', 'self_employed', 'Unemployed']);
    const all = [...values('MX', 'workType'), ...values('NG', 'workType')].sort();
    expect(all).toEqual(
      [
        'employee',
        'self_employed',
        'Unemployed',
        'auto',
        'employed',
        'ParttimeEmployee',
        'Student',
        'no_Work',
        'Other',
      ].sort(),
    );
  });

  it('has 15 industries in Mexico and 16 in Nigeria', () => {
    expect(values('MX', 'industry')).toHaveLength(15);
    expect(values('NG', 'industry')).toHaveLength(16);
  });

  it('offers a card type (CLABE or debit card) only in Mexico', () => {
    expect(values('MX', 'cardType')).toEqual(['CLABE', 'debitCard']);
    expect(values('NG', 'cardType')).toEqual([]);
    expect(CARD_TYPE_DIGITS).toEqual({ CLABE: 18, debitCard: 16 });
  });

  it('answers value checks and labels for server and forms', () => {
    expect(isOptionValue('MX', 'residenceType', 'rened')).toBe(true);
    expect(isOptionValue('NG', 'workType', 'auto')).toBe(false);
    expect(isOptionValue('MX', 'gender', 1)).toBe(false);
    expect(optionLabel('MX', 'payFrequency', 'Biweekly', 'es')).toBe('Quincenal');
    expect(optionLabel('NG', 'education', 'masters', 'en')).toBeUndefined();
  });

  it('maps gender to the 1/2 codes of the other reading', () => {
    expect(GENDER_CODES).toEqual({ male: 1, female: 2 });
    expect([genderFromCode(1), genderFromCode('2'), genderFromCode(3)]).toEqual([
      'male',
      'female',
      undefined,
    ]);
  });
});

describe('salary ranges', () => {
  it.each(MARKET_IDS)('%s bands start at 0, touch each other and end open', (market) => {
    const bands = SALARY_RANGE_OPTIONS[market];
    expect(bands[0]?.min).toBe(0);
    for (const [i, band] of bands.entries()) {
      if (i > 0) expect(band.min).toBe((bands[i - 1]?.max ?? Number.NaN) + 1);
    }
    expect(bands.at(-1)?.max).toBeNull();
  });

  it('uses the spec’s bounds in Mexico and the minimum wage as first bound in Nigeria', () => {
    expect(SALARY_RANGE_OPTIONS.MX.map((b) => b.max)).toEqual([29_999, 49_999, 99_999, 149_999, null]);
    expect(SALARY_RANGE_OPTIONS.NG[1]?.min).toBe(70_000);
  });
});

describe('form rules', () => {
  it.each([
    ['employee', { industry: true, designation: true, jobExperience: true, payFrequency: true }],
    ['self_employed', { industry: true, designation: true, jobExperience: false, payFrequency: false }],
    ['auto', { industry: true, designation: true, jobExperience: false, payFrequency: false }],
    ['Unemployed', { industry: false, designation: false, jobExperience: false, payFrequency: false }],
    ['no_Work', { industry: false, designation: false, jobExperience: false, payFrequency: false }],
  ])('work type %s shows %o', (workType, fields) => {
    expect(employmentFieldsFor(workType)).toEqual(fields);
  });

  it('picks the designation list by market and work type', () => {
    expect(designationListFor('NG', 'employee')).toBe('designation');
    expect(designationListFor('MX', 'employed')).toBe('occupationEmployee');
    expect(designationListFor('MX', 'auto')).toBe('occupationSelfEmployed');
    expect(designationListFor('NG', 'Unemployed')).toBeUndefined();
  });

  it('shows a weekday picker for Weekly/Fourteen, a day of month for Monthly/Biweekly, two paydays for Biweekly/Fourteen', () => {
    expect(PAYDAY_RULES).toEqual({
      Weekly: { picker: 'weekday', paydays: 1 },
      Fourteen: { picker: 'weekday', paydays: 2 },
      Monthly: { picker: 'dayOfMonth', paydays: 1 },
      Biweekly: { picker: 'dayOfMonth', paydays: 2 },
    });
  });
});

describe('India leftovers', () => {
  it('keeps the PIN code, the 18% GST and the PAN number shape as data', () => {
    expect(INDIA_LEFTOVERS.pinCode.pattern.test('110001')).toBe(true);
    expect(INDIA_LEFTOVERS.pinCode.pattern.test('011000')).toBe(false);
    expect(INDIA_LEFTOVERS.gstOnFeeBasisPoints).toBe(1800);
    expect(INDIA_LEFTOVERS.panCard.numberPattern.test('ABCDE1234F')).toBe(true);
  });
});
