/**
 * Every option list of spec §3 by name, in the reading of each market, so forms and server checks
 * ask for lists by name. Generated lists (years) live in calendar.ts; the questionnaire in
 * questionnaire.ts.
 */
import type { Language } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';
import { CARD_TYPE_OPTIONS } from './bank-card.ts';
import { DAY_OF_MONTH_OPTIONS, MONTH_OPTIONS, WEEKDAY_OPTIONS } from './calendar.ts';
import { CONTACT_RELATION_OPTIONS } from './contacts.ts';
import {
  DESIGNATION_OPTIONS,
  EMPLOYEE_OCCUPATION_OPTIONS,
  SELF_EMPLOYED_OCCUPATION_OPTIONS,
} from './designation.ts';
import {
  INCOME_SOURCE_OPTIONS,
  JOB_EXPERIENCE_OPTIONS,
  PAY_FREQUENCY_OPTIONS,
  PAY_METHOD_OPTIONS,
} from './employment.ts';
import { INDUSTRY_OPTIONS } from './industry.ts';
import { findOption, type Option } from './option.ts';
import {
  EDUCATION_OPTIONS,
  GENDER_OPTIONS,
  LOAN_PURPOSE_OPTIONS,
  MARITAL_STATUS_OPTIONS,
  RESIDENCE_TYPE_OPTIONS,
} from './profile.ts';
import { SALARY_RANGE_OPTIONS } from './salary.ts';
import { WORK_TYPE_OPTIONS } from './work-type.ts';

export const OPTION_LIST_NAMES = [
  'gender',
  'maritalStatus',
  'education',
  'residenceType',
  'loanPurpose',
  'workType',
  'industry',
  'designation',
  'occupationEmployee',
  'occupationSelfEmployed',
  'jobExperience',
  'payMethod',
  'incomeSource',
  'payFrequency',
  'salaryRange',
  'contactRelation',
  'cardType',
  'weekday',
  'dayOfMonth',
  'month',
] as const;
export type OptionListName = (typeof OPTION_LIST_NAMES)[number];

function listsOf(market: MarketId): Record<OptionListName, readonly Option[]> {
  return {
    gender: GENDER_OPTIONS,
    maritalStatus: MARITAL_STATUS_OPTIONS,
    education: EDUCATION_OPTIONS[market],
    residenceType: RESIDENCE_TYPE_OPTIONS,
    loanPurpose: LOAN_PURPOSE_OPTIONS,
    workType: WORK_TYPE_OPTIONS[market],
    industry: INDUSTRY_OPTIONS[market],
    designation: DESIGNATION_OPTIONS,
    occupationEmployee: EMPLOYEE_OCCUPATION_OPTIONS,
    occupationSelfEmployed: SELF_EMPLOYED_OCCUPATION_OPTIONS,
    jobExperience: JOB_EXPERIENCE_OPTIONS,
    payMethod: PAY_METHOD_OPTIONS,
    incomeSource: INCOME_SOURCE_OPTIONS,
    payFrequency: PAY_FREQUENCY_OPTIONS,
    salaryRange: SALARY_RANGE_OPTIONS[market],
    contactRelation: CONTACT_RELATION_OPTIONS[market],
    // Nigeria pays into a bank account picked by bank, with no card type (bank-card.ts).
    cardType: market === 'MX' ? CARD_TYPE_OPTIONS : [],
    weekday: WEEKDAY_OPTIONS,
    dayOfMonth: DAY_OF_MONTH_OPTIONS,
    month: MONTH_OPTIONS,
  };
}

const LISTS: Record<MarketId, Record<OptionListName, readonly Option[]>> = {
  MX: listsOf('MX'),
  NG: listsOf('NG'),
};

export function optionsFor(market: MarketId, list: OptionListName): readonly Option[] {
  return LISTS[market][list];
}

/** For server checks: is this a value the market's picker offers? */
export function isOptionValue(market: MarketId, list: OptionListName, value: unknown): boolean {
  return findOption(LISTS[market][list], value) !== undefined;
}

export function optionLabel(
  market: MarketId,
  list: OptionListName,
  value: unknown,
  lang: Language,
): string | undefined {
  return findOption(LISTS[market][list], value)?.label[lang];
}
