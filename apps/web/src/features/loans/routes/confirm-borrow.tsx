import '../../../ui/screen.css';
import '../components/loans.css';
import { ERRORS, formatInstant, ORDER_STATUS, type OrderView } from '@puente/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { toastApiError } from '../../../api/client.ts';
import { useLoansI18n } from '../../../i18n/loans/use-loans-i18n.ts';
import { useRewardsI18n } from '../../../i18n/rewards/use-rewards-i18n.ts';
import { serviceNow } from '../../../lib/service-clock.ts';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { showToast } from '../../../ui/toast.ts';
import { requestMoney } from '../api/money.ts';
import { getOrderQuote } from '../api/products.ts';
import { signLoan } from '../api/sign.ts';
import { CODE_FIELD_ID, CodeField } from '../components/code-field.tsx';
import { CouponPicker } from '../components/coupon-picker.tsx';
import { KeyFacts } from '../components/key-facts.tsx';
import { LoadProblem } from '../components/load-problem.tsx';
import { NoOrderHere } from '../components/no-order.tsx';
import { SignedIn } from '../components/signed-in.tsx';
import { refreshLatestOrder, useLatestOrder } from '../hooks/use-latest-order.ts';

const CODE_REFUSALS: number[] = [
  ERRORS.codeEmpty.code,
  ERRORS.codeInvalid.code,
  ERRORS.codeExpired.code,
  ERRORS.codeLocked.code,
];

/**
 * /borrow/confirm_borrow: the approved offer's key facts, before anything is signed; then the
 * agreement, the tick box and the SMS code sign it (14 → 18), and "Get money" asks for the payout.
 */
export function ConfirmBorrowRoute() {
  return (
    <SignedIn>
      <ConfirmBorrow />
    </SignedIn>
  );
}

function ConfirmBorrow() {
  const { t } = useLoansI18n();
  const latest = useLatestOrder();
  const [expired, setExpired] = useState(false);
  if (!latest.ready) return <LoadProblem error={latest.error} onRetry={() => void latest.refetch()} />;
  const order = latest.data ?? null;
  const offerOver = order?.offerExpiresAt ? Date.parse(order.offerExpiresAt) <= serviceNow() : false;
  if (expired || offerOver) return <Expired />;
  if (order?.status === ORDER_STATUS.Confirm || order?.status === ORDER_STATUS.getMoney) {
    return <Offer order={order} onExpired={() => setExpired(true)} />;
  }
  return <NoOrderHere order={order} message={t('confirm.nothing')} />;
}

function Expired() {
  const { language, t } = useLoansI18n();
  return (
    <section className="ui-card ui-center" role="alert">
      <p>{ERRORS.offerExpired[language]}</p>
      <Link className="button-link" to="/">
        {t('app.backHome')}
      </Link>
    </section>
  );
}

function Offer({ order, onExpired }: { order: OrderView; onExpired: () => void }) {
  const { t, language } = useLoansI18n();
  const rewards = useRewardsI18n();
  const client = useQueryClient();
  const quoteKey = ['loans', 'quote', order.orderNo];
  const quote = useQuery({
    queryKey: quoteKey,
    queryFn: async () => (await getOrderQuote(order.orderNo)).data.quote,
  });
  const signed = order.status === ORDER_STATUS.getMoney;
  return (
    <div className="ui-screen">
      {order.offerExpiresAt ? (
        <p className="ln-note">
          {t('confirm.validUntil', { time: formatInstant(order.offerExpiresAt, order.currency, language) })}
        </p>
      ) : null}
      {quote.data ? (
        <KeyFacts quote={quote.data} title={t('facts.title')} couponLabel={rewards.t('coupon.line')} />
      ) : (
        <LoadProblem error={quote.error} onRetry={() => void quote.refetch()} />
      )}
      {quote.data && !signed ? (
        <CouponPicker
          orderNo={order.orderNo}
          quote={quote.data}
          onQuote={(next) => client.setQueryData(quoteKey, next)}
        />
      ) : null}
      <Link
        className="ui-link"
        to={`/borrow/agreement?orderNo=${encodeURIComponent(order.orderNo)}${signed ? '&signed=1' : ''}`}
      >
        {t('confirm.readAgreement')}
      </Link>
      {quote.data ? (
        signed ? (
          <GetMoney order={order} onExpired={onExpired} />
        ) : (
          <SignForm order={order} onExpired={onExpired} />
        )
      ) : null}
      <Link
        className="ui-link ln-quiet-link"
        to={`/cancellation_form?orderNo=${encodeURIComponent(order.orderNo)}`}
      >
        {t('confirm.cancel')}
      </Link>
    </div>
  );
}

function SignForm({ order, onExpired }: { order: OrderView; onExpired: () => void }) {
  const { t, language } = useLoansI18n();
  const client = useQueryClient();
  const [agree, setAgree] = useState(false);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ agree?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);

  async function sign(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!agree) found.agree = ERRORS.agreementNotAccepted[language];
    if (code.trim() === '') found.code = ERRORS.codeEmpty[language];
    setErrors(found);
    if (found.agree) return document.getElementById('ln-agree')?.focus();
    if (found.code) return document.getElementById(CODE_FIELD_ID)?.focus();
    setBusy(true);
    try {
      await signLoan(order.orderNo, code, agree);
      showToast(t('sign.signed'));
      await refreshLatestOrder(client);
    } catch (error) {
      if (isApiError(error) && error.code === ERRORS.offerExpired.code) onExpired();
      else if (isApiError(error) && error.code === ERRORS.agreementNotAccepted.code)
        setErrors({ agree: error.message });
      else if (isApiError(error) && CODE_REFUSALS.includes(error.code)) setErrors({ code: error.message });
      else toastApiError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="ui-card ln-sign" noValidate onSubmit={(event) => void sign(event)}>
      <h2 className="ui-card-title">{t('sign.title')}</h2>
      <div className={errors.agree ? 'ln-field ln-field-invalid' : 'ln-field'}>
        <label className="ui-check">
          <input
            id="ln-agree"
            type="checkbox"
            checked={agree}
            onChange={(event) => {
              setAgree(event.target.checked);
              if (event.target.checked) setErrors(({ agree: _, ...rest }) => rest);
            }}
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? 'ln-agree-error' : undefined}
          />
          <span>{t('sign.agree')}</span>
        </label>
        {errors.agree ? (
          <p className="ln-error" id="ln-agree-error">
            {errors.agree}
          </p>
        ) : null}
      </div>
      <CodeField orderNo={order.orderNo} value={code} onChange={setCode} error={errors.code} />
      <SubmitButton busy={busy}>{t('sign.submit')}</SubmitButton>
    </form>
  );
}

function GetMoney({ order, onExpired }: { order: OrderView; onExpired: () => void }) {
  const { t } = useLoansI18n();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function getMoney() {
    setBusy(true);
    try {
      await requestMoney(order.orderNo);
      await refreshLatestOrder(client);
      await navigate('/finish_loading');
    } catch (error) {
      if (isApiError(error) && error.code === ERRORS.offerExpired.code) onExpired();
      else toastApiError(error);
      setBusy(false);
    }
  }

  return (
    <section className="ui-card ln-sign" aria-labelledby="ln-get-money-title">
      <h2 id="ln-get-money-title" className="ui-card-title">
        {t('sign.signedTitle')}
      </h2>
      <p>{t('sign.signedBody')}</p>
      <Button
        color="primary"
        size="large"
        block
        shape="rounded"
        loading={busy}
        disabled={busy}
        onClick={() => void getMoney()}
      >
        {t('money.get')}
      </Button>
    </section>
  );
}
