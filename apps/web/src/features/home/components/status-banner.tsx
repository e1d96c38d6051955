import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../../../i18n/use-i18n.ts';

/**
 * The home status banner (spec §4 "canLoan: Apply"). Loan applications arrive with the loans
 * issue, so Apply says so instead of starting a flow.
 */
export function StatusBanner({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [soon, setSoon] = useState(false);
  return (
    <section className="home-status" aria-labelledby="home-status-title">
      <h2 id="home-status-title" className="home-status-title">
        {t('home.statusTitle')}
      </h2>
      <p className="home-status-text">{loggedIn ? t('home.statusReady') : t('home.statusGuest')}</p>
      <Button color="primary" size="large" block shape="rounded" onClick={() => setSoon(true)}>
        {t('home.apply')}
      </Button>
      {soon ? (
        <p className="home-status-soon" role="status">
          {t('home.applySoon')}
        </p>
      ) : null}
      {loggedIn ? null : (
        <div className="home-status-auth">
          <Button
            color="primary"
            fill="outline"
            block
            shape="rounded"
            onClick={() => navigate('/user/login')}
          >
            {t('home.login')}
          </Button>
          <Button color="primary" fill="none" block onClick={() => navigate('/user/register')}>
            {t('home.register')}
          </Button>
        </div>
      )}
    </section>
  );
}
