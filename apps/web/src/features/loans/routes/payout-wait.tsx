import '../../../ui/screen.css';
import '../components/loans.css';
import { formatAmount, formatInstant, ORDER_STATUS, type OrderView } from '@puente/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toastApiError } from '../../../api/client.ts';
import { useLoansI18n } from '../../../i18n/loans/use-loans-i18n.ts';
import { showToast } from '../../../ui/toast.ts';
import { getMoneyTime, requestMoneyAgain } from '../api/money.ts';
import { LoadProblem } from '../components/load-problem.tsx';
import { NoOrderHere } from '../components/no-order.tsx';
import { SignedIn } from '../components/signed-in.tsx';
import { refreshLatestOrder, useLatestOrder } from '../hooks/use-latest-order.ts';

/** How often the screen asks where the payout is while the money is on its way. */
export const PAYOUT_POLL_MS = 5_000;

const WAITING: readonly number[] = [ORDER_STATUS.finishLoading, ORDER_STATUS.Lending];
const PAID: readonly number[] = [ORDER_STATUS.Repaying, ORDER_STATUS.Overdued, ORDER_STATUS.Finish];
const FOLLOWED: readonly number[] = [...WAITING, ORDER_STATUS.PayFail, ...PAID];

/**
 * /borrow/lending and /finish_loading: the wait for the payout (spec §4: 10 to 60 minutes). Polls
 * /loan/get-money-time; a failure says so and leads to the bank account, success goes home.
 */
export function PayoutWaitRoute() {
  return (
    <SignedIn>
      <PayoutWait />
    </SignedIn>
  );
}

function PayoutWait() {
  const { t } = useLoansI18n();
  const latest = useLatestOrder();
  if (!latest.ready) return <LoadProblem error={latest.error} onRetry={() => void latest.refetch()} />;
  const order = latest.data ?? null;
  if (!order || !FOLLOWED.includes(order.status))
    return <NoOrderHere order={order} message={t('money.nothing')} />;
  return <Payout order={order} />;
}

function Payout({ order }: { order: OrderView }) {
  const { t, language } = useLoansI18n();
  const navigate = useNavigate();
  const time = useQuery({
    queryKey: ['loans', 'moneyTime', order.orderNo],
    queryFn: async () => (await getMoneyTime(order.orderNo)).data,
    refetchInterval: (query) => {
      const status = query.state.data?.status ?? order.status;
      return WAITING.includes(status) ? PAYOUT_POLL_MS : false;
    },
  });
  const status = time.data?.status ?? order.status;
  const paid = PAID.includes(status);

  useEffect(() => {
    if (!paid) return;
    showToast(t('money.sent'));
    void navigate('/', { replace: true });
  }, [paid, navigate, t]);

  if (status === ORDER_STATUS.PayFail)
    return <PayoutFailed order={order} reason={time.data?.failureReason} />;
  if (paid) return null;
  const amount = formatAmount(order.quote.disbursalAmount, order.currency, language);
  return (
    <section className="ui-card ui-center" aria-labelledby="ln-payout-title" aria-busy="true">
      <span className="ln-spinner" aria-hidden="true" />
      <h2 id="ln-payout-title" className="ui-card-title">
        {t('money.sendingTitle')}
      </h2>
      <p>{t('money.sendingBody', { amount })}</p>
      {time.data?.expectedBy ? (
        <p className="ln-strong">
          {t('money.expectedBy', { time: formatInstant(time.data.expectedBy, order.currency, language) })}
        </p>
      ) : null}
      <p className="ui-muted">{t('money.usually')}</p>
      <Link className="button-link" to="/">
        {t('app.backHome')}
      </Link>
    </section>
  );
}

function PayoutFailed({ order, reason }: { order: OrderView; reason?: string }) {
  const { t } = useLoansI18n();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function sendAgain() {
    setBusy(true);
    try {
      await requestMoneyAgain(order.orderNo);
      await client.invalidateQueries({ queryKey: ['loans', 'moneyTime', order.orderNo] });
      await refreshLatestOrder(client);
    } catch (error) {
      toastApiError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="ui-card ui-center" aria-labelledby="ln-payout-title">
      <h2 id="ln-payout-title" className="ui-card-title">
        {t('money.failedTitle')}
      </h2>
      <p role="alert">{reason ? t('money.failedBecause', { reason }) : t('money.failedBody')}</p>
      <Link className="button-link ui-primary-link" to="/bank_account/add_bankcard">
        {t('money.editBankCard')}
      </Link>
      <Button
        color="primary"
        fill="outline"
        shape="rounded"
        loading={busy}
        disabled={busy}
        onClick={() => void sendAgain()}
      >
        {t('money.sendAgain')}
      </Button>
    </section>
  );
}
