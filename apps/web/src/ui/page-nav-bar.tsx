import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../i18n/use-i18n.ts';
import { BackIcon } from './icons.tsx';

/**
 * The top bar of every screen outside the tabs: a back button and the screen title as the page's
 * heading. Styled like antd-mobile's NavBar, but a real <button> and <h1> for screen readers.
 */
export function PageNavBar({ title }: { title: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useI18n();
  const goBack = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate('/', { replace: true });
  };
  return (
    <header className="page-nav-bar">
      <button type="button" className="page-nav-bar-back" onClick={goBack}>
        <BackIcon />
        <span className="visually-hidden">{t('app.back')}</span>
      </button>
      <h1 className="page-nav-bar-title">{title}</h1>
      <span className="page-nav-bar-side" aria-hidden="true" />
    </header>
  );
}
