import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router.tsx';

/**
 * The router. No antd-mobile ConfigProvider: none of the antd-mobile components the app uses shows
 * a text of its own (the pull-to-refresh texts are the app's), and its locales cost every first
 * screen 3 kB of JavaScript (decision 064). A component that would show one gets the app's text.
 */
export function App() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
