import { RouterClient } from '@tanstack/react-router/ssr/client';
import { hydrateRoot } from 'react-dom/client';
import { startInspector } from './inspect';
import { installPreloadRecovery } from './preload-recovery';
import { createAppRouter } from './router';

installPreloadRecovery();
void startInspector();

const nonce = document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? undefined;
const router = createAppRouter({ nonce });

hydrateRoot(document, <RouterClient router={router} />);
