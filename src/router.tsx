import { createRouter } from '@tanstack/react-router';
import { ErrorScreen } from './components/layout/error-screen';
import { routeTree } from './route-tree.gen';

/** One router factory for the prerenderer, the server renderer and the browser. */
export function createAppRouter(options: { nonce?: string } = {}) {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: ErrorScreen,
    trailingSlash: 'never',
    ssr: options.nonce ? { nonce: options.nonce } : undefined,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
