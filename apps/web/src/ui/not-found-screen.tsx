import { Link } from 'react-router';
import { useI18n } from '../i18n/use-i18n.ts';

export function NotFoundScreen() {
  const { t } = useI18n();
  return (
    <section className="placeholder">
      <p className="placeholder-body">{t('notFound.body')}</p>
      <Link className="button-link" to="/">
        {t('app.backHome')}
      </Link>
    </section>
  );
}
