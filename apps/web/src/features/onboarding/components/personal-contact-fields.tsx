import { maxLengthOf, typedPhone } from '@puente/domain';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { optionChoices } from '../lib/choices.ts';
import { fieldLabel } from '../lib/field-label.ts';
import type { FieldErrors } from '../lib/form-issues.ts';
import type { PersonalValues } from '../lib/personal-info-values.ts';
import { FormSection } from './form-section.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';

interface PersonalContactFieldsProps {
  values: PersonalValues;
  change: (changes: Partial<PersonalValues>) => void;
  errors: FieldErrors;
}

/** Schooling, marital status, WhatsApp, spare phone and email: asked once a birthday is chosen (spec §4). */
export function PersonalContactFields({ values, change, errors }: PersonalContactFieldsProps) {
  const { t, language } = useOnboardingI18n();
  const { market } = getAppIdentity();
  const label = (field: Parameters<typeof fieldLabel>[0]) => fieldLabel(field, language);
  const choices = (list: Parameters<typeof optionChoices>[1]) => optionChoices(market.id, list, language);
  return (
    <FormSection id="personal-contact" title={t('personal.moreAboutYou')}>
      <SelectField
        name="education"
        label={label('education')}
        value={values.education}
        choices={choices('education')}
        onChange={(value) => change({ education: value })}
        error={errors.education}
      />
      <SelectField
        name="maritalStatus"
        label={label('maritalStatus')}
        value={values.maritalStatus}
        choices={choices('maritalStatus')}
        onChange={(value) => change({ maritalStatus: value })}
        error={errors.maritalStatus}
      />
      <TextField
        name="whatsappNo"
        label={label('whatsappNo')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={values.whatsappNo}
        clean={(typed) => typedPhone(market.id, typed, maxLengthOf('whatsappNo'))}
        onChange={(whatsappNo) => change({ whatsappNo })}
        error={errors.whatsappNo}
      />
      <TextField
        name="sparePhone"
        label={label('sparePhone')}
        optional
        type="tel"
        inputMode="numeric"
        value={values.sparePhone}
        clean={(typed) => typedPhone(market.id, typed, maxLengthOf('sparePhone'))}
        onChange={(sparePhone) => change({ sparePhone })}
        error={errors.sparePhone}
      />
      <TextField
        name="email"
        label={label('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={(value) => change({ email: value.replace(/\s/g, '') })}
        hint={t('personal.emailHint')}
        error={errors.email}
      />
    </FormSection>
  );
}
