import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { SESSION_ENDED_KEY } from '../../../lib/storage-keys.ts';
import { useStoredKey } from '../../../lib/use-stored-item.ts';

/**
 * The status card for a visitor: log in or register to apply. After the service ended the session,
 * it says so first: the borrower was not logged out by choice.
 */
export function GuestBanner() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const ended = useStoredKey(SESSION_ENDED_KEY) !== null;
  return (
    <section className="home-status" aria-labelledby="home-status-title">
      <h2 id="home-status-title" className="home-status-title">
        {t('home.statusTitle')}
      </h2>
      {ended ? (
        <p className="home-status-banner" role="status">
          {t('home.sessionEnded')}
        </p>
      ) : null}
      <p className="home-status-text">{ended ? t('home.sessionEndedHint') : t('home.statusGuest')}</p>
      <div className="home-status-auth">
        <Button color="primary" block shape="rounded" size="large" onClick={() => navigate('/user/login')}>
          {t('home.login')}
        </Button>
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
