import { GENDER_OPTIONS, maxLengthOf, validatePersonalInfo } from '@puente/domain';
import type { FormEvent } from 'react';
import type { Profile } from '../../../api/get-profile.ts';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { serviceDate } from '../../../lib/service-clock.ts';
import { saveBasicInfo } from '../api/save-basic-info.ts';
import { useFormState } from '../hooks/use-form-state.ts';
import { useStepSubmit } from '../hooks/use-step-submit.ts';
import { optionChoices } from '../lib/choices.ts';
import { digitsUpTo } from '../lib/digits-only.ts';
import { fieldLabel } from '../lib/field-label.ts';
import { birthdayOf, personalPayload, personalValuesFrom } from '../lib/personal-info-values.ts';
import { BirthdayField } from './birthday-field.tsx';
import { ChoiceField } from './choice-field.tsx';
import { FormSection } from './form-section.tsx';
import { PersonalContactFields } from './personal-contact-fields.tsx';
import { PlaceFields } from './place-fields.tsx';
import { SelectField } from './select-field.tsx';
import { SubmitBar } from './submit-bar.tsx';
import { TextField } from './text-field.tsx';

/**
 * Personal info (spec §3–§5), checked with the domain's validatePersonalInfo before it is sent.
 * Education, marital status, WhatsApp, spare phone and email appear once a birthday is chosen.
 */
export function PersonalInfoForm({ profile }: { profile: Profile }) {
  const { t, language } = useOnboardingI18n();
  const { market } = getAppIdentity();
  const form = useFormState('personalInfo', () => personalValuesFrom(profile.basicInfo));
  const { values, change, errors } = form;
  const { busy, submit: send } = useStepSubmit(form);
  const label = (field: Parameters<typeof fieldLabel>[0]) => fieldLabel(field, language);
  const choices = (list: Parameters<typeof optionChoices>[1]) => optionChoices(market.id, list, language);
  const hasBirthday = birthdayOf(values) !== '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = personalPayload(market.id, values);
    await send({
      checked: validatePersonalInfo(market.id, payload, serviceDate()),
      send: () => saveBasicInfo(payload),
      savedMessage: (saved) =>
        saved.rfcCheckDigitWarning ? t('personal.rfcWarning') : t('onboarding.saved'),
    });
  }

  return (
    <form className="ob-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormSection id="personal-identity" title={t('personal.aboutYou')}>
        <TextField
          name="firstName"
          label={label('firstName')}
          value={values.firstName}
          onChange={(value) => change({ firstName: value })}
          autoComplete="given-name"
          error={errors.firstName}
        />
        <TextField
          name="middleName"
          label={label('middleName')}
          optional
          value={values.middleName}
          onChange={(value) => change({ middleName: value })}
          autoComplete="additional-name"
          error={errors.middleName}
        />
        <TextField
          name="lastName"
          label={label('lastName')}
          value={values.lastName}
          onChange={(value) => change({ lastName: value })}
          autoComplete="family-name"
          error={errors.lastName}
        />
        <ChoiceField
          name="gender"
          label={label('gender')}
          value={values.gender}
          choices={GENDER_OPTIONS.map((o) => ({ value: o.value, label: o.label[language] }))}
          onChange={(value) => change({ gender: value })}
          error={errors.gender}
        />
        <BirthdayField
          birthYear={values.birthYear}
          birthMonth={values.birthMonth}
          birthDay={values.birthDay}
          onChange={change}
          error={errors.birthday}
        />
        {market.id === 'MX' ? (
          <TextField
            name="nationalId"
            label={label('nationalId')}
            value={values.nationalId}
            clean={(typed) => typed.toUpperCase().replace(/\s/g, '').slice(0, maxLengthOf('nationalId'))}
            onChange={(nationalId) => change({ nationalId })}
            autoCapitalize="characters"
            autoComplete="off"
            hint={t('personal.curpHint')}
            error={errors.nationalId}
          />
        ) : (
          <TextField
            name="bvn"
            label={label('bvn')}
            value={values.bvn}
            clean={digitsUpTo(maxLengthOf('bvn'))}
            onChange={(bvn) => change({ bvn })}
            inputMode="numeric"
            autoComplete="off"
            hint={t('personal.bvnHint')}
            error={errors.bvn}
          />
        )}
      </FormSection>

      {hasBirthday ? (
        <PersonalContactFields values={values} change={change} errors={errors} />
      ) : (
        <p className="ob-note">{t('personal.birthdayFirst')}</p>
      )}

      <FormSection id="personal-home" title={t('personal.homeAndLoan')}>
        <SelectField
          name="loanPurpose"
          label={label('loanPurpose')}
          value={values.loanPurpose}
          choices={choices('loanPurpose')}
          onChange={(value) => change({ loanPurpose: value })}
          error={errors.loanPurpose}
        />
        <SelectField
          name="residenceType"
          label={label('residenceType')}
          value={values.residenceType}
          choices={choices('residenceType')}
          onChange={(value) => change({ residenceType: value })}
          error={errors.residenceType}
        />
        <PlaceFields
          state={values.state}
          city={values.city}
          pinCode={values.pinCode}
          onChange={change}
          errors={errors}
        />
        <TextField
          name="address"
          label={label('address')}
          value={values.address}
          onChange={(value) => change({ address: value })}
          autoComplete="street-address"
          hint={t('personal.addressHint')}
          error={errors.address}
        />
      </FormSection>

      {market.id === 'MX' ? (
        <FormSection id="personal-tax" title={t('personal.taxIds')}>
          <TextField
            name="rfc"
            label={label('rfc')}
            optional
            value={values.rfc}
            onChange={(value) => change({ rfc: value.toUpperCase().replace(/\s/g, '') })}
            autoCapitalize="characters"
            error={errors.rfc}
          />
          <TextField
            name="nss"
            label={label('nss')}
            optional
            value={values.nss}
            clean={digitsUpTo(maxLengthOf('nss'))}
            onChange={(nss) => change({ nss })}
            inputMode="numeric"
            error={errors.nss}
          />
        </FormSection>
      ) : null}

      <SubmitBar label={t('onboarding.saveAndContinue')} busy={busy} />
    </form>
  );
}
