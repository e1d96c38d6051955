import '../../../ui/screen.css';
import '../components/repay.css';
import { ERRORS } from '@puente/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { getPortalDetail } from '../api/portal.ts';
import { LoadState } from '../components/load-problem.tsx';
import { PortalPayment } from '../components/portal-payment.tsx';

/**
 * /portal/repayment?payOrderId=… (no login): pay a loan from a payment link, for the borrower or
 * anyone paying for them. It shows what the link's pay order needs and nothing personal; a wrong,
 * paid or expired link shows only the service's message.
 */
export function PortalRepaymentRoute() {
  const { language } = useRepayI18n();
  const [params] = useSearchParams();
  const payOrderId = params.get('payOrderId')?.trim() ?? '';
  // The service's own answer to an empty pay order, without asking it.
  if (!payOrderId) return <LinkRefused message={ERRORS.payOrderMissing[language]} />;
  return <PortalOf payOrderId={payOrderId} />;
}

function PortalOf({ payOrderId }: { payOrderId: string }) {
  const { t } = useRepayI18n();
  const detail = useQuery({
    queryKey: ['portal', 'detail', payOrderId],
    queryFn: async () => (await getPortalDetail(payOrderId)).data,
  });
  const failure = detail.error;
  // A refusal of the link itself: its message and nothing else (no retry would change it).
  if (isApiError(failure) && !failure.handled) return <LinkRefused message={failure.message} />;
  if (!detail.data) return <LoadState error={failure} onRetry={() => void detail.refetch()} />;
  if (detail.data.status === 'paid') return <LinkRefused message={t('portal.paid')} />;
  if (detail.data.status === 'expired') return <LinkRefused message={t('portal.expired')} />;
  return <PortalPayment view={detail.data} />;
}

function LinkRefused({ message }: { message: string }) {
  return (
    <section className="ui-card ui-center" role="alert">
      <p>{message || ERRORS.payOrderMissing.en}</p>
    </section>
  );
}
