/**
 * Work types (spec §3) and which employment fields each one shows (spec §4 conditional logic).
 * The spec names nine values: Nigeria's picker offers three of them; Mexico's picker offers the
 * other six, which are the same ideas under the values the Mexican reading uses.
 */
import type { MarketId } from '../markets/markets.ts';
import { type Option, option } from './option.ts';

export const WORK_TYPE_OPTIONS: Record<MarketId, readonly Option[]> = {
  MX: [
    option('employed', 'Employed (full time)', 'Empleado(a) de tiempo completo'),
    option('ParttimeEmployee', 'Employed (part time)', 'Empleado(a) de medio tiempo'),
    option('auto', 'Self-employed', 'Independiente'),
    option('Student', 'Student', 'Estudiante'),
    option('no_Work', 'Not working', 'Sin empleo'),
    option('Other', 'Other', 'Otro'),
  ],
  NG: [
    option('employee', 'Employee', 'Empleado(a)'),
    option('self_employed', 'Self-employed', 'Independiente'),
    option('Unemployed', 'Unemployed', 'Desempleado(a)'),
  ],
};

export type WorkTypeKind = 'employed' | 'selfEmployed' | 'notWorking';

/** Every work-type value of either market, by the rules it follows. `Other` is asked like self-employment. */
export const WORK_TYPE_KIND: Record<string, WorkTypeKind> = {
  employee: 'employed',
  employed: 'employed',
  ParttimeEmployee: 'employed',
  self_employed: 'selfEmployed',
  auto: 'selfEmployed',
  Other: 'selfEmployed',
  Unemployed: 'notWorking',
  no_Work: 'notWorking',
  Student: 'notWorking',
};

export interface EmploymentFields {
  industry: boolean;
  designation: boolean;
  jobExperience: boolean;
  /** Pay frequency, paydays and pay method. */
  payFrequency: boolean;
}

/**
 * Spec §4: "Unemployed hides industry, experience and pay fields; self employed hides experience
 * and pay frequency." Monthly income (salary range) and income source are always asked.
 */
export const EMPLOYMENT_FIELDS: Record<WorkTypeKind, EmploymentFields> = {
  employed: { industry: true, designation: true, jobExperience: true, payFrequency: true },
  selfEmployed: { industry: true, designation: true, jobExperience: false, payFrequency: false },
  notWorking: { industry: false, designation: false, jobExperience: false, payFrequency: false },
};

export function employmentFieldsFor(workType: string): EmploymentFields | undefined {
  const kind = WORK_TYPE_KIND[workType];
  return kind ? EMPLOYMENT_FIELDS[kind] : undefined;
}
