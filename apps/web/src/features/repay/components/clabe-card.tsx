import { formatAmount, type StpClabeView } from '@puente/domain';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { digitsOnly, groupClabe } from '../lib/digits.ts';
import { CopyButton } from './copy-button.tsx';

/**
 * A CLABE at STP to transfer to by SPEI: grouped for reading, a copy button, the bank and the
 * beneficiary to check, and the amounts (the SPEI screen and the payment link show the same card).
 */
export function ClabeCard({ account }: { account: StpClabeView }) {
  const { t, language } = useRepayI18n();
  const money = (amount: number) => formatAmount(amount, account.currency, language);
  return (
    <section className="rp-card" aria-labelledby="rp-clabe-title">
      <h2 id="rp-clabe-title" className="rp-label">
        {t('stp.clabe')}
      </h2>
      <p className="rp-clabe">{groupClabe(account.clabe)}</p>
      <CopyButton value={digitsOnly(account.clabe)} label={t('stp.copy')} />
      <dl className="rp-facts">
        <div className="rp-fact">
          <dt>{t('stp.bank')}</dt>
          <dd>{account.bankName}</dd>
        </div>
        <div className="rp-fact">
          <dt>{t('stp.beneficiary')}</dt>
          <dd>{account.beneficiary}</dd>
        </div>
        <div className="rp-fact rp-fact-strong">
          <dt>{t('stp.amountDue')}</dt>
          <dd>{money(account.amountDue)}</dd>
        </div>
        <div className="rp-fact">
          <dt>{t('stp.total')}</dt>
          <dd>{money(account.totalOwed)}</dd>
        </div>
      </dl>
    </section>
  );
}
