import '../../../ui/screen.css';
import '../components/repay.css';
import { formatAmount, ORDER_STATUS, type OxxoReferenceView, type RepaymentDetailView } from '@puente/domain';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { getOxxoReference } from '../api/oxxo-reference.ts';
import { LoadState } from '../components/load-problem.tsx';
import { NoLoan } from '../components/no-loan.tsx';
import { OxxoVoucher } from '../components/oxxo-voucher.tsx';
import { PaidOff } from '../components/paid-off.tsx';
import { SignedIn } from '../components/signed-in.tsx';
import { useRepayDetail } from '../hooks/use-repay-detail.ts';
import { useRepayOrder } from '../hooks/use-repay-order.ts';
import { dueLine } from '../lib/due-line.ts';
import { OXXO_STORE_LIMIT, oxxoStartAmount } from '../lib/oxxo-amount.ts';
import { amountKeystrokes, readPaymentAmount } from '../lib/payment-amount.ts';
import { withOrderNo } from '../lib/with-order-no.ts';

const OPEN: readonly number[] = [ORDER_STATUS.Repaying, ORDER_STATUS.Overdued];
const AMOUNT_ID = 'rp-oxxo-amount';

/**
 * /repay/repay_oxxo: pay in cash at OXXO. The borrower chooses an amount (what is due now, within
 * the store limit, to start with) and gets a reference with its barcode; a refusal of the service
 * (minimum, step, more than owed, store limit) is shown by the field. With ?extensionId= the
 * reference pays a waiting extension's fee, whose amount the service sets: there is no field.
 * JsBarcode loads with this screen only.
 */
export function RepayOxxoRoute() {
  return (
    <SignedIn>
      <RepayOxxo />
    </SignedIn>
  );
}

function RepayOxxo() {
  const order = useRepayOrder(OPEN);
  if (order.state === 'loading') return <LoadState error={order.error} onRetry={order.retry} />;
  if (order.state === 'none') return <NoLoan order={order.order} />;
  return <OxxoOf orderNo={order.orderNo} />;
}

function OxxoOf({ orderNo }: { orderNo: string }) {
  const detail = useRepayDetail(orderNo);
  if (!detail.data) return <LoadState error={detail.error} onRetry={() => void detail.refetch()} />;
  if (detail.data.paidOff) return <PaidOff detail={detail.data} />;
  return <CashPayment detail={detail.data} />;
}

function CashPayment({ detail }: { detail: RepaymentDetailView }) {
  const { t, language } = useRepayI18n();
  const extensionId = useSearchParams()[0].get('extensionId') ?? undefined;
  const [storeLimit, setStoreLimit] = useState(OXXO_STORE_LIMIT);
  const [amount, setAmount] = useState(() => oxxoStartAmount(detail, OXXO_STORE_LIMIT));
  const [error, setError] = useState<string>();
  const [voucher, setVoucher] = useState<OxxoReferenceView>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = extensionId ? undefined : readPaymentAmount(amount, getAppIdentity().market.id, language);
    if (chosen && !chosen.ok) {
      setError(chosen.message ?? t('oxxo.amountMissing'));
      document.getElementById(AMOUNT_ID)?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const answer = await getOxxoReference(
        detail.orderNo,
        chosen ? { amount: chosen.amount } : { extensionId: extensionId as string },
      );
      setVoucher(answer.data);
      setStoreLimit(answer.data.storeLimit);
    } catch (failure) {
      // A network failure or a lost session was already told to the borrower.
      if (isApiError(failure) && failure.handled) return;
      setVoucher(undefined);
      setError(failure instanceof Error && failure.message ? failure.message : t('api.requestFailed'));
      document.getElementById(AMOUNT_ID)?.focus();
    } finally {
      setBusy(false);
    }
  }

  const described = [`${AMOUNT_ID}-hint`, error ? `${AMOUNT_ID}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="ui-screen">
      <p className="rp-lead">{t('oxxo.lead')}</p>
      <form className="ui-card" noValidate onSubmit={(event) => void submit(event)}>
        {extensionId ? (
          <>
            <p>{t('oxxo.extensionLead')}</p>
            {error ? (
              <p className="rp-error" role="alert">
                {error}
              </p>
            ) : null}
          </>
        ) : (
          <div className={error ? 'rp-field rp-field-invalid' : 'rp-field'}>
            <label className="rp-field-label" htmlFor={AMOUNT_ID}>
              {t('oxxo.amount')}
            </label>
            <input
              id={AMOUNT_ID}
              name="amount"
              className="rp-input"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => {
                setAmount(amountKeystrokes(event.target.value));
                setError(undefined);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
            />
            <p className="rp-hint" id={`${AMOUNT_ID}-hint`}>
              {t('oxxo.amountHint', {
                due: dueLine(detail, t, language),
                limit: formatAmount(storeLimit, detail.currency, language, { whole: true }),
              })}
            </p>
            {error ? (
              <p className="rp-error" id={`${AMOUNT_ID}-error`} role="alert">
                {error}
              </p>
            ) : null}
          </div>
        )}
        <SubmitButton busy={busy}>{t('oxxo.submit')}</SubmitButton>
      </form>
      {voucher ? <OxxoVoucher voucher={voucher} /> : null}
      <Link className="ui-link" to={withOrderNo('/repay/repay_detail', detail.orderNo)}>
        {t('repay.toDetail')}
      </Link>
    </div>
  );
}
