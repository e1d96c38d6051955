import Button from 'antd-mobile/es/components/button';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { SESSION_ENDED_KEY } from '../../../lib/storage-keys.ts';
import { useStoredKey } from '../../../lib/use-stored-item.ts';

// Its words and the way back come with their own chunk, only after a lost session (issue 22's budget).
const SessionEndedNotice = lazy(async () => ({
  default: (await import('./session-ended-notice.tsx')).SessionEndedNotice,
}));

/**
 * The status card for a visitor: log in or register to apply. After the service ended the session,
 * it says so first and why, and offers to log in again: the borrower was not logged out by choice.
 */
export function GuestBanner() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const ended = useStoredKey(SESSION_ENDED_KEY);
  return (
    <section className="home-status" aria-labelledby="home-status-title">
      <h2 id="home-status-title" className="home-status-title">
        {t('home.statusTitle')}
      </h2>
      <div className="home-status-auth">
        {ended === null ? (
          <>
            <p className="home-status-text">{t('home.statusGuest')}</p>
            <Button
              color="primary"
              block
              shape="rounded"
              size="large"
              onClick={() => navigate('/user/login')}
            >
              {t('home.login')}
            </Button>
          </>
        ) : (
          <Suspense fallback={<p className="home-status-text">{t('app.loading')}</p>}>
            <SessionEndedNotice stored={ended} />
          </Suspense>
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
