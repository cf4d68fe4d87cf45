import { createMemoryHistory, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { routeTree } from '#src/route-tree.gen';
import { Route as rootRoute } from '#src/routes/__root';
import { theme } from '#src/styles/tokens';

/**
 * Render a real page of the site (the generated route tree: its search-param
 * validation, loaders, not-found handling and code-split components) at
 * `path`, in memory. The root's document shell (html, head, header, footer,
 * chat) is replaced by a themed outlet, since jsdom renders into a <div>.
 */
export async function renderRoute(path: string) {
  rootRoute.update({
    component: () => (
      <ThemeProvider theme={theme}>
        <Outlet />
      </ThemeProvider>
    ),
  } as never);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(<RouterProvider router={router} />);
    await router.load();
  });
  return { ...result, router };
}
