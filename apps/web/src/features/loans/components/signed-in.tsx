import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useLoansI18n } from '../../../i18n/loans/use-loans-i18n.ts';
import { loginPath } from '../../../lib/navigation.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useStoredItem } from '../../../lib/use-stored-item.ts';

/**
 * The loan screens the spec's guard list leaves open (confirm, agreement, lending, cancellation,
 * agreement list) still show a borrower's own loan: without a session they ask to log in first,
 * rather than calling the service for nothing.
 */
export function SignedIn({ children }: { children: ReactNode }) {
  const token = useStoredItem(STORAGE_KEYS.token);
  const { t } = useLoansI18n();
  const location = useLocation();
  if (token) return children;
  return (
    <section className="ln-card ln-center">
      <p>{t('loans.loginFirst')}</p>
      <Link className="button-link" to={loginPath(`${location.pathname}${location.search}`)}>
        {t('home.login')}
      </Link>
    </section>
  );
}
