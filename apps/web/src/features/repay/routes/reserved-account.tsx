import '../components/repay.css';
import { formatAmount, ORDER_STATUS, type ReservedAccountView } from '@puente/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { getReservedAccount } from '../api/reserved-account.ts';
import { CopyButton } from '../components/copy-button.tsx';
import { LoadState } from '../components/load-problem.tsx';
import { NoLoan } from '../components/no-loan.tsx';
import { SignedIn } from '../components/signed-in.tsx';
import { useRepayOrder } from '../hooks/use-repay-order.ts';
import { digitsOnly, groupAccountNumber } from '../lib/digits.ts';
import { withOrderNo } from '../lib/with-order-no.ts';

const OPEN: readonly number[] = [ORDER_STATUS.Repaying, ORDER_STATUS.Overdued];

/**
 * /repay/reserved_account (Nigeria): pay by transfer to the account number Monnify keeps for the
 * borrower. The number grouped for reading, a copy button, the bank and account name to check, the
 * amounts, and the steps in a banking app.
 */
export function ReservedAccountRoute() {
  return (
    <SignedIn>
      <ReservedAccount />
    </SignedIn>
  );
}

function ReservedAccount() {
  const order = useRepayOrder(OPEN);
  if (order.state === 'loading') return <LoadState error={order.error} onRetry={order.retry} />;
  if (order.state === 'none') return <NoLoan order={order.order} />;
  return <AccountOf orderNo={order.orderNo} />;
}

function AccountOf({ orderNo }: { orderNo: string }) {
  const account = useQuery({
    queryKey: ['repay', 'reservedAccount', orderNo],
    queryFn: async () => (await getReservedAccount(orderNo)).data,
  });
  if (!account.data) return <LoadState error={account.error} onRetry={() => void account.refetch()} />;
  return <Transfer account={account.data} orderNo={orderNo} />;
}

function Transfer({ account, orderNo }: { account: ReservedAccountView; orderNo: string }) {
  const { t, language } = useRepayI18n();
  const money = (amount: number) => formatAmount(amount, account.currency, language);
  return (
    <div className="rp">
      <p className="rp-lead">{t('reserved.lead')}</p>
      <section className="rp-card" aria-labelledby="rp-account-title">
        <h2 id="rp-account-title" className="rp-label">
          {t('reserved.accountNumber')}
        </h2>
        <p className="rp-clabe">{groupAccountNumber(account.accountNumber)}</p>
        <CopyButton value={digitsOnly(account.accountNumber)} label={t('reserved.copy')} />
        <dl className="rp-facts">
          <div className="rp-fact">
            <dt>{t('reserved.bank')}</dt>
            <dd>{account.bankName}</dd>
          </div>
          <div className="rp-fact">
            <dt>{t('reserved.accountName')}</dt>
            <dd>{account.accountName}</dd>
          </div>
          <div className="rp-fact rp-fact-strong">
            <dt>{t('reserved.amountDue')}</dt>
            <dd>{money(account.amountDue)}</dd>
          </div>
          <div className="rp-fact">
            <dt>{t('reserved.total')}</dt>
            <dd>{money(account.totalOwed)}</dd>
          </div>
        </dl>
      </section>
      <section className="rp-card" aria-labelledby="rp-steps-title">
        <h2 id="rp-steps-title" className="rp-card-title">
          {t('reserved.stepsTitle')}
        </h2>
        <ol className="rp-steps">
          <li>{t('reserved.step1')}</li>
          <li>{t('reserved.step2')}</li>
          <li>{t('reserved.step3', { bank: account.bankName, accountName: account.accountName })}</li>
          <li>
            {t('reserved.step4', { amount: money(account.amountDue), total: money(account.totalOwed) })}
          </li>
          <li>{t('reserved.step5')}</li>
        </ol>
        <p className="rp-note">{t('repay.reflected')}</p>
      </section>
      <Link className="rp-link" to={withOrderNo('/repay/repay_detail', orderNo)}>
        {t('repay.toDetail')}
      </Link>
    </div>
  );
}
