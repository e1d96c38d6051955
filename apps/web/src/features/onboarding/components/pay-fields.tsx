import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { type AdditionalValues, paydayRule } from '../lib/additional-info-values.ts';
import { optionChoices } from '../lib/choices.ts';
import { fieldLabel } from '../lib/field-label.ts';
import type { FieldErrors } from '../lib/form-issues.ts';
import { SelectField } from './select-field.tsx';

interface PayFieldsProps {
  values: AdditionalValues;
  change: (changes: Partial<AdditionalValues>) => void;
  errors: FieldErrors;
}

/**
 * Pay frequency and paydays (spec §4): Monthly and Biweekly pick a day of the month, Weekly and
 * Fourteen a weekday; Biweekly and Fourteen ask a second payday; changing the frequency clears them.
 */
export function PayFields({ values, change, errors }: PayFieldsProps) {
  const { language } = useOnboardingI18n();
  const { market } = getAppIdentity();
  const rule = paydayRule(values.payFrequency);
  const days = rule ? optionChoices(market.id, rule.picker, language) : [];
  const payday = (field: 'monthlyPayday' | 'monthlyPaydayTwo') => (
    <SelectField
      name={field}
      label={fieldLabel(field, language)}
      value={values[field]}
      choices={days}
      onChange={(value) => change({ [field]: value })}
      error={errors[field]}
    />
  );
  return (
    <>
      <SelectField
        name="payFrequency"
        label={fieldLabel('payFrequency', language)}
        value={values.payFrequency}
        choices={optionChoices(market.id, 'payFrequency', language)}
        onChange={(value) => change({ payFrequency: value, monthlyPayday: '', monthlyPaydayTwo: '' })}
        error={errors.payFrequency}
      />
      {rule ? payday('monthlyPayday') : null}
      {rule?.paydays === 2 ? payday('monthlyPaydayTwo') : null}
      <SelectField
        name="payMethod"
        label={fieldLabel('payMethod', language)}
        value={values.payMethod}
        choices={optionChoices(market.id, 'payMethod', language)}
        onChange={(value) => change({ payMethod: value })}
        error={errors.payMethod}
      />
    </>
  );
}
