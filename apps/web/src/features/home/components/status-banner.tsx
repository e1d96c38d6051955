import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { toLogin } from '../../../bridge/bridge.ts';
import type { MessageKey } from '../../../i18n/translate.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { readSessionEnded, type SessionEndReason } from '../../../lib/session-ended.ts';
import { SESSION_ENDED_KEY } from '../../../lib/storage-keys.ts';
import { useStoredKey } from '../../../lib/use-stored-item.ts';

const ENDED_TEXT: Record<SessionEndReason, MessageKey> = {
  expired: 'home.sessionExpired',
  elsewhere: 'home.sessionElsewhere',
  ended: 'home.sessionEnded',
};

/**
 * The status card for a visitor: log in or register to apply. After the service ended the session,
 * it says so first and why (it lapsed, or the account logged in on another device): the borrower
 * was not logged out by choice. "Log in again" goes back to the screen they were on, through the
 * native app's own login when there is one.
 */
export function GuestBanner() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const ended = readSessionEnded(useStoredKey(SESSION_ENDED_KEY));

  return (
    <section className="home-status" aria-labelledby="home-status-title">
      <h2 id="home-status-title" className="home-status-title">
        {t('home.statusTitle')}
      </h2>
      {ended ? (
        <p className="home-status-banner" role="status">
          {t(ENDED_TEXT[ended.reason])}
        </p>
      ) : null}
      <p className="home-status-text">{ended ? t('home.sessionEndedHint') : t('home.statusGuest')}</p>
      <div className="home-status-auth">
        {ended ? (
          <Button color="primary" block shape="rounded" size="large" onClick={() => void toLogin(ended.back)}>
            {t('home.loginAgain')}
          </Button>
        ) : (
          <Button color="primary" block shape="rounded" size="large" onClick={() => navigate('/user/login')}>
            {t('home.login')}
          </Button>
        )}
        <Button color="primary" fill="none" block onClick={() => navigate('/user/register')}>
          {t('home.register')}
        </Button>
      </div>
    </section>
  );
}

/** The status card's place while the borrower's status loads, so the page does not jump. */
export function StatusPending() {
  const { t } = useI18n();
  return (
    <section className="home-status" aria-labelledby="home-status-title" aria-busy="true">
      <h2 id="home-status-title" className="home-status-title">
        {t('home.statusTitle')}
      </h2>
      <p className="home-status-text">{t('app.loading')}</p>
    </section>
  );
}
