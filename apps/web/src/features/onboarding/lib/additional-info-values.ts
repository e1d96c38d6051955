import { employmentFieldsFor, PAYDAY_RULES, type PayFrequency } from '@puente/domain';

export const ADDITIONAL_FIELDS = [
  'workType',
  'companyName',
  'industry',
  'designation',
  'jobExperience',
  'salaryRange',
  'incomeSource',
  'payFrequency',
  'monthlyPayday',
  'monthlyPaydayTwo',
  'payMethod',
  'companyPhone',
  'workCity',
  'workAddress',
  'emergencyContactName1',
  'emergencyContactMobile1',
  'emergencyContactRelation1',
  'emergencyContactName2',
  'emergencyContactMobile2',
  'emergencyContactRelation2',
  'linkedin',
  'facebook',
] as const;

export type AdditionalField = (typeof ADDITIONAL_FIELDS)[number];
export type AdditionalValues = Record<AdditionalField, string>;

export function additionalValuesFrom(saved: Record<string, unknown> | null): AdditionalValues {
  return Object.fromEntries(
    ADDITIONAL_FIELDS.map((field) => {
      const value = saved?.[field];
      return [field, typeof value === 'string' || typeof value === 'number' ? String(value) : ''];
    }),
  ) as AdditionalValues;
}

/** The payday rule of a pay frequency, if one is chosen (spec §4). */
export function paydayRule(payFrequency: string) {
  return payFrequency in PAYDAY_RULES ? PAYDAY_RULES[payFrequency as PayFrequency] : undefined;
}

/**
 * What POST /user/saveAdditionInfo-market receives: only what the work type and pay frequency
 * show (decision 009: hidden means cleared).
 */
export function additionalPayload(values: AdditionalValues): Record<string, string> {
  const shown = employmentFieldsFor(values.workType);
  const rule = paydayRule(values.payFrequency);
  const fields: AdditionalField[] = [
    'workType',
    ...(shown?.industry ? (['companyName', 'industry'] as const) : []),
    ...(shown?.designation ? (['designation'] as const) : []),
    ...(shown?.jobExperience ? (['jobExperience'] as const) : []),
    'salaryRange',
    'incomeSource',
    ...(shown?.payFrequency
      ? ([
          'payFrequency',
          'monthlyPayday',
          ...(rule?.paydays === 2 ? (['monthlyPaydayTwo'] as const) : []),
          'payMethod',
        ] as const)
      : []),
    ...(shown?.industry ? (['companyPhone', 'workCity', 'workAddress'] as const) : []),
    'emergencyContactName1',
    'emergencyContactMobile1',
    'emergencyContactRelation1',
    'emergencyContactName2',
    'emergencyContactMobile2',
    'emergencyContactRelation2',
    'linkedin',
    'facebook',
  ];
  return Object.fromEntries(fields.map((field) => [field, values[field]]));
}
