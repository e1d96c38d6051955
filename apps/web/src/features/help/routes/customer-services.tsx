import '../../../ui/screen.css';
import '../components/help.css';
import { Link } from 'react-router';
import { useHelpI18n } from '../../../i18n/help/use-help-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { LoadState } from '../../../ui/load-state.tsx';
import { getCustomerService } from '../api/customer-service.ts';
import { SupportHours } from '../components/support-hours.tsx';
import { knownTimeZone, mailHref, telHref } from '../lib/contact-links.ts';

const loadService = async () => (await getCustomerService()).data;

/**
 * /user_center/customer_services: support's phone and e-mail as tap-to-call and tap-to-mail links
 * (`GET /loanMarket/customer-service`), the hours in the market's time, whether a person answers
 * right now, and what happens outside the hours.
 */
export function CustomerServicesRoute() {
  const { t } = useHelpI18n();
  const { market } = getAppIdentity();
  const service = useLoaded('customer-service', loadService);
  if (!service.data) {
    return (
      <LoadState
        loadingLabel={t('service.loading')}
        error={service.error}
        onRetry={service.reload}
        retryLabel={t('help.retry')}
      />
    );
  }
  const { email, phone, timeZone } = service.data;
  return (
    <div className="ui-screen">
      <section className="ui-card" aria-label={t('route.customerServices')}>
        <p>{t('service.lead')}</p>
        <div className="help-contact">
          <span className="help-contact-label">{t('service.phoneLabel')}</span>
          <a className="help-contact-link" href={telHref(phone)}>
            {t('service.call', { phone })}
          </a>
        </div>
        <div className="help-contact">
          <span className="help-contact-label">{t('service.emailLabel')}</span>
          <a className="help-contact-link" href={mailHref(email)}>
            {t('service.write', { email })}
          </a>
        </div>
      </section>
      <SupportHours timeZone={knownTimeZone(timeZone, market.timeZone)} />
      <Link className="ui-link" to="/user_center/faq">
        {t('service.faq')}
      </Link>
    </div>
  );
}
