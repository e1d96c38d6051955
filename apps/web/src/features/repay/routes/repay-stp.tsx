import '../components/repay.css';
import { formatAmount, ORDER_STATUS, type StpClabeView } from '@puente/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { getStpClabe } from '../api/stp-clabe.ts';
import { ClabeCard } from '../components/clabe-card.tsx';
import { LoadState } from '../components/load-problem.tsx';
import { NoLoan } from '../components/no-loan.tsx';
import { SignedIn } from '../components/signed-in.tsx';
import { useRepayOrder } from '../hooks/use-repay-order.ts';
import { withOrderNo } from '../lib/with-order-no.ts';

const OPEN: readonly number[] = [ORDER_STATUS.Repaying, ORDER_STATUS.Overdued];

/**
 * /repay/repay_stp: pay by SPEI to the borrower's own CLABE at STP. The CLABE grouped for reading,
 * a copy button, the bank and beneficiary to check, the amounts, and the steps in a banking app.
 */
export function RepayStpRoute() {
  return (
    <SignedIn>
      <RepayStp />
    </SignedIn>
  );
}

function RepayStp() {
  const order = useRepayOrder(OPEN);
  if (order.state === 'loading') return <LoadState error={order.error} onRetry={order.retry} />;
  if (order.state === 'none') return <NoLoan order={order.order} />;
  return <StpOf orderNo={order.orderNo} />;
}

function StpOf({ orderNo }: { orderNo: string }) {
  const clabe = useQuery({
    queryKey: ['repay', 'stp', orderNo],
    queryFn: async () => (await getStpClabe(orderNo)).data,
  });
  if (!clabe.data) return <LoadState error={clabe.error} onRetry={() => void clabe.refetch()} />;
  return <Transfer account={clabe.data} orderNo={orderNo} />;
}

function Transfer({ account, orderNo }: { account: StpClabeView; orderNo: string }) {
  const { t, language } = useRepayI18n();
  const money = (amount: number) => formatAmount(amount, account.currency, language);
  return (
    <div className="rp">
      <p className="rp-lead">{t('stp.lead')}</p>
      <ClabeCard account={account} />
      <section className="rp-card" aria-labelledby="rp-steps-title">
        <h2 id="rp-steps-title" className="rp-card-title">
          {t('stp.stepsTitle')}
        </h2>
        <ol className="rp-steps">
          <li>{t('stp.step1')}</li>
          <li>{t('stp.step2')}</li>
          <li>{t('stp.step3', { bank: account.bankName, beneficiary: account.beneficiary })}</li>
          <li>{t('stp.step4', { amount: money(account.amountDue), total: money(account.totalOwed) })}</li>
          <li>{t('stp.step5')}</li>
        </ol>
        <p className="rp-note">{t('repay.reflected')}</p>
      </section>
      <Link className="rp-link" to={withOrderNo('/repay/repay_detail', orderNo)}>
        {t('repay.toDetail')}
      </Link>
    </div>
  );
}
