import { ERRORS, typedPhone } from '@puente/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { toastApiError } from '../../../api/client.ts';
import { usePromotionsI18n } from '../../../i18n/promotions/use-promotions-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { leaveLead } from '../api/promotion.ts';

const MOBILE_ERRORS: readonly number[] = [ERRORS.mobileEmpty.code, ERRORS.mobileFormat.code];

/**
 * The number a visitor leaves on /yx3. The service checks it with the market's rules and keeps it;
 * the visitor goes on to register with it already filled in, or, if it has an account, to log in.
 */
export function LeadForm() {
  const { t, language } = usePromotionsI18n();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const { market } = getAppIdentity();
  const [mobile, setMobile] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);
  const [busy, setBusy] = useState(false);
  const prefix = `+${market.callingCode}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setRegistered(false);
    setBusy(true);
    const typed = mobile.trim();
    try {
      const answer = await leaveLead(typed);
      if (answer.data.registered) {
        setRegistered(true);
        setBusy(false);
        return;
      }
      void queries.invalidateQueries({ queryKey: ['promotion'] });
      // In the navigation state, not the address: a phone number stays out of history and logs.
      await navigate('/user/register', { state: { mobile: typed } });
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && MOBILE_ERRORS.includes(error.code)) setProblem(error.message);
      else toastApiError(error);
    }
  }

  return (
    <form className="ui-card" aria-labelledby="promo-title" noValidate onSubmit={(e) => void submit(e)}>
      <div className="promo-field">
        <label className="promo-field-label" htmlFor="promo-mobile">
          {t('auth.mobileLabel')}
        </label>
        <div className="promo-field-control">
          <span className="promo-field-prefix" id="promo-mobile-prefix">
            <span aria-hidden="true">{prefix}</span>
            <span className="visually-hidden">{t('auth.countryPrefix', { prefix })}</span>
          </span>
          {/* A plain input: antd-mobile's puts aria-* attributes on its wrapper, not on the field. */}
          <input
            id="promo-mobile"
            className="field-input"
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('auth.mobilePlaceholder')}
            aria-describedby={problem ? 'promo-mobile-prefix promo-mobile-problem' : 'promo-mobile-prefix'}
            aria-invalid={problem ? true : undefined}
            value={mobile}
            onChange={(event) => setMobile(typedPhone(market.id, event.target.value))}
          />
        </div>
        {problem ? (
          <p id="promo-mobile-problem" className="promo-field-error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      {registered ? (
        <div className="promo-notice" role="alert">
          <p>{ERRORS.mobileRegistered[language]}</p>
          <Link to="/user/login" state={{ mobile: mobile.trim() }}>
            {t('auth.registeredAction')}
          </Link>
        </div>
      ) : null}
      <SubmitButton busy={busy}>{t('promo.yx3.submit')}</SubmitButton>
      <p className="ui-muted">{t('promo.yx3.keep')}</p>
    </form>
  );
}
