import {
  UNSAFE_createHashHistory as createHashHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { routes } from './routes.tsx';

export type AppRouter = ReturnType<typeof createRouter>;

/**
 * Hash history (spec §2): the app works from any static host or a native web view's file URL.
 * What `createHashRouter` does, in two steps: the router is made here and started by `initialize()`,
 * in a later task (decision 066).
 */
export function createAppRouter(): AppRouter {
  const router = createRouter({
    history: createHashHistory(),
    routes,
    mapRouteProperties,
    hydrationRouteProperties,
  });
  setNavigator(
    (path, options) => router.navigate(path, options),
    () => `${router.state.location.pathname}${router.state.location.search}`,
  );
  return router;
}
