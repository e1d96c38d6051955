import { Outlet } from 'react-router';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useRouteMeta } from '../../lib/route-meta.ts';
import { PageNavBar } from '../../ui/page-nav-bar.tsx';
import { RequireToken } from '../guards/require-token.tsx';

/** Every screen outside the tabs: a NavBar with back and the title; guarded routes need a token. */
export function PageLayout() {
  const meta = useRouteMeta();
  const { t } = useI18n();
  return (
    <div className="page-layout">
      <PageNavBar title={meta ? t(meta.titleKey) : ''} />
      <main id="main" className="page-layout-main">
        {meta?.guard ? (
          <RequireToken>
            <Outlet />
          </RequireToken>
        ) : (
          <Outlet />
        )}
      </main>
    </div>
  );
}
