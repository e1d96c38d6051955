import { formatAmount, formatDay, type NextPayment, nextPayment, ORDER_STATUS } from '@puente/domain';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { useRepayDetail } from '../hooks/use-repay-detail.ts';
import { useRepayOrder } from '../hooks/use-repay-order.ts';
import { withOrderNo } from '../lib/with-order-no.ts';
import type { TransferAccount, TransferCardProps } from './account-card.tsx';
import { LoadState } from './load-problem.tsx';
import { NoLoan } from './no-loan.tsx';
import { SignedIn } from './signed-in.tsx';

const OPEN: readonly number[] = [ORDER_STATUS.Repaying, ORDER_STATUS.Overdued];

/** Each screen's messages: `${texts}.lead`, `${texts}.stepsTitle`, `${texts}.step1` … `step5`. */
type Texts = 'stp' | 'reserved';

export type AccountTransferProps<A extends TransferAccount> = {
  /** The query's name, under ['repay', name, orderNo]. */
  name: string;
  fetchAccount: (orderNo: string) => Promise<A>;
  texts: Texts;
  /** The card with the account to transfer to. */
  Card: ComponentType<TransferCardProps<A>>;
  /** The placeholders of step 3 (what to check before sending). */
  checkParams: (account: A) => Record<string, string>;
};

/**
 * A repay screen for paying by bank transfer to an account of the borrower's own (a CLABE at STP,
 * a reserved account in Nigeria): asks for a session, finds the loan, then shows the account card,
 * the steps in a banking app, and the way back to what is owed.
 */
export function AccountTransfer<A extends TransferAccount>(props: AccountTransferProps<A>) {
  return (
    <SignedIn>
      <FindOrder {...props} />
    </SignedIn>
  );
}

function FindOrder<A extends TransferAccount>(props: AccountTransferProps<A>) {
  const order = useRepayOrder(OPEN);
  if (order.state === 'loading') return <LoadState error={order.error} onRetry={order.retry} />;
  if (order.state === 'none') return <NoLoan order={order.order} />;
  return <AccountOf orderNo={order.orderNo} {...props} />;
}

function AccountOf<A extends TransferAccount>({
  orderNo,
  name,
  fetchAccount,
  ...rest
}: AccountTransferProps<A> & { orderNo: string }) {
  const account = useQuery({
    queryKey: ['repay', name, orderNo],
    queryFn: () => fetchAccount(orderNo),
  });
  // Nothing due now: the schedule says what the next payment is and when, instead of "$0.00".
  const nothingDue = account.data?.amountDue === 0;
  const detail = useRepayDetail(orderNo, nothingDue);
  if (!account.data) return <LoadState error={account.error} onRetry={() => void account.refetch()} />;
  if (nothingDue && !detail.data) {
    return <LoadState error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  const next = nothingDue && detail.data ? nextPayment(detail.data.schedule) : undefined;
  return <Transfer account={account.data} next={next} orderNo={orderNo} {...rest} />;
}

function Transfer<A extends TransferAccount>({
  account,
  next,
  orderNo,
  texts,
  Card,
  checkParams,
}: Omit<AccountTransferProps<A>, 'name' | 'fetchAccount'> & {
  account: A;
  next: NextPayment | undefined;
  orderNo: string;
}) {
  const { t, language } = useRepayI18n();
  const money = (amount: number) => formatAmount(amount, account.currency, language);
  return (
    <div className="ui-screen">
      <p className="rp-lead">{t(`${texts}.lead`)}</p>
      <Card account={account} next={next} />
      <section className="ui-card" aria-labelledby="rp-steps-title">
        <h2 id="rp-steps-title" className="ui-card-title">
          {t(`${texts}.stepsTitle`)}
        </h2>
        <ol className="rp-steps">
          <li>{t(`${texts}.step1`)}</li>
          <li>{t(`${texts}.step2`)}</li>
          <li>{t(`${texts}.step3`, checkParams(account))}</li>
          <li>
            {next
              ? t('transfer.step4Next', {
                  amount: money(next.amount),
                  date: formatDay(next.dueDate, account.currency, language),
                  total: money(account.totalOwed),
                })
              : t(`${texts}.step4`, { amount: money(account.amountDue), total: money(account.totalOwed) })}
          </li>
          <li>{t(`${texts}.step5`)}</li>
        </ol>
        <p className="rp-note">{t('repay.reflected')}</p>
      </section>
      <Link className="ui-link" to={withOrderNo('/repay/repay_detail', orderNo)}>
        {t('repay.toDetail')}
      </Link>
    </div>
  );
}
