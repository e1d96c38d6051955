import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useI18n } from '../../i18n/use-i18n.ts';
import { getAppIdentity } from '../../lib/app-identity.ts';
import { useRouteMeta } from '../../lib/route-meta.ts';
import { LoadingOverlay } from '../../ui/loading-overlay.tsx';

/** Keeps document.title and <html lang> in step with the route and language; hosts the overlay. */
export function RootLayout() {
  const meta = useRouteMeta();
  const { t, language } = useI18n();
  const { appName } = getAppIdentity();
  const title = meta ? t(meta.titleKey) : '';

  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <>
      <Outlet />
      <LoadingOverlay />
      <ScrollRestoration />
    </>
  );
}
