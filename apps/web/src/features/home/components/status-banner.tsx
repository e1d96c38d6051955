import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { useI18n } from '../../../i18n/use-i18n.ts';

/** The status card for a visitor: log in or register to apply. */
export function GuestBanner() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <section className="home-status" aria-labelledby="home-status-title">
      <h2 id="home-status-title" className="home-status-title">
        {t('home.statusTitle')}
      </h2>
      <p className="home-status-text">{t('home.statusGuest')}</p>
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
