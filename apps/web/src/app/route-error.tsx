import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useI18n } from '../i18n/use-i18n.ts';

/**
 * Shown when a screen cannot load, most often because its code could not be fetched (offline).
 * Reloading is the fix the spec's message asks for.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useI18n();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="placeholder route-error">
      <h1 className="placeholder-heading">{notFound ? t('route.notFound') : t('api.networkFailed')}</h1>
      <button type="button" className="button-link" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </button>
    </main>
  );
}
