import { formatAmount, GATEWAYS, type RepaymentDetailView } from '@puente/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { type Gateway, getCashierCheckout } from '../api/cashier-checkout.ts';
import { dueLine } from '../lib/due-line.ts';
import { leaveFor } from '../lib/leave-for.ts';
import { oxxoStartAmount } from '../lib/oxxo-amount.ts';
import { readPaymentAmount } from '../lib/payment-amount.ts';
import { withOrderNo } from '../lib/with-order-no.ts';
import { TextInputField } from './text-input-field.tsx';

const AMOUNT_ID = 'rp-cashier-amount';
const ERROR_ID = 'rp-cashier-error';

/** The gateways' names: brands, the same in every language. */
const GATEWAY_NAMES: Record<Gateway, string> = { paystack: 'Paystack', flutterwave: 'Flutterwave' };

/**
 * The gateways the service offers, preferred first (the cashier channel names them, decision 052);
 * both from a service that does not name them.
 */
function offeredGateways(detail: RepaymentDetailView): readonly Gateway[] {
  return detail.channels.find((channel) => channel.channelId === 'cashier')?.gateways ?? GATEWAYS;
}

/**
 * Choose the gateway (when more than one is offered) and the amount (what is due now, to start with;
 * none for an extension's fee, whose total the server sets), then go to the gateway's checkout. The service's refusal (minimum,
 * step, more than owed) is shown next to the field.
 */
export function CashierForm({ detail, extensionId }: { detail: RepaymentDetailView; extensionId?: string }) {
  const { t, language } = useRepayI18n();
  const gateways = offeredGateways(detail);
  const [gateway, setGateway] = useState<Gateway>(gateways[0] ?? 'paystack');
  // The checkout takes any amount: the start amount is only capped by what is owed.
  const [amount, setAmount] = useState(() => oxxoStartAmount(detail, Number.POSITIVE_INFINITY));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const whole = (value: number) => formatAmount(value, detail.currency, language, { whole: true });

  function refuse(message: string) {
    setError(message);
    document.getElementById(extensionId ? ERROR_ID : AMOUNT_ID)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = extensionId ? undefined : readPaymentAmount(amount, getAppIdentity().market.id, language);
    if (chosen && !chosen.ok) {
      refuse(chosen.message ?? t('cashier.amountMissing'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const answer = await getCashierCheckout(
        gateway,
        chosen
          ? { orderNo: detail.orderNo, amount: chosen.amount }
          : { orderNo: detail.orderNo, extensionId: extensionId as string },
      );
      if (leaveFor(answer.data.checkoutUrl)) setLeaving(true);
      else refuse(t('cashier.badCheckout'));
    } catch (failure) {
      // A network failure or a lost session was already told to the borrower.
      if (isApiError(failure) && failure.handled) return;
      refuse(failure instanceof Error && failure.message ? failure.message : t('api.requestFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="ui-screen">
      <p className="rp-lead">{extensionId ? t('cashier.extensionLead') : t('cashier.lead')}</p>
      <form className="ui-card" noValidate onSubmit={(event) => void submit(event)}>
        {gateways.length > 1 ? (
          <fieldset className="rp-choices">
            <legend className="rp-field-label">{t('cashier.gateway')}</legend>
            {gateways.map((id) => (
              <label key={id} className="rp-choice">
                <input
                  type="radio"
                  name="gateway"
                  value={id}
                  checked={gateway === id}
                  onChange={() => setGateway(id)}
                />
                <span>{GATEWAY_NAMES[id]}</span>
              </label>
            ))}
          </fieldset>
        ) : (
          <p className="ui-muted">{t('cashier.oneGateway', { gateway: GATEWAY_NAMES[gateway] })}</p>
        )}
        {extensionId ? null : (
          <TextInputField
            id={AMOUNT_ID}
            label={t('cashier.amount')}
            hint={t('cashier.amountHint', {
              due: dueLine(detail, t, language),
              min: whole(detail.rules.minAmount),
              step: whole(detail.rules.step),
            })}
            error={error}
            amount
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setError(undefined);
            }}
          />
        )}
        {extensionId && error ? (
          <p className="rp-error" id={ERROR_ID} role="alert" tabIndex={-1}>
            {error}
          </p>
        ) : null}
        <SubmitButton busy={busy || leaving}>{t('cashier.submit')}</SubmitButton>
        <p role="status" className="ui-muted">
          {leaving ? t('cashier.leaving') : ''}
        </p>
      </form>
      <p className="ui-muted">{t('repay.reflected')}</p>
      <Link className="ui-link" to={withOrderNo('/repay/repay_detail', detail.orderNo)}>
        {t('repay.toDetail')}
      </Link>
    </div>
  );
}
