import type { ThemeConfig } from 'antd';

/** Grey text antd's defaults draw at 3.4:1; this reaches WCAG AA's 4.5:1 on white and light grey. */
const READABLE_GREY = 'rgba(0, 0, 0, 0.65)';

/**
 * The borrower app's teal (apps/web) so staff recognise the brand, and text colours that pass
 * axe-core's contrast check (e2e/tests/console-a11y.spec.ts): the teal is 5.5:1 on white.
 */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

export const consoleTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0f766e',
    colorLink: '#0f766e',
    colorTextSecondary: READABLE_GREY,
    colorTextDescription: READABLE_GREY,
    colorTextTertiary: READABLE_GREY,
    // antd's red (#ff4d4f) is 3.3:1 on white: danger buttons and errors take a darker one (5.9:1).
    colorError: '#cf1322',
    borderRadius: 6,
    // A member who asked the system for less motion gets dialogs and menus without animation.
    motion: !prefersReducedMotion(),
  },
  components: {
    // The selected menu entry: dark teal on a pale one, 6.6:1.
    Menu: { itemSelectedBg: '#e6f2f0', itemSelectedColor: '#0b5e57' },
  },
};
