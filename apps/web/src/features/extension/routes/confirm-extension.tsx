import '../../../ui/screen.css';
import '../components/extension.css';
import type { ExtensionDataView, ExtensionOrderView } from '@puente/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { useExtensionI18n } from '../../../i18n/extension/use-extension-i18n.ts';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { confirmExtension } from '../api/confirm-extension.ts';
import { ExtensionFacts } from '../components/extension-facts.tsx';
import { ExtensionStatus } from '../components/extension-status.tsx';
import { LoadState } from '../components/load-state.tsx';
import { OrderGate } from '../components/order-gate.tsx';
import { Unavailable } from '../components/unavailable.tsx';
import { useExtensionData } from '../hooks/use-extension-data.ts';
import { EXTENSION_ROUTES, pathWith } from '../lib/extension-paths.ts';

const AGREE_ID = 'ex-agree';

/**
 * /repay/confirm_exhibition?orderNo=…: the borrower accepts the renewal agreement and asks for the
 * extension; then pays its fee through the market's channels while the screen waits for it to be
 * credited, and says when the extension is applied (or expired). An extension already asked for
 * opens straight at its fee.
 */
export function ConfirmExtensionRoute() {
  return <OrderGate>{(orderNo) => <ConfirmOf orderNo={orderNo} />}</OrderGate>;
}

function ConfirmOf({ orderNo }: { orderNo: string }) {
  const data = useExtensionData(orderNo);
  const [asked, setAsked] = useState<ExtensionOrderView>();
  const extension = asked ?? data.data?.pending;
  if (extension) return <ExtensionStatus key={extension.extensionId} start={extension} />;
  if (!data.data) return <LoadState error={data.error} onRetry={() => void data.refetch()} />;
  if (!data.data.available) return <Unavailable data={data.data} />;
  return <AcceptForm data={data.data} onAsked={setAsked} />;
}

function AcceptForm({
  data,
  onAsked,
}: {
  data: ExtensionDataView;
  onAsked: (extension: ExtensionOrderView) => void;
}) {
  const { t } = useExtensionI18n();
  const [agree, setAgree] = useState(false);
  const [agreeError, setAgreeError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function ask(event: FormEvent) {
    event.preventDefault();
    setRefusal(undefined);
    if (!agree) {
      setAgreeError(t('confirm.mustAccept'));
      document.getElementById(AGREE_ID)?.focus();
      return;
    }
    setBusy(true);
    try {
      onAsked((await confirmExtension(data.orderNo, agree)).data);
    } catch (failure) {
      setBusy(false);
      // A network failure or a lost session was already told to the borrower.
      if (isApiError(failure) && failure.handled) return;
      setRefusal(failure instanceof Error && failure.message ? failure.message : t('api.requestFailed'));
    }
  }

  return (
    <div className="ui-screen">
      <form
        className="ui-card"
        noValidate
        onSubmit={(event) => void ask(event)}
        aria-labelledby="ex-ask-title"
      >
        <h2 id="ex-ask-title" className="ui-card-title">
          {t('confirm.title')}
        </h2>
        <p className="ex-lead">{t('detail.lead', { days: data.days })}</p>
        <ExtensionFacts data={data} />
        <Link className="ui-link" to={pathWith(EXTENSION_ROUTES.agreement, { orderNo: data.orderNo })}>
          {t('detail.readAgreement')}
        </Link>
        <div className="ex-field">
          <label className="ui-check">
            <input
              id={AGREE_ID}
              type="checkbox"
              checked={agree}
              onChange={(event) => {
                setAgree(event.target.checked);
                if (event.target.checked) setAgreeError(undefined);
              }}
              aria-invalid={agreeError ? true : undefined}
              aria-describedby={agreeError ? `${AGREE_ID}-error` : undefined}
            />
            <span>{t('confirm.accept')}</span>
          </label>
          {agreeError ? (
            <p className="ex-error" id={`${AGREE_ID}-error`} role="alert">
              {agreeError}
            </p>
          ) : null}
        </div>
        <SubmitButton busy={busy}>{t('confirm.submit')}</SubmitButton>
        {refusal ? (
          <p className="ex-error" role="alert">
            {refusal}
          </p>
        ) : null}
      </form>
      <Link className="ui-link" to={pathWith(EXTENSION_ROUTES.repayDetail, { orderNo: data.orderNo })}>
        {t('ext.toDetail')}
      </Link>
    </div>
  );
}
