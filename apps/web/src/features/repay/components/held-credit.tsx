import { type CreditReturnView, formatAmount, type HeldCreditView } from '@puente/domain';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { toastApiError } from '../../../api/client.ts';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { payWithCredit, sendCreditBack } from '../api/held-credit.ts';
import { useCreditMoved, useHeldCredit } from '../hooks/use-held-credit.ts';

/**
 * Money the borrower sent with nowhere to go (paid beyond the debt, or after the loan was paid off),
 * held for them (decision 032): how much, and the two things they can do with it: have it sent back
 * to their bank account (after saying where), or use it to pay their loan (the one being repaid, or
 * the next one when its money is sent). Shown only when there is credit held or a return on its way.
 */
export function HeldCredit() {
  const credit = useHeldCredit();
  // What the last move did stays said once nothing is held any more (the credit paid the loan).
  const [notice, setNotice] = useState<string>();
  const view = credit.data;
  const onItsWay = view?.returns.find((r) => r.status === 'sending');
  if (!view || (view.amount <= 0 && !onItsWay && !notice)) return null;
  return <HeldCreditCard view={view} onItsWay={onItsWay} notice={notice} setNotice={setNotice} />;
}

function HeldCreditCard(props: {
  view: HeldCreditView;
  onItsWay?: CreditReturnView;
  notice?: string;
  setNotice(notice: string | undefined): void;
}) {
  const { view, onItsWay, notice, setNotice } = props;
  const { t, language } = useRepayI18n();
  const moved = useCreditMoved();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const money = (amount: number) => formatAmount(amount, view.currency, language);
  const held = view.amount > 0;
  const failed = view.returns[0]?.status === 'failed' ? view.returns[0] : undefined;

  async function act(move: () => Promise<string | undefined>) {
    setBusy(true);
    try {
      setNotice(await move());
      setConfirming(false);
      await moved();
    } catch (error) {
      toastApiError(error);
    } finally {
      setBusy(false);
    }
  }

  const sendBack = () =>
    act(async () => {
      await sendCreditBack();
      return undefined;
    });
  const payLoan = () =>
    act(async () => {
      const { data } = await payWithCredit();
      return data.applied > 0 && data.orderNo
        ? t('credit.applied', { amount: money(data.applied), orderNo: data.orderNo })
        : undefined;
    });

  return (
    <section className="ui-card rp-credit" aria-labelledby="rp-credit-title">
      <h2 id="rp-credit-title" className="rp-label">
        {t('credit.title')}
      </h2>
      {held ? (
        <>
          <p className="rp-amount">{money(view.amount)}</p>
          <p className="ui-muted">{t('credit.body')}</p>
        </>
      ) : null}
      {notice ? (
        <p className="rp-note" role="status">
          {notice}
        </p>
      ) : null}
      {onItsWay ? (
        <p className="rp-note" role="status">
          {t('credit.onItsWay', {
            amount: money(onItsWay.amount),
            bank: onItsWay.bankName,
            ending: onItsWay.accountEnding,
          })}
        </p>
      ) : null}
      {held && failed ? (
        <p className="rp-warning" role="alert">
          {t('credit.returnFailed', { reason: failed.failureReason ?? '' })}
        </p>
      ) : null}
      {held && view.applyToNextLoan && !view.openOrderNo ? (
        <p className="ui-muted">{t('credit.nextLoanChosen')}</p>
      ) : null}
      {held && confirming && view.account ? (
        <div className="rp-credit-confirm">
          <p>
            {t('credit.confirm', {
              amount: money(view.amount),
              bank: view.account.bankName,
              ending: view.account.accountEnding,
            })}
          </p>
          <Button color="primary" block shape="rounded" loading={busy} disabled={busy} onClick={sendBack}>
            {t('credit.confirmSend')}
          </Button>
          <Button fill="none" block disabled={busy} onClick={() => setConfirming(false)}>
            {t('credit.cancel')}
          </Button>
        </div>
      ) : held ? (
        <div className="rp-credit-actions">
          {view.account ? (
            <Button color="primary" block shape="rounded" disabled={busy} onClick={() => setConfirming(true)}>
              {t('credit.sendBack')}
            </Button>
          ) : (
            <p className="ui-muted">{t('credit.noAccount')}</p>
          )}
          {view.openOrderNo ? (
            <Button fill="outline" color="primary" block shape="rounded" disabled={busy} onClick={payLoan}>
              {t('credit.useNow')}
            </Button>
          ) : view.applyToNextLoan ? null : (
            <Button fill="outline" color="primary" block shape="rounded" disabled={busy} onClick={payLoan}>
              {t('credit.useNext')}
            </Button>
          )}
        </div>
      ) : null}
    </section>
  );
}
