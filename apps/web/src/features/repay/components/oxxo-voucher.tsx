import { formatAmount, formatInstant, type OxxoReferenceView } from '@puente/domain';
import { useEffect, useRef } from 'react';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { groupInFours } from '../lib/digits.ts';
import { Barcode } from './barcode.tsx';

/**
 * The voucher a borrower shows at the OXXO till: the store, the amount, the reference in groups of
 * four (for dictating it) and as a Code 128 barcode, the expiry in Mexico City time, the store's
 * limit and its commission. Focus moves to it when it arrives, so a screen reader reads it next.
 */
export function OxxoVoucher({ voucher }: { voucher: OxxoReferenceView }) {
  const { t, language } = useRepayI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  const money = (amount: number) => formatAmount(amount, voucher.currency, language);
  const reference = groupInFours(voucher.reference);

  useEffect(() => {
    if (voucher.reference) heading.current?.focus();
  }, [voucher.reference]);

  return (
    <section className="ui-card rp-voucher" aria-labelledby="rp-voucher-title">
      <h2 id="rp-voucher-title" className="rp-voucher-store" ref={heading} tabIndex={-1}>
        {t('oxxo.store')}
      </h2>
      <p className="ui-muted">{t('oxxo.showAtTill')}</p>
      <dl className="ui-facts">
        <div className="ui-fact ui-fact-strong">
          <dt>{t('oxxo.amountLabel')}</dt>
          <dd>{money(voucher.amount)}</dd>
        </div>
      </dl>
      <div className="rp-reference">
        <p className="rp-label">{t('oxxo.reference')}</p>
        <p className="rp-reference-digits">{reference}</p>
      </div>
      <Barcode value={voucher.barcode} label={t('oxxo.barcode', { reference })} />
      <dl className="ui-facts">
        <div className="ui-fact">
          <dt>{t('oxxo.expires')}</dt>
          <dd>
            {t('oxxo.expiresAt', { time: formatInstant(voucher.expiresAt, voucher.currency, language) })}
          </dd>
        </div>
        <div className="ui-fact">
          <dt>{t('oxxo.storeLimit')}</dt>
          <dd>{money(voucher.storeLimit)}</dd>
        </div>
        <div className="ui-fact">
          <dt>{t('oxxo.payOrder')}</dt>
          <dd>{voucher.payOrderId}</dd>
        </div>
      </dl>
      <p className="rp-note">{t('oxxo.commission')}</p>
      <p className="ui-muted">
        {t(voucher.reflected === 'nextBusinessDay' ? 'oxxo.reflectedNextDay' : 'repay.reflected')}
      </p>
    </section>
  );
}
