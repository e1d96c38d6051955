import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { useBankList } from '../hooks/use-bank-list.ts';
import { fieldLabel } from '../lib/field-label.ts';
import { SelectField } from './select-field.tsx';

interface BankSelectProps {
  value: string;
  onChange: (bankCode: string) => void;
  error: string | undefined;
}

/** The market's banks (GET /app/paystack/bank-list), for a debit card in Mexico and every account in Nigeria. */
export function BankSelect({ value, onChange, error }: BankSelectProps) {
  const { language } = useOnboardingI18n();
  const banks = useBankList();
  return (
    <SelectField
      name="bankCode"
      label={fieldLabel('bankCode', language)}
      value={value}
      choices={(banks.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }))}
      onChange={onChange}
      error={error}
    />
  );
}
