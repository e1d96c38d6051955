import '../../../ui/screen.css';
import '../components/help.css';
import { CUSTOMER_SERVICE_PATH, faqFor } from '@puente/domain/content';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useHelpI18n } from '../../../i18n/help/use-help-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { FaqList } from '../components/faq-list.tsx';

/**
 * /user_center/faq (spec §3): the app market's FAQ in the app's language. Its figures come from the
 * configured products through `faqFor`, so they match what the borrower is charged.
 */
export function FaqRoute() {
  const { t, language } = useHelpI18n();
  const { market } = getAppIdentity();
  const entries = useMemo(() => faqFor(market.id, language), [market.id, language]);
  return (
    <div className="ui-screen">
      <p className="ui-muted help-version">{t('faq.lead')}</p>
      <FaqList entries={entries} />
      <Link className="ui-link" to={CUSTOMER_SERVICE_PATH}>
        {t('faq.more')}
      </Link>
    </div>
  );
}
