import '../components/onboarding.css';
import type { ConsentAnswer, IdentityStatus } from '@puente/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { getConsent } from '../api/get-consent.ts';
import { getIdentity } from '../api/get-identity.ts';
import { ConsentPanel } from '../components/consent-panel.tsx';
import { IdentityPhotos } from '../components/identity-photos.tsx';
import { LoadProblem } from '../components/load-problem.tsx';
import { StepHeader } from '../components/step-header.tsx';

const CONSENT_KEY = ['consent'];
const IDENTITY_KEY = ['identity'];

/** Consent is asked again when never given, or when the text the borrower saw has changed. */
const needsConsent = (consent: ConsentAnswer) =>
  !consent.consented || consent.textVersion !== consent.currentTextVersion;

/** /auth/id_card_authentication: step 2, consent to data collection, then ID and face photos. */
export function IdCardRoute() {
  const { t } = useOnboardingI18n();
  const queryClient = useQueryClient();
  const consent = useQuery({ queryKey: CONSENT_KEY, queryFn: async () => (await getConsent()).data });
  const identity = useQuery({
    queryKey: IDENTITY_KEY,
    queryFn: async () => (await getIdentity()).data,
    refetchOnMount: 'always',
  });
  const asksConsent = consent.data ? needsConsent(consent.data) : false;

  return (
    <div className="ob">
      <StepHeader step="identity" lead={asksConsent ? t('consent.lead') : t('identity.lead')} />
      {consent.data && identity.data ? (
        asksConsent ? (
          <ConsentPanel onDone={(answer) => queryClient.setQueryData(CONSENT_KEY, answer)} />
        ) : (
          <IdentityPhotos
            status={identity.data}
            onStatus={(status: IdentityStatus) => queryClient.setQueryData(IDENTITY_KEY, status)}
          />
        )
      ) : (
        <LoadProblem
          error={consent.error ?? identity.error}
          onRetry={() => {
            void consent.refetch();
            void identity.refetch();
          }}
        />
      )}
    </div>
  );
}
