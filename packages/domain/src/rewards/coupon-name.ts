import type { Language } from '../i18n/language.ts';
import { formatMoney } from '../pricing/format-money.ts';
import type { CouponDefinition } from './coupon-definitions.ts';

/**
 * A coupon's name as a borrower reads it ("$100 off the interest", "₦500 de descuento en
 * intereses", "3 days without interest"), written from its terms so the amount always carries the
 * market's currency and can never disagree with what the coupon takes off.
 */
export function couponName(
  coupon: Pick<CouponDefinition, 'kind' | 'value' | 'market'>,
  language: Language,
): string {
  const { kind, value, market } = coupon;
  if (kind === 'interestFreeDays') {
    if (language === 'es') return value === 1 ? '1 día sin intereses' : `${value} días sin intereses`;
    return value === 1 ? '1 day without interest' : `${value} days without interest`;
  }
  const money = formatMoney(value, market, language, { whole: true });
  if (kind === 'feeOff') {
    return language === 'es' ? `${money} de descuento en la comisión` : `${money} off the processing fee`;
  }
  return language === 'es' ? `${money} de descuento en intereses` : `${money} off the interest`;
}
