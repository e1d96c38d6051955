import '../../../ui/screen.css';
import '../components/help.css';
import { aboutUsFor, PRIVACY_POLICY_PATH, TERMS_PATH } from '@puente/domain/content';
import { useMemo } from 'react';
import { useHelpI18n } from '../../../i18n/help/use-help-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { LinkList } from '../../../ui/link-list.tsx';
import { LegalDocumentView } from '../components/legal-document.tsx';

/** /user_center/about_us: what Puente is and how it works, then the privacy policy and the terms. */
export function AboutUsRoute() {
  const { t, language } = useHelpI18n();
  const { market } = getAppIdentity();
  const document = useMemo(() => aboutUsFor(market.id, language), [market.id, language]);
  return (
    <LegalDocumentView document={document} showVersion={false}>
      <LinkList
        label={t('about.readMore')}
        items={[
          { to: PRIVACY_POLICY_PATH, label: t('route.provicy') },
          { to: TERMS_PATH, label: t('route.termsCondition') },
        ]}
      />
    </LegalDocumentView>
  );
}
