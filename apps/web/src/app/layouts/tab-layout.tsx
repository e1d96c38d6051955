import { lazy, Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import type { MessageKey } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint.ts';
import { HomeIcon, RecordsIcon, UserIcon } from '../../ui/icons.tsx';

// The Me tab's unread count brings its own chunk and call after the first paint (issue 22's budget).
const UnreadBadge = lazy(async () => ({
  default: (await import('../../features/messages/components/unread-badge.tsx')).UnreadBadge,
}));

const TABS: { path: string; labelKey: MessageKey; Icon: typeof HomeIcon }[] = [
  { path: '/', labelKey: 'tabs.home', Icon: HomeIcon },
  { path: '/records', labelKey: 'tabs.records', Icon: RecordsIcon },
  { path: '/me', labelKey: 'tabs.me', Icon: UserIcon },
];

/**
 * The three tab screens (home, records, me) with a tab bar at the bottom. Each tab's title is a
 * real link stretched over the whole tab, so it works with a keyboard and a screen reader as well as
 * a finger. The Me tab carries the unread messages' count once the screen painted. The bar is plain
 * markup styled like antd-mobile's TabBar, whose code (with antd-mobile's core) every tab screen's
 * first load carried (decision 064).
 */
export function TabLayout() {
  const { pathname } = useLocation();
  const { t } = useI18n();
  const painted = useAfterFirstPaint();
  return (
    <div className="tab-layout">
      <main id="main" className="tab-layout-main">
        <Outlet />
      </main>
      <nav className="tab-layout-nav" aria-label={t('tabs.label')}>
        <div className="tab-bar">
          {TABS.map(({ path, labelKey, Icon }) => (
            <div
              key={path}
              className={pathname === path ? 'tab-bar-item tab-bar-item-active' : 'tab-bar-item'}
            >
              <span className="tab-bar-item-icon">
                <Icon />
              </span>
              <span className="tab-bar-item-title">
                <Link className="tab-link" to={path} aria-current={pathname === path ? 'page' : undefined}>
                  {t(labelKey)}
                  {painted && path === '/me' ? (
                    <Suspense fallback={null}>
                      <UnreadBadge />
                    </Suspense>
                  ) : null}
                </Link>
              </span>
            </div>
          ))}
        </div>
      </nav>
    </div>
  );
}
