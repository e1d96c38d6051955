import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../i18n/use-i18n.ts';
import { loginPath } from '../lib/navigation.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { useStoredItem } from '../lib/use-stored-item.ts';
import './screen.css';

/**
 * The spec's guard list leaves some screens open that show a borrower's own loan: without a
 * session they say `message` and ask to log in first (and come back here), rather than calling
 * the service for nothing.
 */
export function SignedIn({ message, children }: { message: string; children: ReactNode }) {
  const token = useStoredItem(STORAGE_KEYS.token);
  const { t } = useI18n();
  const location = useLocation();
  if (token) return children;
  return (
    <section className="ui-card ui-center">
      <p>{message}</p>
      <Link className="button-link" to={loginPath(`${location.pathname}${location.search}`)}>
        {t('home.login')}
      </Link>
    </section>
  );
}
