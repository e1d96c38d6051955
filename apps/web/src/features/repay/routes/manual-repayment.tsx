import '../../../ui/screen.css';
import '../components/repay.css';
import { ORDER_STATUS } from '@puente/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { getVoucherList } from '../api/vouchers.ts';
import { LoadState } from '../components/load-problem.tsx';
import { NoLoan } from '../components/no-loan.tsx';
import { ProofForm } from '../components/proof-form.tsx';
import { SignedIn } from '../components/signed-in.tsx';
import { VoucherList } from '../components/voucher-list.tsx';
import { useRepayOrder } from '../hooks/use-repay-order.ts';
import { withOrderNo } from '../lib/with-order-no.ts';

/** Proofs are sent while the loan takes payments, and their reviews read after it is paid off. */
const SHOWN: readonly number[] = [ORDER_STATUS.Repaying, ORDER_STATUS.Overdued, ORDER_STATUS.Finish];

/**
 * /repay/manual_repayment: proof of a payment made another way (a receipt photo, the transfer
 * reference, the amount), reviewed within 48 hours; below, the proofs sent and their reviews.
 */
export function ManualRepaymentRoute() {
  return (
    <SignedIn>
      <ManualRepayment />
    </SignedIn>
  );
}

function ManualRepayment() {
  const order = useRepayOrder(SHOWN);
  if (order.state === 'loading') return <LoadState error={order.error} onRetry={order.retry} />;
  if (order.state === 'none') return <NoLoan order={order.order} />;
  return <ProofsOf orderNo={order.orderNo} />;
}

function ProofsOf({ orderNo }: { orderNo: string }) {
  const { t } = useRepayI18n();
  const list = useQuery({
    queryKey: ['repay', 'vouchers', orderNo],
    queryFn: async () => (await getVoucherList(orderNo)).data.vouchers,
    refetchOnMount: 'always',
  });
  return (
    <div className="ui-screen">
      <p className="rp-lead">{t('proof.lead')}</p>
      <ProofForm orderNo={orderNo} onSent={() => void list.refetch()} />
      <VoucherList list={list} />
      <Link className="ui-link" to={withOrderNo('/repay/repay_detail', orderNo)}>
        {t('repay.toDetail')}
      </Link>
    </div>
  );
}
