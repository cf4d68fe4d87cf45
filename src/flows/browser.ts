import { onConsentChange, readConsentInForce } from '#src/analytics/consent-signal';
import { countedMachineIds } from '#src/content/flows';
import { createFlowCounter, type FlowCounter, type FlowCounterDeps } from './counter';

/** The page's own consent, beacon, page-hide signal and timers (see createFlowCounter). */
export function browserFlowDeps(): FlowCounterDeps {
  // Read once from storage, then kept current by every new choice (the cookie banner announces it as it is made).
  let granted = readConsentInForce()?.analytics === true;
  onConsentChange((choice) => {
    granted = choice.analytics === true;
  });
  return {
    machines: countedMachineIds,
    consent: {
      granted: () => granted,
      onChange: (listener) => onConsentChange((choice) => listener(choice.analytics === true)),
    },
    send: (url, body) => {
      try {
        return navigator.sendBeacon(url, body);
      } catch {
        return false;
      }
    },
    onHide: (listener) => {
      const onVisibility = () => {
        if (document.visibilityState === 'hidden') listener();
      };
      window.addEventListener('pagehide', listener);
      document.addEventListener('visibilitychange', onVisibility);
      return () => {
        window.removeEventListener('pagehide', listener);
        document.removeEventListener('visibilitychange', onVisibility);
      };
    },
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
  };
}

/** The page's flow counter: in a browser that can send beacons, else none (the server, jsdom). */
export function browserFlowCounter(): FlowCounter | null {
  if (typeof window === 'undefined' || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return null;
  return createFlowCounter(browserFlowDeps());
}
