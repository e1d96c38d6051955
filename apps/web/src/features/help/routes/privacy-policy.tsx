import '../../../ui/screen.css';
import '../components/help.css';
import { privacyPolicyFor } from '@puente/domain/content';
import { useMemo } from 'react';
import { useHelpI18n } from '../../../i18n/help/use-help-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { LegalDocumentView } from '../components/legal-document.tsx';

/** /provicy (spec §2): the privacy policy of the app's market, in the app's language, with its version. */
export function PrivacyPolicyRoute() {
  const { language } = useHelpI18n();
  const { market } = getAppIdentity();
  const document = useMemo(() => privacyPolicyFor(market.id, language), [market.id, language]);
  return <LegalDocumentView document={document} />;
}
