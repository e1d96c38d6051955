import { Link } from 'react-router';
import { useI18n } from '../i18n/use-i18n.ts';
import { useRouteMeta } from '../lib/route-meta.ts';
import { ClockIcon } from './icons.tsx';

/** A screen that a later issue builds: says so plainly, and offers the way home. */
export function PlaceholderScreen() {
  const meta = useRouteMeta();
  const { t } = useI18n();
  const area = meta?.area ? t(meta.area) : t('area.loans');
  return (
    <section className="placeholder" aria-labelledby="placeholder-heading">
      <span className="placeholder-icon">
        <ClockIcon size={40} />
      </span>
      <h2 id="placeholder-heading" className="placeholder-heading">
        {t('placeholder.heading')}
      </h2>
      <p className="placeholder-body">{t('placeholder.body', { area })}</p>
      <p className="placeholder-hint">{t('placeholder.hint')}</p>
      <Link className="button-link" to="/">
        {t('app.backHome')}
      </Link>
    </section>
  );
}
