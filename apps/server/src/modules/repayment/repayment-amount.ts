import {
  currencyUnitParams,
  DomainError,
  formatMoney,
  type Language,
  type LoanProduct,
  type MarketId,
  REPAYMENT_AMOUNT_ERRORS,
  repaymentAmountProblem,
  toMinor,
} from '@puente/domain';

/** Answer data a refusal carries besides the figures, e.g. the form field it names. */
type RefusalData = Record<string, string>;

export interface AmountRules {
  product: LoanProduct;
  market: MarketId;
  /** Everything owed now, in minor units. */
  owedMinor: number;
  lang: Language;
}

/**
 * An amount the borrower chose, in whole major units, as minor units. The spec's amounts are whole:
 * anything finer is refused, saying whole pesos or naira in the borrower's language, before it
 * becomes minor units; it is never rounded nor rescaled (decision 030).
 */
export function wholeAmountMinor(
  amountMajor: number,
  market: MarketId,
  lang: Language,
  data: RefusalData = {},
): number {
  if (!Number.isSafeInteger(amountMajor)) {
    throw new DomainError('repayAmountNotWhole', { ...data, ...currencyUnitParams(market, lang) });
  }
  return toMinor(amountMajor);
}

/**
 * The product's amount rules for a payment the borrower chose (decision 015), each refusal with its
 * message in the borrower's money: the minimum, the step and what is owed.
 */
export function checkRepaymentAmount(amountMinor: number, rules: AmountRules, data: RefusalData = {}): void {
  const { product, market, owedMinor, lang } = rules;
  const problem = repaymentAmountProblem(product, amountMinor, owedMinor);
  if (!problem) return;
  const money = (minor: number) => formatMoney(minor, market, lang);
  throw new DomainError(REPAYMENT_AMOUNT_ERRORS[problem], {
    ...data,
    ...currencyUnitParams(market, lang),
    min: money(product.repayment.minMinor),
    step: money(product.repayment.stepMinor),
    owed: money(owedMinor),
  });
}
