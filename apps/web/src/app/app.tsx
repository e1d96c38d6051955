import { RouterProvider } from 'react-router';
import type { AppRouter } from './router.tsx';

/**
 * The router, made by `main.tsx` in a task of its own. No antd-mobile ConfigProvider: none of the
 * antd-mobile components the app uses shows a text of its own (the pull-to-refresh texts are the
 * app's), and its locales cost every first screen 3 kB of JavaScript (decision 064). A component
 * that would show one gets the app's text.
 */
export function App({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
