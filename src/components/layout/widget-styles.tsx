import { RouterContextProvider, type AnyRouter } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { ThemeProvider, type ServerStyleSheet } from 'styled-components';
import { createActor } from 'xstate';
import { ConsentContext } from '#machines/consent-context';
import { cookieConsentMachine } from '#machines/cookie-consent.machine';
import { ChatLauncher } from '#src/components/chat/chat-launcher';
import { CookieBanner } from '#src/components/consent/cookie-banner';
import { theme } from '#src/styles/tokens';

/**
 * The cookie banner as a first-time visitor sees it, including the note shown to a browser that sends Global Privacy
 * Control (the same component as the note after a failed settings load).
 */
function firstBanner() {
  const initial = createActor(cookieConsentMachine, { input: undefined }).getSnapshot();
  return cookieConsentMachine.resolveState({ value: { shown: 'simple' }, context: { ...initial.context, gpc: true } });
}

/**
 * Server only: adds the CSS of the widgets that mount after hydration (the chat launcher and the cookie banner's
 * first view) to the page's collected styles. Their markup is rendered and thrown away: it never reaches the page.
 *
 * Why (docs/performance.md, "One style pass per change"): styled-components writes a component's rules into the
 * page when it first renders. Rules added to the document's style sheets make the browser restyle the whole page,
 * so a launcher and a banner mounting after hydration each cost a full style pass on a busy phone. With their
 * rules already in the prerendered style tag, styled-components finds them when it takes that tag over and adds
 * nothing; mounting them restyles only themselves. What they show later (the chat window, the cookie settings)
 * follows a visitor's action and adds its rules then.
 */
export function collectWidgetStyles(sheet: ServerStyleSheet, router: AnyRouter): void {
  renderToString(
    sheet.collectStyles(
      <RouterContextProvider router={router}>
        <ThemeProvider theme={theme}>
          <ChatLauncher onOpen={() => undefined} />
          <ConsentContext.Provider options={{ snapshot: firstBanner() }}>
            <CookieBanner />
          </ConsentContext.Provider>
        </ThemeProvider>
      </RouterContextProvider>,
    ),
  );
}
