import {
  CARD_TYPE_DIGITS,
  CARD_TYPE_OPTIONS,
  type CardType,
  formMessage,
  maxLengthOf,
  parseClabe,
} from '@puente/domain';
import { useQuery } from '@tanstack/react-query';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { getBankBranch } from '../api/get-bank-branch.ts';
import type { BankValues } from '../lib/bank-account-values.ts';
import { digitsUpTo } from '../lib/digits-only.ts';
import { fieldLabel } from '../lib/field-label.ts';
import type { FieldErrors } from '../lib/form-issues.ts';
import { BankSelect } from './bank-select.tsx';
import { ChoiceField } from './choice-field.tsx';
import { TextField } from './text-field.tsx';

interface AccountFieldsProps {
  values: BankValues;
  change: (changes: Partial<BankValues>) => void;
  errors: FieldErrors;
}

/**
 * Mexico: a CLABE (its bank is named from its first three digits, GET /user/getBankBranch) or a
 * debit card with its bank picked; the number twice; the holder and their CURP.
 */
export function MxAccountFields({ values, change, errors }: AccountFieldsProps) {
  const { t, language } = useOnboardingI18n();
  const label = (field: Parameters<typeof fieldLabel>[0]) => fieldLabel(field, language);
  const isClabe = values.cardType === 'CLABE';
  const clabe = isClabe && values.accountNumber.length === CARD_TYPE_DIGITS.CLABE ? values.accountNumber : '';
  const parsed = clabe ? parseClabe(clabe) : undefined;
  const branch = useQuery({
    queryKey: ['bank-branch', clabe],
    queryFn: async () => (await getBankBranch(clabe)).data,
    enabled: parsed?.ok === true,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const length = CARD_TYPE_DIGITS[values.cardType as CardType] ?? CARD_TYPE_DIGITS.CLABE;
  const badClabe =
    parsed && !parsed.ok
      ? formMessage({ field: 'accountNumber', rule: 'accountFormat', kind: 'CLABE' }, language)
      : undefined;
  const branchProblem = branch.error instanceof Error ? branch.error.message : undefined;

  return (
    <>
      <ChoiceField
        name="cardType"
        label={label('cardType')}
        value={values.cardType}
        choices={CARD_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label[language] }))}
        onChange={(cardType) =>
          change({ cardType, bankCode: '', accountNumber: '', accountNumberConfirm: '' })
        }
        error={errors.cardType}
      />
      {isClabe ? null : (
        <BankSelect
          value={values.bankCode}
          onChange={(bankCode) => change({ bankCode })}
          error={errors.bankCode}
        />
      )}
      <TextField
        name="accountNumber"
        label={isClabe ? t('bank.clabe') : t('bank.cardNumber')}
        value={values.accountNumber}
        clean={digitsUpTo(length)}
        onChange={(accountNumber) => change({ accountNumber })}
        inputMode="numeric"
        autoComplete="off"
        hint={t('bank.digits', { count: length })}
        error={errors.accountNumber ?? badClabe}
      />
      {isClabe ? (
        <TextField
          name="bankName"
          label={label('bankName')}
          value={branch.data?.bankName ?? ''}
          readOnly
          placeholder={branch.isFetching ? t('bank.findingBank') : t('bank.bankFromClabe')}
          error={branchProblem}
        />
      ) : null}
      <TextField
        name="accountNumberConfirm"
        label={isClabe ? t('bank.clabeAgain') : t('bank.cardNumberAgain')}
        value={values.accountNumberConfirm}
        clean={digitsUpTo(length)}
        onChange={(accountNumberConfirm) => change({ accountNumberConfirm })}
        inputMode="numeric"
        autoComplete="off"
        error={errors.accountNumberConfirm}
      />
      <TextField
        name="holderName"
        label={label('holderName')}
        value={values.holderName}
        onChange={(holderName) => change({ holderName })}
        autoComplete="name"
        error={errors.holderName}
      />
      <TextField
        name="curp"
        label={label('curp')}
        value={values.curp}
        clean={(typed) => typed.toUpperCase().replace(/\s/g, '').slice(0, maxLengthOf('curp'))}
        onChange={(curp) => change({ curp })}
        autoCapitalize="characters"
        error={errors.curp}
      />
    </>
  );
}
