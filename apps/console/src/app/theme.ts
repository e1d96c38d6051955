import type { ThemeConfig } from 'antd';

/** The borrower app's teal (apps/web), so staff recognise the brand; contrast checked by axe. */
export const consoleTheme: ThemeConfig = {
  token: { colorPrimary: '#0f766e', borderRadius: 6 },
};
