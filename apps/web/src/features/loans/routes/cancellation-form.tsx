import '../../../ui/screen.css';
import '../components/loans.css';
import { CANCEL_REASONS, cancelReasonProblem, ERRORS, SUCCESS_MESSAGES, statusesFor } from '@puente/domain';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { useLoansI18n } from '../../../i18n/loans/use-loans-i18n.ts';
import { showToast } from '../../../ui/toast.ts';
import { cancelLoan } from '../api/cancel.ts';
import { LoadProblem } from '../components/load-problem.tsx';
import { NoOrderHere } from '../components/no-order.tsx';
import { SignedIn } from '../components/signed-in.tsx';
import { refreshLatestOrder, useLatestOrder } from '../hooks/use-latest-order.ts';

/** The statuses the server lets a borrower cancel from (the transition table's 'cancelled'). */
const CANCELLABLE: readonly number[] = statusesFor('cancelled');
const REASON_REFUSALS: number[] = [ERRORS.cancelReasonMissing.code, ERRORS.cancelReasonTooMany.code];

/**
 * /cancellation_form: cancel an approved offer (or a failed payout) with exactly one reason, the
 * domain's check before sending and the server's after.
 */
export function CancellationFormRoute() {
  return (
    <SignedIn>
      <Cancellation />
    </SignedIn>
  );
}

function Cancellation() {
  const { t } = useLoansI18n();
  const [params] = useSearchParams();
  const latest = useLatestOrder();
  if (!latest.ready) return <LoadProblem error={latest.error} onRetry={() => void latest.refetch()} />;
  const order = latest.data ?? null;
  const asked = params.get('orderNo');
  if (!order || (asked && asked !== order.orderNo) || !CANCELLABLE.includes(order.status)) {
    return <NoOrderHere order={order} message={t('cancel.nothing')} />;
  }
  return <CancelForm orderNo={order.orderNo} />;
}

function CancelForm({ orderNo }: { orderNo: string }) {
  const { t, language } = useLoansI18n();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  function toggle(value: string, on: boolean) {
    setChosen((current) => (on ? [...current, value] : current.filter((v) => v !== value)));
    setError(undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = cancelReasonProblem(chosen);
    if (problem) {
      setError(ERRORS[problem][language]);
      document.getElementById(`ln-reason-${CANCEL_REASONS[0]?.value}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await cancelLoan(orderNo, chosen);
      showToast(answer.msg || SUCCESS_MESSAGES.cancelled[language]);
      await refreshLatestOrder(client);
      await navigate('/', { replace: true });
    } catch (failure) {
      if (isApiError(failure) && REASON_REFUSALS.includes(failure.code)) setError(failure.message);
      else if (!(isApiError(failure) && failure.handled)) showToast(ERRORS.cancelRefused[language]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="ui-screen" noValidate onSubmit={(event) => void submit(event)}>
      <p className="ln-lead">{t('cancel.lead')}</p>
      <fieldset
        className={error ? 'ui-card ln-fieldset ln-field-invalid' : 'ui-card ln-fieldset'}
        aria-describedby={error ? 'ln-reason-error' : undefined}
      >
        <legend className="ui-card-title">{t('cancel.reasons')}</legend>
        <p className="ln-hint">{t('cancel.chooseOne')}</p>
        {CANCEL_REASONS.map((reason) => (
          <label key={reason.value} className="ui-check">
            <input
              id={`ln-reason-${reason.value}`}
              type="checkbox"
              name="reasons"
              value={reason.value}
              checked={chosen.includes(reason.value)}
              onChange={(event) => toggle(reason.value, event.target.checked)}
            />
            <span>{reason.label[language]}</span>
          </label>
        ))}
        {error ? (
          <p className="ln-error" id="ln-reason-error" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
      <div className="ln-submit">
        <Button
          type="submit"
          color="danger"
          size="large"
          block
          shape="rounded"
          loading={busy}
          disabled={busy}
        >
          {t('cancel.submit')}
        </Button>
      </div>
    </form>
  );
}
