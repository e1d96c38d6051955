/** Smaller option lists of the additional-info form (spec §3): experience, pay, income source. */
import { type Option, option } from './option.ts';

export const JOB_EXPERIENCE_OPTIONS: readonly Option[] = [
  option('lessThan1Year', 'Less than 1 year', 'Menos de 1 año'),
  option('in1_3Years', '1 to 3 years', 'De 1 a 3 años'),
  option('moreThan3Years', 'More than 3 years', 'Más de 3 años'),
];

export const PAY_METHOD_OPTIONS: readonly Option[] = [
  option('cheque', 'By cheque', 'Con cheque'),
  option('cash', 'In cash', 'En efectivo'),
  option('bankTransfer', 'By bank transfer', 'Por transferencia bancaria'),
];

export const INCOME_SOURCE_OPTIONS: readonly Option[] = [
  option('ownself', 'Myself', 'Yo mismo(a)'),
  option('father', 'Father', 'Padre'),
  option('mother', 'Mother', 'Madre'),
  option('brotherOrSister', 'Brother or sister', 'Hermano(a)'),
  option('otherFamilyMember', 'Other family member', 'Otro familiar'),
];

/** `Fourteen` is every 14 days (catorcenal); `Biweekly` twice a month (quincenal). */
export const PAY_FREQUENCY_OPTIONS = [
  option('Weekly', 'Weekly', 'Semanal'),
  option('Fourteen', 'Every 14 days', 'Catorcenal'),
  option('Monthly', 'Monthly', 'Mensual'),
  option('Biweekly', 'Twice a month', 'Quincenal'),
] as const satisfies readonly Option[];
export type PayFrequency = (typeof PAY_FREQUENCY_OPTIONS)[number]['value'];

/**
 * Which payday picker a pay frequency shows and how many paydays it asks (spec §4): Monthly and
 * Biweekly pick a day of the month, Weekly and Fourteen a weekday; Biweekly and Fourteen ask a
 * second payday (monthlyPaydayTwo).
 */
export const PAYDAY_RULES: Record<PayFrequency, { picker: 'weekday' | 'dayOfMonth'; paydays: 1 | 2 }> = {
  Weekly: { picker: 'weekday', paydays: 1 },
  Fourteen: { picker: 'weekday', paydays: 2 },
  Monthly: { picker: 'dayOfMonth', paydays: 1 },
  Biweekly: { picker: 'dayOfMonth', paydays: 2 },
};
