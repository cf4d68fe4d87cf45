import { ConsentContext } from '#machines/consent-context';
import { inspect } from '#src/inspect';
import { CookieBanner } from './cookie-banner';

/** The consent actor and banner, loaded as their own chunk after hydration (the banner never renders on the server). */
export default function SiteConsent() {
  return (
    <ConsentContext.Provider options={{ inspect }}>
      <CookieBanner />
    </ConsentContext.Provider>
  );
}
