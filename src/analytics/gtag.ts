import { toConsentMode, type ConsentChoice } from './consent-mode';

/**
 * The one global tag queue. The inline head script (src/app-scripts.ts)
 * creates `window.dataLayer` and `window.gtag` before anything else runs;
 * these helpers fall back to creating them when it did not (tests, odd
 * embeds). gtag.js only understands `arguments` objects in the queue, so the
 * function pushes exactly that.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export function gtag(...args: unknown[]): void {
  if (typeof window === 'undefined') return;
  if (typeof window.gtag !== 'function') {
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtagQueue() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
  }
  window.gtag(...args);
}

/** `gtag('consent', 'update', …)` with all seven Consent Mode v2 types. */
export function updateConsentMode(choice: ConsentChoice): void {
  gtag('consent', 'update', toConsentMode(choice));
}
