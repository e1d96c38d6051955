import '../records.css';
import { ONBOARDING_STEPS, STEP_NAMES, stepRoute } from '@puente/domain';
import { Link, useSearchParams } from 'react-router';
import { useOnboardingStep } from '../../../api/use-onboarding-step.ts';
import { useLoansI18n } from '../../../i18n/loans/use-loans-i18n.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { useStoredItem } from '../../../lib/use-stored-item.ts';
import { RefreshableList } from '../../../ui/refreshable-list.tsx';
import { listOrders, type OrderGroup } from '../api/list-orders.ts';
import { OrderCard } from '../components/order-card.tsx';

const TABS: OrderGroup[] = ['incomplete', 'finished'];

/**
 * Records (spec §4): tabs Incomplete and Finished list the borrower's loan orders, each with its
 * statement and schedule; Incomplete also offers the next missing onboarding step. `?tab=finished`
 * opens the Finished tab (where the status router sends finished and cancelled orders).
 */
export function RecordsRoute() {
  const { t, language } = useLoansI18n();
  const token = useStoredItem(STORAGE_KEYS.token);
  const next = useOnboardingStep(token);
  const [params, setParams] = useSearchParams();
  const tab: OrderGroup = params.get('tab') === 'finished' ? 'finished' : 'incomplete';
  const orders = useLoaded(
    token ? `${tab}:${language}:${token}` : undefined,
    async () => (await listOrders(tab)).data.orders,
  );
  const prompt = tab === 'incomplete' && next && next !== 'review' ? next : null;

  return (
    <div className="records">
      <h1 className="records-title">{t('route.records')}</h1>
      <div role="tablist" aria-label={t('route.records')} className="records-tabs">
        {TABS.map((name) => (
          <button
            key={name}
            id={`records-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`records-panel-${name}`}
            className="records-tab"
            onClick={() => setParams(name === 'finished' ? { tab: name } : {}, { replace: true })}
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
        ) : (
          <>
            {prompt ? (
              <article className="records-card">
                <h2 className="records-card-title">{t('records.application')}</h2>
                <ol className="records-steps">
                  {ONBOARDING_STEPS.map((step, index) => (
                    <li
                      key={step}
                      className={index < ONBOARDING_STEPS.indexOf(prompt) ? 'records-step-done' : ''}
                    >
                      {STEP_NAMES[step][language]}
                      {' · '}
                      {index < ONBOARDING_STEPS.indexOf(prompt)
                        ? t('records.stepDone')
                        : t('records.stepToDo')}
                    </li>
                  ))}
                </ol>
                <Link className="button-link" to={stepRoute(prompt)}>
                  {t('home.continue', { step: STEP_NAMES[prompt][language] })}
                </Link>
              </article>
            ) : null}
            <RefreshableList query={{ ...orders, refetch: orders.reload }} empty={prompt ? null : undefined}>
              {(items) => (
                <ul className="records-orders">
                  {items.map((order) => (
                    <li key={order.orderNo}>
                      <OrderCard order={order} />
                    </li>
                  ))}
                </ul>
              )}
            </RefreshableList>
          </>
        )}
      </section>
    </div>
  );
}
