import '../../../ui/screen.css';
import '../components/app-info.css';
import { APPS, type DiallingCode } from '@puente/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { countrySourceKey } from '../../../i18n/app-info/keys.ts';
import { useAppInfoI18n } from '../../../i18n/app-info/use-app-info-i18n.ts';
import { getAppIdentity, setAppIdentity } from '../../../lib/app-identity.ts';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { LoadState } from '../../../ui/load-state.tsx';
import { showToast } from '../../../ui/toast.ts';
import { getDiallingCodes, getRequestCountry } from '../api/app-info.ts';
import { CountryRows } from '../components/country-rows.tsx';

/** Lower case without accents, so "mexico" finds "México". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * /user/nation: every country with its dialling code (from /cou/country/meta/code), the ones we
 * lend in first. The market is the app's (packageName), so choosing another served country switches
 * to that country's app, as a link with ?packageName= would, and goes to log in there; choosing the
 * current one goes to log in; a country we do not lend in is said so and nothing is stored.
 */
export function NationRoute() {
  const { t, language } = useAppInfoI18n();
  const navigate = useNavigate();
  const { market, appName } = getAppIdentity();
  const [query, setQuery] = useState('');
  const codes = useLoaded(`codes:${language}`, async () => (await getDiallingCodes()).data.countries);
  const here = useLoaded(`here:${language}`, async () => (await getRequestCountry()).data);

  if (!codes.data) {
    return (
      <LoadState
        loadingLabel={t('nation.loading')}
        error={codes.error}
        onRetry={codes.reload}
        retryLabel={t('nation.retry')}
      />
    );
  }

  const wanted = folded(query.trim()).replace(/^\+/, '');
  const shown = codes.data.filter(
    (row) => wanted === '' || folded(row.name).includes(wanted) || row.callingCode.startsWith(wanted),
  );

  function choose(country: DiallingCode) {
    const app = APPS.find((known) => known.market === country.country);
    if (!country.served || !app) {
      showToast(t('nation.notServed', { country: country.name }));
      return;
    }
    // A session belongs to one app: setAppIdentity clears it when the app changes.
    if (app.market !== market.id) setAppIdentity(app.packageName);
    void navigate('/user/login');
  }

  return (
    <div className="ui-screen">
      <p>{t('nation.lead', { appName })}</p>
      {here.data ? (
        <p className="ui-muted">
          {t('nation.detected', { country: here.data.name, source: t(countrySourceKey(here.data.source)) })}
        </p>
      ) : null}
      <label className="nation-search">
        {t('nation.search')}
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      {shown.length === 0 ? <p className="ui-card ui-center">{t('nation.none')}</p> : null}
      <CountryRows
        title={t('nation.served')}
        countries={shown.filter((row) => row.served)}
        badgeFor={(row) => (row.country === market.id ? t('nation.current') : undefined)}
        onChoose={choose}
      />
      <CountryRows
        title={t('nation.others')}
        countries={shown.filter((row) => !row.served)}
        badgeFor={() => undefined}
        onChoose={choose}
      />
    </div>
  );
}
