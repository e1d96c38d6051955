import {
  designationListFor,
  employmentFieldsFor,
  maxLengthOf,
  type OptionListName,
  typedPhone,
} from '@puente/domain';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import type { AdditionalValues } from '../lib/additional-info-values.ts';
import { optionChoices } from '../lib/choices.ts';
import { fieldLabel } from '../lib/field-label.ts';
import type { FieldErrors } from '../lib/form-issues.ts';
import { PayFields } from './pay-fields.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';

/** The pickers whose option list has the field's own name (designation's list depends on the work type). */
type PickedField = 'industry' | 'designation' | 'jobExperience' | 'salaryRange' | 'incomeSource';

interface EmploymentFieldsProps {
  values: AdditionalValues;
  change: (changes: Partial<AdditionalValues>) => void;
  errors: FieldErrors;
}

/**
 * Work (spec §3) with the spec §4 rules: changing the work type clears industry and designation;
 * not working hides industry, experience and pay; self-employed hides experience and pay frequency.
 */
export function EmploymentFields({ values, change, errors }: EmploymentFieldsProps) {
  const { language } = useOnboardingI18n();
  const { market } = getAppIdentity();
  const shown = employmentFieldsFor(values.workType);
  const designations = designationListFor(market.id, values.workType);
  const label = (field: Parameters<typeof fieldLabel>[0]) => fieldLabel(field, language);
  const select = (field: PickedField, list: OptionListName = field) => (
    <SelectField
      name={field}
      label={label(field)}
      value={values[field]}
      choices={optionChoices(market.id, list, language)}
      onChange={(value) => change({ [field]: value })}
      error={errors[field]}
    />
  );

  return (
    <>
      <SelectField
        name="workType"
        label={label('workType')}
        value={values.workType}
        choices={optionChoices(market.id, 'workType', language)}
        onChange={(value) => change({ workType: value, industry: '', designation: '' })}
        error={errors.workType}
      />
      {shown?.industry ? (
        <>
          <TextField
            name="companyName"
            label={label('companyName')}
            value={values.companyName}
            onChange={(value) => change({ companyName: value })}
            autoComplete="organization"
            error={errors.companyName}
          />
          {select('industry')}
        </>
      ) : null}
      {shown?.designation && designations ? select('designation', designations) : null}
      {shown?.jobExperience ? select('jobExperience') : null}
      {select('salaryRange')}
      {select('incomeSource')}
      {shown?.payFrequency ? <PayFields values={values} change={change} errors={errors} /> : null}
      {shown?.industry ? (
        <>
          <TextField
            name="companyPhone"
            label={label('companyPhone')}
            optional
            type="tel"
            inputMode="numeric"
            value={values.companyPhone}
            clean={(typed) => typedPhone(market.id, typed, maxLengthOf('companyPhone'))}
            onChange={(companyPhone) => change({ companyPhone })}
            error={errors.companyPhone}
          />
          <TextField
            name="workCity"
            label={label('workCity')}
            value={values.workCity}
            onChange={(value) => change({ workCity: value })}
            error={errors.workCity}
          />
          <TextField
            name="workAddress"
            label={label('workAddress')}
            value={values.workAddress}
            onChange={(value) => change({ workAddress: value })}
            error={errors.workAddress}
          />
        </>
      ) : null}
    </>
  );
}
