import { createHashRouter } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { routes } from './routes.tsx';

export type AppRouter = ReturnType<typeof createHashRouter>;

/** Hash history (spec §2): the app works from any static host or a native web view's file URL. */
export function createAppRouter(): AppRouter {
  const router = createHashRouter(routes);
  setNavigator(
    (path, options) => router.navigate(path, options),
    () => `${router.state.location.pathname}${router.state.location.search}`,
  );
  return router;
}
