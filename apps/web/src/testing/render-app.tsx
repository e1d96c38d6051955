import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/routes.tsx';
import { setNavigator } from '../lib/navigation.ts';

/** The whole app (real routes, layouts and lazy screens) in a memory router at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator(
    (to, options) => router.navigate(to, options),
    () => `${router.state.location.pathname}${router.state.location.search}`,
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
