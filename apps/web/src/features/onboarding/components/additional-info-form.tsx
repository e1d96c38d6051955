import { validateAdditionalInfo } from '@puente/domain';
import type { FormEvent } from 'react';
import type { Profile } from '../../../api/get-profile.ts';
import { readUserInfo } from '../../../api/user-info.ts';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { saveAdditionInfo } from '../api/save-addition-info.ts';
import { useFormState } from '../hooks/use-form-state.ts';
import { useStepSubmit } from '../hooks/use-step-submit.ts';
import { additionalPayload, additionalValuesFrom } from '../lib/additional-info-values.ts';
import { fieldLabel } from '../lib/field-label.ts';
import { ContactFields } from './contact-fields.tsx';
import { EmploymentFields } from './employment-fields.tsx';
import { FormSection } from './form-section.tsx';
import { SubmitBar } from './submit-bar.tsx';
import { TextField } from './text-field.tsx';

/** Work, pay, two emergency contacts and optional social links (spec §3), checked before sending. */
export function AdditionalInfoForm({ profile }: { profile: Profile }) {
  const { t, language } = useOnboardingI18n();
  const { market } = getAppIdentity();
  const form = useFormState('additionalInfo', () => additionalValuesFrom(profile.additionInfo));
  const { values, change, errors } = form;
  const { busy, submit: send } = useStepSubmit(form);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = additionalPayload(values);
    await send({
      checked: validateAdditionalInfo(market.id, payload, readUserInfo()?.mobile),
      send: () => saveAdditionInfo(payload),
    });
  }

  return (
    <form className="ob-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormSection id="additional-work" title={t('additional.work')}>
        <EmploymentFields values={values} change={change} errors={errors} />
      </FormSection>
      <p className="ob-note">{t('additional.contactsLead')}</p>
      <ContactFields index={1} values={values} change={change} errors={errors} />
      <ContactFields index={2} values={values} change={change} errors={errors} />
      <FormSection id="additional-social" title={t('additional.social')}>
        {(['linkedin', 'facebook'] as const).map((field) => (
          <TextField
            key={field}
            name={field}
            label={fieldLabel(field, language)}
            optional
            type="url"
            inputMode="url"
            value={values[field]}
            onChange={(value) => change({ [field]: value.trim() })}
            error={errors[field]}
          />
        ))}
      </FormSection>
      <SubmitBar label={t('onboarding.saveAndContinue')} busy={busy} />
    </form>
  );
}
