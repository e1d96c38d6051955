import '../records.css';
import { ONBOARDING_STEPS, STEP_NAMES, stepRoute } from '@puente/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useOnboardingStep } from '../../../api/use-onboarding-step.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useStoredItem } from '../../../lib/use-stored-item.ts';

type Tab = 'incomplete' | 'finished';

/**
 * Records (spec §4): Incomplete offers to continue the next missing onboarding step; Finished lists
 * finished loans, which arrive with the loans issue ("No data" until then).
 */
export function RecordsRoute() {
  const { t, language } = useI18n();
  const token = useStoredItem(STORAGE_KEYS.token);
  const next = useOnboardingStep(token);
  const [tab, setTab] = useState<Tab>('incomplete');
  const tabs: Tab[] = ['incomplete', 'finished'];

  return (
    <div className="records">
      <h1 className="records-title">{t('route.records')}</h1>
      <div role="tablist" aria-label={t('route.records')} className="records-tabs">
        {tabs.map((name) => (
          <button
            key={name}
            id={`records-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`records-panel-${name}`}
            className="records-tab"
            onClick={() => setTab(name)}
          >
            {t(name === 'incomplete' ? 'records.incomplete' : 'records.finished')}
          </button>
        ))}
      </div>
      <section
        id={`records-panel-${tab}`}
        role="tabpanel"
        aria-labelledby={`records-tab-${tab}`}
        className="records-panel"
      >
        {!token ? (
          <p>
            {t('records.loginFirst')} <Link to="/user/login">{t('home.login')}</Link>
          </p>
        ) : tab === 'finished' || next === 'review' ? (
          <p className="records-empty">{t('records.noData')}</p>
        ) : next ? (
          <article className="records-card">
            <h2 className="records-card-title">{t('records.application')}</h2>
            <ol className="records-steps">
              {ONBOARDING_STEPS.map((step, index) => (
                <li key={step} className={index < ONBOARDING_STEPS.indexOf(next) ? 'records-step-done' : ''}>
                  {STEP_NAMES[step][language]}
                  {' · '}
                  {index < ONBOARDING_STEPS.indexOf(next) ? t('records.stepDone') : t('records.stepToDo')}
                </li>
              ))}
            </ol>
            <Link className="button-link" to={stepRoute(next)}>
              {t('home.continue', { step: STEP_NAMES[next][language] })}
            </Link>
          </article>
        ) : null}
      </section>
    </div>
  );
}
