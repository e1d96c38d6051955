import type { MarketId } from '../markets/markets.ts';
import { designationListFor } from '../options/designation.ts';
import { PAYDAY_RULES, type PayFrequency } from '../options/employment.ts';
import { employmentFieldsFor } from '../options/work-type.ts';
import { contactMobile } from '../phone/contact-number.ts';
import { FormChecker, type Input } from './field-checks.ts';
import type { FieldName } from './field-labels.ts';
import type { FormResult } from './form-messages.ts';

export type AdditionalInfo = Record<string, string>;

const URL_OF = { linkedin: /(^|\.)linkedin\.com$/i, facebook: /(^|\.)(facebook|fb)\.com$/i } as const;

/**
 * Spec §3/§4/§5 for employment, work address, emergency contacts and social links. Fields a work
 * type or pay frequency hides are not asked and not kept, so changing them clears what they hid.
 */
export function validateAdditionalInfo(
  market: MarketId,
  input: Input,
  ownMobile?: string,
): FormResult<AdditionalInfo> {
  const c = new FormChecker(input, market);
  const workType = c.choice('workType', 'workType');
  const fields = workType ? employmentFieldsFor(workType) : undefined;
  if (fields?.industry) {
    c.keep('companyName', c.freeText('companyName', true));
    c.choice('industry', 'industry');
  }
  if (fields?.designation && workType) {
    const list = designationListFor(market, workType);
    if (list) c.choice('designation', list);
  }
  if (fields?.jobExperience) c.choice('jobExperience', 'jobExperience');
  c.choice('salaryRange', 'salaryRange');
  c.choice('incomeSource', 'incomeSource');
  if (fields?.payFrequency) {
    const frequency = c.choice('payFrequency', 'payFrequency') as PayFrequency | undefined;
    if (frequency) {
      const rule = PAYDAY_RULES[frequency];
      const list = rule.picker === 'weekday' ? 'weekday' : 'dayOfMonth';
      c.choice('monthlyPayday', list);
      if (rule.paydays === 2) c.choice('monthlyPaydayTwo', list);
    }
    c.choice('payMethod', 'payMethod');
  }
  if (fields?.industry) {
    c.digitsPhone('companyPhone', false);
    c.keep('workCity', c.freeText('workCity', true));
    c.address('workAddress');
  }

  const mobiles: (string | undefined)[] = [];
  const relations: (string | undefined)[] = [];
  for (const n of [1, 2] as const) {
    c.name(`emergencyContactName${n}`, true);
    const mobileField: FieldName = `emergencyContactMobile${n}`;
    const raw = c.text(mobileField, true);
    if (raw !== undefined) {
      const mobile = contactMobile(market, raw);
      if (!mobile) c.fail(mobileField, 'mobileFormat');
      else if (ownMobile && mobile === ownMobile) c.fail(mobileField, 'ownPhone');
      else c.keep(mobileField, mobile);
      mobiles.push(mobile);
    }
    relations.push(c.choice(`emergencyContactRelation${n}`, 'contactRelation'));
  }
  if (relations[0] && relations[0] === relations[1]) c.fail('emergencyContactRelation2', 'sameRelation');
  if (mobiles[0] && mobiles[0] === mobiles[1]) c.fail('emergencyContactMobile2', 'samePhone');

  for (const field of ['linkedin', 'facebook'] as const) {
    const text = c.freeText(field, false);
    if (text === undefined) continue;
    const host = /^(?:https?:\/\/)?([^/?#:\s]+)/i.exec(text)?.[1] ?? '';
    if (URL_OF[field].test(host)) c.keep(field, text);
    else c.fail(field, 'urlFormat');
  }
  return c.result<AdditionalInfo>();
}
