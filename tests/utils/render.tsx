import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '#src/styles/tokens';

/**
 * Render a view inside a real TanStack router (memory history) and the
 * styled-components theme, at `path`. Every path renders `ui`.
 */
export async function renderWithRouter(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const rootRoute = createRootRoute({
    component: () => (
      <ThemeProvider theme={theme}>
        {ui}
        <Outlet />
      </ThemeProvider>
    ),
  });
  const catchAll = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
  const index = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, catchAll]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(<RouterProvider router={router} />);
    await router.load();
  });
  return { ...result, router };
}

export function withTheme(ui: ReactNode) {
  return <ThemeProvider theme={theme}>{ui}</ThemeProvider>;
}
