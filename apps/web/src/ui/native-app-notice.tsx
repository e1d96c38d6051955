import { type ErrorName, errorMessage } from '@puente/domain';
import './screen.css';
import { Link } from 'react-router';
import { useI18n } from '../i18n/use-i18n.ts';

/**
 * Says why this cannot be done in a browser (spec §8 "To avoid misuse, please apply in the APP")
 * and leads to the open-app prompt, which comes back to `route` inside the app.
 */
export function NativeAppNotice({ refusal, route }: { refusal: ErrorName; route: string }) {
  const { t, language } = useI18n();
  const to = `/user_center/open_app?route=${encodeURIComponent(route)}`;
  return (
    <section className="ui-card" role="alert">
      <p>{errorMessage(refusal, language)}</p>
      <Link to={to}>{t('route.openApp')}</Link>
    </section>
  );
}
