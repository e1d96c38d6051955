import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hostSupports, toLogin } from '../../bridge/bridge.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { loginPath } from '../../lib/navigation.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { useStoredItem } from '../../lib/use-stored-item.ts';

/**
 * Spec §2 guard: without a stored token, ask the native host to log in (toLogin) and wait for the
 * token it hands back; in a browser, go to /user/login with the way back. If the token goes away
 * while the screen is open (logout, lost session, another tab), go home as spec §4 says.
 */
export function RequireToken({ children }: { children: ReactNode }) {
  const token = useStoredItem(STORAGE_KEYS.token);
  const hadToken = useRef(false);
  const location = useLocation();
  const { t } = useI18n();
  const returnPath = `${location.pathname}${location.search}`;
  const viaHost = !token && !hadToken.current && hostSupports('toLogin');

  useEffect(() => {
    if (viaHost) toLogin(returnPath);
  }, [viaHost, returnPath]);

  if (token) {
    hadToken.current = true;
    return children;
  }
  if (hadToken.current) return <Navigate to="/" replace />;
  if (!viaHost) return <Navigate to={loginPath(returnPath)} replace />;
  return (
    <section className="placeholder">
      <h2 className="placeholder-heading">{t('guard.heading')}</h2>
      <p className="placeholder-body">{t('guard.body')}</p>
      <button type="button" className="button-primary" onClick={() => void toLogin(returnPath)}>
        {t('guard.retry')}
      </button>
    </section>
  );
}
