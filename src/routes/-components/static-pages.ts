import { staticIsland } from '#src/components/layout/static-island';

/**
 * Pages that are static islands as a whole: on a first visit their HTML is all there is (no code, no content
 * download, no hydration). Each route's loader calls `preload()`, so the server renders them in full and a
 * client-side visit loads them. The cookie policy is not one: its cookie settings button must respond.
 */
export const PrivacyPolicyDocument = staticIsland('privacy-policy', () => import('./privacy-policy-page'));
export const TermsOfServiceDocument = staticIsland('terms-of-service', () => import('./terms-of-service-page'));
