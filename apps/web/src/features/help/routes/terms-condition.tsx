import '../../../ui/screen.css';
import '../components/help.css';
import { termsFor } from '@puente/domain/content';
import { useMemo } from 'react';
import { useHelpI18n } from '../../../i18n/help/use-help-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { LegalDocumentView } from '../components/legal-document.tsx';

/**
 * /termsCondition (spec §2): the terms of the app's market, in the app's language, with its version.
 * Prices, limits, the penalty and the extension are the configured products' (`termsFor`).
 */
export function TermsConditionRoute() {
  const { language } = useHelpI18n();
  const { market } = getAppIdentity();
  const document = useMemo(() => termsFor(market.id, language), [market.id, language]);
  return <LegalDocumentView document={document} />;
}
