import { useNotificationProvider } from '@refinedev/antd';
import { Refine } from '@refinedev/core';
import routerProvider, { DocumentTitleHandler } from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import { useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { staffDataProvider } from '../api/staff-data-provider.ts';
import { staffAccessControl } from '../auth/access-control.ts';
import { staffAuthProvider } from '../auth/auth-provider.ts';
import { consoleCatalogue, consoleResources } from '../features/registry.ts';
import { consoleI18nProvider } from '../i18n/i18n-provider.ts';
import { currentLanguage } from '../i18n/locale.ts';
import type { Language } from '../i18n/messages.ts';
import { ConsoleRoutes } from './console-routes.tsx';
import { SignedOutRedirect } from './signed-out-redirect.tsx';
import { consoleTheme } from './theme.ts';

const ANTD_LOCALES = { en: enUS, es: esES } as const;

/** The console: Refine over the staff API, Ant Design, English and Spanish (decision 055). */
export function ConsoleApp() {
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const i18nProvider = useMemo(() => consoleI18nProvider(consoleCatalogue(), setLanguage), []);
  const resources = useMemo(() => consoleResources(), []);
  return (
    <BrowserRouter basename="/console">
      <ConfigProvider locale={ANTD_LOCALES[language]} theme={consoleTheme}>
        <AntdApp>
          <Refine
            routerProvider={routerProvider}
            dataProvider={staffDataProvider}
            authProvider={staffAuthProvider}
            accessControlProvider={staffAccessControl}
            i18nProvider={i18nProvider}
            notificationProvider={useNotificationProvider}
            resources={resources}
            options={{
              // Refine would otherwise report usage to its makers from a staff member's browser.
              disableTelemetry: true,
              syncWithLocation: false,
              warnWhenUnsavedChanges: false,
              title: { text: i18nProvider.translate('app.title') },
            }}
          >
            <SignedOutRedirect />
            {/* key: every text and cached answer is read again in the new language. */}
            <ConsoleRoutes key={language} />
            <DocumentTitleHandler handler={() => i18nProvider.translate('app.title')} />
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
