import { maxLengthOf } from '@puente/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import type { NameEnquiry } from '../api/verify-bank-card.ts';
import { type BankValues, NUBAN_DIGITS } from '../lib/bank-account-values.ts';
import { digitsUpTo } from '../lib/digits-only.ts';
import { fieldLabel } from '../lib/field-label.ts';
import type { FieldErrors } from '../lib/form-issues.ts';
import { BankSelect } from './bank-select.tsx';
import { NameEnquiryResult } from './name-enquiry-result.tsx';
import { TextField } from './text-field.tsx';

interface NgAccountFieldsProps {
  values: BankValues;
  change: (changes: Partial<BankValues>) => void;
  errors: FieldErrors;
  enquiry: UseQueryResult<NameEnquiry>;
  nameConfirmed: boolean;
  onConfirmName: (confirmed: boolean) => void;
}

/** Nigeria: the bank, the 10-digit NUBAN twice with the bank's name for it, and the BVN. */
export function NgAccountFields({
  values,
  change,
  errors,
  enquiry,
  nameConfirmed,
  onConfirmName,
}: NgAccountFieldsProps) {
  const { t, language } = useOnboardingI18n();
  const label = (field: Parameters<typeof fieldLabel>[0]) => fieldLabel(field, language);
  return (
    <>
      <BankSelect
        value={values.bankCode}
        onChange={(bankCode) => change({ bankCode })}
        error={errors.bankCode}
      />
      <TextField
        name="accountNumber"
        label={label('accountNumber')}
        value={values.accountNumber}
        clean={digitsUpTo(NUBAN_DIGITS)}
        onChange={(accountNumber) => change({ accountNumber })}
        inputMode="numeric"
        autoComplete="off"
        hint={t('bank.digits', { count: NUBAN_DIGITS })}
        error={errors.accountNumber}
      />
      <NameEnquiryResult
        enquiry={enquiry}
        confirmed={nameConfirmed}
        onConfirm={onConfirmName}
        error={errors.nameConfirmed}
      />
      <TextField
        name="accountNumberConfirm"
        label={label('accountNumberConfirm')}
        value={values.accountNumberConfirm}
        clean={digitsUpTo(NUBAN_DIGITS)}
        onChange={(accountNumberConfirm) => change({ accountNumberConfirm })}
        inputMode="numeric"
        autoComplete="off"
        error={errors.accountNumberConfirm}
      />
      <TextField
        name="bvn"
        label={label('bvn')}
        value={values.bvn}
        clean={digitsUpTo(maxLengthOf('bvn'))}
        onChange={(bvn) => change({ bvn })}
        inputMode="numeric"
        autoComplete="off"
        error={errors.bvn}
      />
    </>
  );
}
