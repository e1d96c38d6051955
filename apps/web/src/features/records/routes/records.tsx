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
 * (or `incomplete`) opens that tab; without it, records opens on the tab with something in it:
 * Finished when nothing is open and the borrower has finished loans.
 */
export function RecordsRoute() {
  const { t, language } = useLoansI18n();
  const token = useStoredItem(STORAGE_KEYS.token);
  const next = useOnboardingStep(token);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const chosen: OrderGroup | undefined = asked === 'finished' || asked === 'incomplete' ? asked : undefined;
  const prompt = next && next !== 'review' ? next : null;
  const incomplete = useLoaded(
    token && chosen !== 'finished' ? `incomplete:${language}:${token}` : undefined,
    async () => (await listOrders('incomplete')).data.orders,
  );
  const nothingOpen = incomplete.data?.length === 0 && !prompt;
  const finished = useLoaded(
    token && (chosen === 'finished' || (chosen === undefined && nothingOpen))
      ? `finished:${language}:${token}`
      : undefined,
    async () => (await listOrders('finished')).data.orders,
  );
  // Unasked, Incomplete is shown unless it is empty and Finished is not; until Finished answers,
  // the list waits rather than saying "No data" on the wrong tab.
  const deciding = chosen === undefined && nothingOpen && finished.data === undefined && !finished.error;
  const tab: OrderGroup =
    chosen ?? (nothingOpen && (finished.data?.length ?? 0) > 0 ? 'finished' : 'incomplete');
  const shown = tab === 'finished' ? finished : incomplete;
  const orders = deciding ? { data: undefined, error: undefined, reload: finished.reload } : shown;
  const tabPrompt = tab === 'incomplete' ? prompt : null;

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
            onClick={() => setParams({ tab: name }, { replace: true })}
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
            {tabPrompt ? (
              <article className="records-card">
                <h2 className="records-card-title">{t('records.application')}</h2>
                <ol className="records-steps">
                  {ONBOARDING_STEPS.map((step, index) => (
                    <li
                      key={step}
                      className={index < ONBOARDING_STEPS.indexOf(tabPrompt) ? 'records-step-done' : ''}
                    >
                      {STEP_NAMES[step][language]}
                      {' · '}
                      {index < ONBOARDING_STEPS.indexOf(tabPrompt)
                        ? t('records.stepDone')
                        : t('records.stepToDo')}
                    </li>
                  ))}
                </ol>
                <Link className="button-link" to={stepRoute(tabPrompt)}>
                  {t('home.continue', { step: STEP_NAMES[tabPrompt][language] })}
                </Link>
              </article>
            ) : null}
            <RefreshableList
              query={{ ...orders, refetch: orders.reload }}
              empty={tabPrompt ? null : undefined}
            >
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
