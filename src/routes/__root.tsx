import { createRootRoute, HeadContent, Outlet, Scripts, useRouterState } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { ThemeContext } from '#machines/contexts';
import { AfterHydration } from '#src/components/layout/after-hydration';
import { HydrationMarker } from '#src/components/layout/hydration-marker';
import { NotFound } from '#src/components/layout/not-found';
import { SiteFooter } from '#src/components/layout/site-footer';
import { SiteHeader } from '#src/components/layout/site-header';
import { inspect } from '#src/inspect';
import { GlobalStyle } from '#src/styles/global-style';
import { theme } from '#src/styles/tokens';
import { site } from '#src/content/site';
import { BAD_ADDRESS_PATH } from '#src/content/error-pages';

/**
 * The site-wide chat, the cookie banner and the custom cursor: none is in the prerendered HTML, so each is its own
 * chunk, mounted once the page has hydrated (docs/performance.md).
 */
const islands = [
  () => import('#src/components/chat/site-chat'),
  () => import('#src/components/consent/site-consent'),
  () => import('#src/components/layout/custom-cursor').then((m) => ({ default: m.CustomCursor })),
] as const;

export const Route = createRootRoute({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: '#0c0c11' },
      { name: 'color-scheme', content: 'dark light' },
      { name: 'format-detection', content: 'telephone=no' },
      // Defaults for the 404 page; every route's own head overrides them.
      { title: `Page not found | ${site.name}` },
      { name: 'description', content: 'The page you are looking for does not exist.' },
      { name: 'robots', content: 'noindex, follow' },
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
      { rel: 'manifest', href: '/site.webmanifest' },
      { rel: 'preload', href: '/fonts/inter-var.woff2', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
      {
        rel: 'preload',
        href: '/fonts/instrument-serif.woff2',
        as: 'font',
        type: 'font/woff2',
        crossOrigin: 'anonymous',
      },
    ],
  }),
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});

/** The 404 page, or at BAD_ADDRESS_PATH the page the server sends with 400 for an address it cannot read. */
function NotFoundPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return <NotFound kind={pathname === BAD_ADDRESS_PATH ? 'badAddress' : 'notFound'} />;
}

function RootComponent() {
  return (
    <RootDocument>
      <Outlet />
    </RootDocument>
  );
}

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className="dark" suppressHydrationWarning>
      <head>
        <HeadContent />
      </head>
      <body>
        <ThemeProvider theme={theme}>
          <ThemeContext.Provider options={{ inspect }}>
            <GlobalStyle />
            <SkipLink href="#main">Skip to content</SkipLink>
            <Shell>
              <SiteHeader />
              <main id="main" tabIndex={-1}>
                {children}
                {/* Its own boundary after the page's: React hydrates Suspense boundaries in a later pass than the shell. */}
                <Suspense fallback={null}>
                  <HydrationMarker />
                </Suspense>
              </main>
              <SiteFooter />
            </Shell>
            <AfterHydration islands={islands} />
          </ThemeContext.Provider>
        </ThemeProvider>
        <Scripts />
      </body>
    </html>
  );
}

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  > main {
    flex: 1;
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: fixed;
  top: 0.75rem;
  left: 0.75rem;
  z-index: 100;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.accent};
  color: ${theme.color.accentContrast};
  font-weight: 600;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;
