import { ERRORS, validateBankAccount } from '@puente/domain';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import type { Profile } from '../../../api/get-profile.ts';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { addBankCard } from '../api/add-bank-card.ts';
import { updateBankCard } from '../api/update-bank-card.ts';
import { useFormState } from '../hooks/use-form-state.ts';
import { useNameEnquiry } from '../hooks/use-name-enquiry.ts';
import { useStepSubmit } from '../hooks/use-step-submit.ts';
import { bankPayload, bankValuesFrom } from '../lib/bank-account-values.ts';
import { FormSection } from './form-section.tsx';
import { MxAccountFields } from './mx-account-fields.tsx';
import { NgAccountFields } from './ng-account-fields.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import { SubmitBar } from './submit-bar.tsx';

const CODE_REFUSALS: number[] = [
  ERRORS.codeEmpty.code,
  ERRORS.codeInvalid.code,
  ERRORS.codeExpired.code,
  ERRORS.codeLocked.code,
];

/**
 * The account that receives the loan (spec §3 bank card), confirmed with an SMS code to the
 * borrower's own number. A second save replaces the primary account.
 */
export function BankAccountForm({ profile }: { profile: Profile }) {
  const { t, language } = useOnboardingI18n();
  const { market } = getAppIdentity();
  const form = useFormState('bankCard', () => bankValuesFrom(profile.basicInfo));
  const { values, change, errors } = form;
  const { busy, submit: send } = useStepSubmit(form);
  const enquiry = useNameEnquiry(market.id === 'NG' ? values.bankCode : '', values.accountNumber);
  const enquiryKey = `${values.bankCode}:${values.accountNumber}`;
  const [confirmedFor, setConfirmedFor] = useState('');
  const nameConfirmed = confirmedFor === enquiryKey;
  const current = profile.bankAccounts.find((account) => account.primary) ?? profile.bankAccounts[0];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = bankPayload(market.id, values, nameConfirmed);
    const checked = validateBankAccount(market.id, payload);
    if (
      checked.ok &&
      market.id === 'NG' &&
      enquiry.data &&
      !enquiry.data.matchesApplicant &&
      !nameConfirmed
    ) {
      return form.fail({ nameConfirmed: t('bank.confirmNameFirst') }, 'nameConfirmed');
    }
    if (checked.ok && values.code.trim() === '')
      return form.fail({ code: ERRORS.codeEmpty[language] }, 'code');
    await send({
      checked,
      send: () => (current ? updateBankCard(payload) : addBankCard(payload)),
      savedMessage: () => t('bank.saved'),
      refused: (error) => {
        if (!isApiError(error)) return false;
        if (CODE_REFUSALS.includes(error.code)) form.setErrors({ code: error.message });
        if (error.code === ERRORS.accountNameUnconfirmed.code) {
          form.setErrors({ nameConfirmed: t('bank.confirmNameFirst') });
          void enquiry.refetch();
        }
        return false;
      },
    });
  }

  return (
    <form className="ob-form" noValidate onSubmit={(event) => void submit(event)}>
      {current ? (
        <div className="ob-account">
          <span className="ob-sublabel">{t('bank.current')}</span>
          <strong>{`${current.bankName} ${current.accountMasked}`}</strong>
          <span className="ob-hint">{t('bank.replaceNote')}</span>
        </div>
      ) : null}
      <FormSection id="bank-account" title={t('bank.account')}>
        {market.id === 'MX' ? (
          <MxAccountFields values={values} change={change} errors={errors} />
        ) : (
          <NgAccountFields
            values={values}
            change={change}
            errors={errors}
            enquiry={enquiry}
            nameConfirmed={nameConfirmed}
            onConfirmName={(confirmed) => {
              setConfirmedFor(confirmed ? enquiryKey : '');
              form.setErrors(({ nameConfirmed: _, ...rest }) => rest);
            }}
          />
        )}
      </FormSection>
      <FormSection id="bank-confirm" title={t('bank.confirmTitle')}>
        <SmsCodeField value={values.code} onChange={(code) => change({ code })} error={errors.code} />
      </FormSection>
      <SubmitBar label={t('bank.save')} busy={busy} />
    </form>
  );
}
