// First: notes when the page's load event fires (the cookie banner counts from it).
import './page-load';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { startInspector } from './inspect';
import { installPreloadRecovery } from './preload-recovery';
import { createAppRouter } from './router';

installPreloadRecovery();
void startInspector();

const nonce = document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? undefined;
const router = createAppRouter({ nonce });

// Hydrating in a transition lets React yield to the browser between units of
// work (the page is already painted and readable), so a tap or a scroll is
// never stuck behind one long hydration task.
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />);
});
