import { mxBankByCode } from '../data/mx-banks.ts';
import { ngBankByCode } from '../data/ng-banks.ts';
import { checkBvn } from '../ids/bvn.ts';
import { parseClabe } from '../ids/clabe.ts';
import { parseCurp } from '../ids/curp.ts';
import { checkDebitCard } from '../ids/debit-card.ts';
import type { MarketId } from '../markets/markets.ts';
import type { CardType } from '../options/bank-card.ts';
import { isAccountField } from './account-texts.ts';
import { FormChecker, type Input } from './field-checks.ts';
import type { FormResult } from './form-messages.ts';

/** What receives a loan: Mexico's card types (CARD_TYPE_OPTIONS), or a Nigerian NUBAN. */
export const ACCOUNT_TYPES = ['CLABE', 'debitCard', 'NUBAN'] as const satisfies readonly (
  | CardType
  | 'NUBAN'
)[];
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export interface BankAccount {
  cardType: AccountType;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  holderName?: string;
  curp?: string;
  bvn?: string;
}

/**
 * Mexico: CLABE (bank read from its first three digits) or a 16-digit debit card (Luhn, bank
 * chosen), entered twice, holder name and CURP. Nigeria: bank from the list, 10-digit NUBAN twice,
 * BVN. A CVC is refused outright: it is never asked, stored or logged.
 */
export function validateBankAccount(market: MarketId, input: Input): FormResult<BankAccount> {
  const c = new FormChecker(input, market);
  if (input.cvc !== undefined && input.cvc !== '') c.fail('cvc', 'cvcRefused');
  const cardType = market === 'NG' ? 'NUBAN' : c.choice('cardType', 'cardType');
  if (market === 'NG') c.keep('cardType', 'NUBAN');

  if (market === 'NG' || cardType === 'debitCard') {
    const code = c.text('bankCode', false);
    const bank = code ? (market === 'NG' ? ngBankByCode(code) : mxBankByCode(code)) : undefined;
    if (!code) c.fail('bankCode', 'requiredChoice');
    else if (!bank) c.fail('bankCode', 'notAnOption');
    else {
      c.keep('bankCode', code);
      c.keep('bankName', bank.name);
    }
  }

  const account = c.text('accountNumber', true)?.replace(/[\s-]/g, '');
  if (account !== undefined && cardType) {
    if (cardType === 'CLABE') {
      const clabe = parseClabe(account);
      if (!clabe.ok) c.fail('accountNumber', 'accountFormat');
      else {
        c.keep('accountNumber', clabe.clabe);
        c.keep('bankCode', clabe.bankCode);
        c.keep('bankName', clabe.bank);
      }
    } else if (cardType === 'debitCard') {
      const card = checkDebitCard(account);
      if (card.ok) c.keep('accountNumber', card.number);
      else c.fail('accountNumber', 'accountFormat');
    } else if (/^\d{10}$/.test(account)) c.keep('accountNumber', account);
    else c.fail('accountNumber', 'accountFormat');
  }
  const confirm = c.text('accountNumberConfirm', true)?.replace(/[\s-]/g, '');
  if (confirm !== undefined && account !== undefined && confirm !== account)
    c.fail('accountNumberConfirm', 'accountsDiffer');

  if (market === 'MX') {
    c.name('holderName', true);
    const curpText = c.text('curp', true);
    if (curpText !== undefined) {
      const curp = parseCurp(curpText);
      if (curp.ok) c.keep('curp', curp.curp);
      else c.fail('curp', 'curpFormat');
    }
  } else {
    const bvnText = c.text('bvn', true);
    if (bvnText !== undefined) {
      const bvn = checkBvn(bvnText);
      if (bvn.ok) c.keep('bvn', bvn.bvn);
      else c.fail('bvn', 'bvnFormat');
    }
  }
  return aboutAccount(c.result<BankAccount>(), cardType as AccountType | undefined);
}

/** Issues of the account number fields name the account's kind: a CLABE is never called a card. */
function aboutAccount(
  result: FormResult<BankAccount>,
  kind: AccountType | undefined,
): FormResult<BankAccount> {
  if (result.ok || !kind) return result;
  return {
    ok: false,
    issues: result.issues.map((issue) => (isAccountField(issue.field) ? { ...issue, kind } : issue)),
  };
}
