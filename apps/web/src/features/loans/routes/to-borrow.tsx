import { errorMessage, formatAmount } from '@puente/domain';
import '../../../ui/screen.css';
import '../components/loans.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useIdentityChecksOffered, useNativeAppRefusal } from '../../../api/app-policy.ts';
import { toastApiError } from '../../../api/client.ts';
import { useLoansI18n } from '../../../i18n/loans/use-loans-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';
import { LoadState } from '../../../ui/load-state.tsx';
import { NativeAppNotice } from '../../../ui/native-app-notice.tsx';
import { showToast } from '../../../ui/toast.ts';
import { applyForLoan } from '../api/apply.ts';
import { getProducts, getStepAmounts } from '../api/products.ts';
import { KeyFacts } from '../components/key-facts.tsx';
import { refreshLatestOrder } from '../hooks/use-latest-order.ts';
import { previewQuote } from '../lib/preview-quote.ts';

/**
 * /borrow/to_borrow: choose a product and an amount (the steps the service offers, up to the
 * borrower's limit), see the key facts move with them, apply.
 */
export function ToBorrowRoute() {
  const { t, language } = useLoansI18n();
  const { market } = getAppIdentity();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  // Asked for once the opening text has painted: sealing and sending a call in the same task would
  // hold that paint back, and the answer cannot arrive within one frame anyway.
  const painted = useAfterFirstPaint();
  const products = useQuery({
    queryKey: ['loans', 'products'],
    queryFn: async () => (await getProducts()).data.products,
    enabled: painted,
  });
  const [chosenId, setChosenId] = useState(params.get('productId') ?? '');
  const product = products.data?.find((p) => p.productId === chosenId) ?? products.data?.[0];
  const steps = useQuery({
    queryKey: ['loans', 'stepAmounts', product?.productId],
    queryFn: async () => (await getStepAmounts(product?.productId ?? '')).data,
    enabled: Boolean(product),
  });
  const [chosenAmount, setChosenAmount] = useState<number>();
  const amounts = steps.data?.amounts ?? [];
  const amount = chosenAmount !== undefined && amounts.includes(chosenAmount) ? chosenAmount : amounts.at(-1);
  const [busy, setBusy] = useState(false);
  const nativeRefusal = useNativeAppRefusal('apply');
  const identityChecked = useIdentityChecksOffered() !== false;

  // The opening text needs no data: it is up at once and stays the same element while the
  // products load, so the screen reads from its first paint.
  const withLead = (content: ReactNode) => (
    <div className="ui-screen">
      <p className="ln-lead">{t('apply.lead')}</p>
      {content}
    </div>
  );
  if (!products.data)
    return withLead(
      <LoadState
        loadingLabel={t('app.loading')}
        error={products.error}
        onRetry={() => void products.refetch()}
        retryLabel={t('loans.retry')}
      />,
    );
  if (!product) return withLead(<p className="ui-card ui-center">{t('apply.noProducts')}</p>);
  const currency = product.currency;
  const money = (value: number) => formatAmount(value, currency, language, { whole: true });
  const preview = previewQuote(market, product, amount);

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (!product || amount === undefined) return;
    if (nativeRefusal) return void showToast(errorMessage(nativeRefusal, language));
    setBusy(true);
    try {
      const answer = await applyForLoan(product.productId, amount);
      showToast(answer.msg || t('apply.submitted'));
      await refreshLatestOrder(client);
      await navigate('/auth/review_tips?pageName=confirmBorrow');
    } catch (error) {
      toastApiError(error);
    } finally {
      setBusy(false);
    }
  }

  return withLead(
    <form className="ui-screen" noValidate onSubmit={(event) => void apply(event)}>
      <fieldset className="ui-card ln-fieldset">
        <legend className="ui-card-title">{t('apply.product')}</legend>
        {products.data.map((option) => (
          <label key={option.productId} className="ui-check ln-choice">
            <input
              type="radio"
              name="productId"
              value={option.productId}
              checked={option.productId === product.productId}
              onChange={() => setChosenId(option.productId)}
            />
            <span>
              <strong>{option.name}</strong>
              <span className="ui-muted">
                {t('apply.productLine', {
                  min: money(option.minAmount),
                  max: money(option.maxAmount),
                  days: option.tenorDays,
                  phases: option.phases,
                })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="ui-card ln-field">
        <label className="ln-label" htmlFor="ln-amount">
          {t('apply.amount')}
        </label>
        <select
          id="ln-amount"
          className="ln-input"
          value={amount ?? ''}
          disabled={amounts.length === 0}
          onChange={(event) => setChosenAmount(Number(event.target.value))}
          aria-describedby="ln-amount-hint"
        >
          {amounts.map((value) => (
            <option key={value} value={value}>
              {money(value)}
            </option>
          ))}
        </select>
        <p className="ln-hint" id="ln-amount-hint">
          {steps.data
            ? amounts.length > 0
              ? t('apply.quota', { quota: money(steps.data.quota) })
              : t('apply.quotaTooLow', { quota: money(steps.data.quota), min: money(product.minAmount) })
            : t('app.loading')}
        </p>
      </div>
      {preview ? (
        <KeyFacts
          quote={preview}
          title={t('apply.preview')}
          note={<p className="ui-muted">{t('apply.previewNote')}</p>}
        />
      ) : null}
      {nativeRefusal ? <NativeAppNotice refusal={nativeRefusal} route="/borrow/to_borrow" /> : null}
      {identityChecked ? null : (
        <p className="ui-card" id="ln-no-identity-checks">
          {t('apply.identityChecksUnavailable')}
        </p>
      )}
      <div className="ln-submit">
        <Button
          type="submit"
          color="primary"
          size="large"
          block
          shape="rounded"
          loading={busy}
          disabled={busy || amount === undefined || !identityChecked}
          aria-describedby={identityChecked ? undefined : 'ln-no-identity-checks'}
        >
          {t('apply.submit')}
        </Button>
      </div>
    </form>,
  );
}
