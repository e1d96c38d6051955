import { BANK_ACCOUNT_DIGITS, type MarketId } from '@puente/domain';

/** Nigeria's account number (NUBAN) length, as the domain's bank-account rules have it. */
export const NUBAN_DIGITS = Math.max(...BANK_ACCOUNT_DIGITS.NG);

export interface BankValues {
  [key: string]: string;
  cardType: string;
  bankCode: string;
  accountNumber: string;
  accountNumberConfirm: string;
  holderName: string;
  curp: string;
  bvn: string;
  code: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A new account form: holder name, CURP and BVN start from personal info. */
export function bankValuesFrom(basicInfo: Record<string, unknown> | null): BankValues {
  const names = ['firstName', 'middleName', 'lastName'].map((key) => text(basicInfo?.[key]).trim());
  return {
    cardType: 'CLABE',
    bankCode: '',
    accountNumber: '',
    accountNumberConfirm: '',
    holderName: names.filter(Boolean).join(' '),
    curp: text(basicInfo?.nationalId),
    bvn: text(basicInfo?.bvn),
    code: '',
  };
}

/**
 * What POST /user/addBankCard receives. Mexico: card type, the bank only for a debit card (a
 * CLABE names its bank), holder and CURP. Nigeria: bank, NUBAN, BVN and whether the borrower
 * confirmed a holder name the bank gave that is not theirs.
 */
export function bankPayload(
  market: MarketId,
  values: BankValues,
  nameConfirmed: boolean,
): Record<string, string | boolean> {
  const account = {
    accountNumber: values.accountNumber,
    accountNumberConfirm: values.accountNumberConfirm,
    code: values.code.trim(),
  };
  if (market === 'NG') return { bankCode: values.bankCode, ...account, bvn: values.bvn, nameConfirmed };
  return {
    cardType: values.cardType,
    ...(values.cardType === 'debitCard' ? { bankCode: values.bankCode } : {}),
    ...account,
    holderName: values.holderName,
    curp: values.curp.toUpperCase(),
  };
}
