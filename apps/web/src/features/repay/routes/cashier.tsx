import '../../../ui/screen.css';
import '../components/repay.css';
import { ORDER_STATUS } from '@puente/domain';
import { useSearchParams } from 'react-router';
import { CashierForm } from '../components/cashier-form.tsx';
import { CashierReturn } from '../components/cashier-return.tsx';
import { LoadState } from '../components/load-problem.tsx';
import { NoLoan } from '../components/no-loan.tsx';
import { PaidOff } from '../components/paid-off.tsx';
import { SignedIn } from '../components/signed-in.tsx';
import { useRepayDetail } from '../hooks/use-repay-detail.ts';
import { useRepayOrder } from '../hooks/use-repay-order.ts';

const OPEN: readonly number[] = [ORDER_STATUS.Repaying, ORDER_STATUS.Overdued];

/**
 * /repay/cashier (Nigeria): pay online through Paystack or Flutterwave. With ?orderNo= (and
 * optionally ?extensionId= for an extension's fee) the borrower chooses the gateway and the amount
 * and is sent to its checkout; the gateway sends them back with ?payOrderId=, where only the
 * server's verify call says whether it was paid.
 */
export function CashierRoute() {
  return (
    <SignedIn>
      <Cashier />
    </SignedIn>
  );
}

function Cashier() {
  const [params] = useSearchParams();
  const payOrderId = params.get('payOrderId');
  if (payOrderId) return <CashierReturn payOrderId={payOrderId} />;
  return <CashierStart extensionId={params.get('extensionId') ?? undefined} />;
}

function CashierStart({ extensionId }: { extensionId?: string }) {
  const order = useRepayOrder(OPEN);
  if (order.state === 'loading') return <LoadState error={order.error} onRetry={order.retry} />;
  if (order.state === 'none') return <NoLoan order={order.order} />;
  return <CashierOf orderNo={order.orderNo} extensionId={extensionId} />;
}

function CashierOf({ orderNo, extensionId }: { orderNo: string; extensionId?: string }) {
  const detail = useRepayDetail(orderNo);
  if (!detail.data) return <LoadState error={detail.error} onRetry={() => void detail.refetch()} />;
  if (detail.data.paidOff) return <PaidOff detail={detail.data} />;
  return <CashierForm detail={detail.data} extensionId={extensionId} />;
}
