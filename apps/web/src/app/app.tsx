import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import esES from 'antd-mobile/es/locales/es-ES';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { useI18n } from '../i18n/use-i18n.ts';
import { createAppRouter } from './router.tsx';

/** Providers and the router. antd-mobile's own texts follow the app language. */
export function App() {
  const [router] = useState(createAppRouter);
  const { language } = useI18n();
  return (
    <ConfigProvider locale={language === 'es' ? esES : enUS}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
