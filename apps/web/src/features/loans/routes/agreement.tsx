import '../../../ui/screen.css';
import '../components/loans.css';
import { formatInstant, ORDER_STATUS } from '@puente/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useLoansI18n } from '../../../i18n/loans/use-loans-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { getAgreement } from '../api/agreement.ts';
import { LoadProblem } from '../components/load-problem.tsx';
import { NoOrderHere } from '../components/no-order.tsx';
import { SignedIn } from '../components/signed-in.tsx';
import { useLatestOrder } from '../hooks/use-latest-order.ts';

/** Orders whose agreement is not signed yet: the offer's text; every later one has a signed copy. */
const UNSIGNED: readonly number[] = [ORDER_STATUS.Applying, ORDER_STATUS.Confirm];

/**
 * /borrow/agreement: the loan agreement, readable on a phone. `?orderNo=` names the order (the
 * confirm screen and the agreement list pass it; `signed=1` asks for the signed copy); without it,
 * the latest order's.
 */
export function AgreementRoute() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  return (
    <SignedIn>
      {orderNo ? (
        <AgreementText orderNo={orderNo} signed={params.get('signed') === '1'} />
      ) : (
        <LatestAgreement />
      )}
    </SignedIn>
  );
}

function LatestAgreement() {
  const { t } = useLoansI18n();
  const latest = useLatestOrder();
  if (!latest.ready) return <LoadProblem error={latest.error} onRetry={() => void latest.refetch()} />;
  const order = latest.data ?? null;
  if (!order || order.status === ORDER_STATUS.Applying)
    return <NoOrderHere order={order} message={t('agreement.none')} />;
  return <AgreementText orderNo={order.orderNo} signed={!UNSIGNED.includes(order.status)} />;
}

function AgreementText({ orderNo, signed }: { orderNo: string; signed: boolean }) {
  const { t, language } = useLoansI18n();
  const { currency } = getAppIdentity().market;
  const agreement = useQuery({
    queryKey: ['loans', 'agreement', orderNo, signed, language],
    queryFn: async () => (await getAgreement(orderNo, signed)).data,
  });
  if (!agreement.data)
    return <LoadProblem error={agreement.error} onRetry={() => void agreement.refetch()} />;
  const { title, text, version, sha256, signedAt } = agreement.data;
  return (
    <article className="ui-card ln-agreement" aria-labelledby="ln-agreement-title">
      <h2 id="ln-agreement-title" className="ui-card-title">
        {title}
      </h2>
      <p className="ui-muted">
        {agreement.data.signed && signedAt
          ? t('agreement.signedOn', { version, time: formatInstant(signedAt, currency, language) })
          : t('agreement.version', { version })}
      </p>
      <div className="ln-agreement-text">
        {text.split(/\n\s*\n/).map((paragraph, index) => (
          // The text is fixed once generated: a paragraph's place is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no id of their own.
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <p className="ln-hash">{t('agreement.fingerprint', { sha256 })}</p>
    </article>
  );
}
