import { formatAmount } from '@puente/domain';
import Button from 'antd-mobile/es/components/button';
import { Link } from 'react-router';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { usePayOrderStatus } from '../hooks/use-pay-order-status.ts';
import { LoadProblem } from './load-problem.tsx';

/**
 * Back from the gateway's checkout: asks the server (never the address the gateway sent back)
 * whether the pay order was paid, every 3 s for two minutes, then leaves it to a "Check again".
 */
export function CashierReturn({ payOrderId }: { payOrderId: string }) {
  const { t, language } = useRepayI18n();
  const status = usePayOrderStatus(payOrderId);
  const check = () => void status.refetch();

  if (!status.data) {
    if (status.error) return <LoadProblem error={status.error} onRetry={check} />;
    return <Confirming />;
  }
  const order = status.data;
  if (order.status === 'paid') {
    return (
      <section className="ui-card ui-center" aria-labelledby="rp-paid-title">
        <h2 id="rp-paid-title" className="ui-card-title">
          {t('cashier.paidTitle')}
        </h2>
        <p role="status">
          {t(order.purpose === 'extension' ? 'cashier.paidExtensionBody' : 'cashier.paidBody', {
            amount: formatAmount(order.amount, order.currency, language),
          })}
        </p>
        <Link className="button-link ui-primary-link" to="/repay/repay_detail">
          {t('repay.toDetail')}
        </Link>
      </section>
    );
  }
  if (order.status === 'expired') {
    return (
      <section className="ui-card ui-center" aria-labelledby="rp-expired-title">
        <h2 id="rp-expired-title" className="ui-card-title">
          {t('cashier.expiredTitle')}
        </h2>
        <p role="status">{t('cashier.expiredBody')}</p>
        <Link className="button-link ui-primary-link" to="/repay/cashier">
          {t('cashier.payAgain')}
        </Link>
        <Link className="button-link" to="/repay/repay_detail">
          {t('repay.toDetail')}
        </Link>
      </section>
    );
  }
  if (!status.gaveUp && !status.error) return <Confirming />;
  return (
    <section className="ui-card ui-center">
      <p role="status">{t('cashier.notYet')}</p>
      <Button
        color="primary"
        fill="outline"
        shape="rounded"
        loading={status.isFetching}
        disabled={status.isFetching}
        onClick={check}
      >
        {t('cashier.checkAgain')}
      </Button>
      <Link className="button-link" to="/repay/repay_detail">
        {t('repay.toDetail')}
      </Link>
    </section>
  );
}

function Confirming() {
  const { t } = useRepayI18n();
  return (
    <section className="ui-card ui-center" aria-busy="true">
      <span className="rp-spinner" aria-hidden="true" />
      <p role="status" className="ui-card-title">
        {t('cashier.confirming')}
      </p>
      <p className="ui-muted">{t('cashier.confirmingNote')}</p>
    </section>
  );
}
