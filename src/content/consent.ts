import type { ConsentCategory } from '#src/analytics/consent-mode';
import { flowCountingCopy } from './flows';

/**
 * Copy for the cookie banner and its settings view. The four categories
 * (names, descriptions, always-on label) are the one source for the banner
 * and the cookie-policy page: src/content/legal.ts builds its category table
 * from them.
 */
export type ConsentCategoryCopy = {
  readonly id: ConsentCategory;
  readonly title: string;
  readonly description: string;
  /** Necessary cannot be switched off. */
  readonly locked: boolean;
};

export const consentCategories = [
  {
    id: 'necessary',
    title: 'Necessary',
    description: 'Keep the site secure and working, and remember the choices you make in the cookie banner.',
    locked: true,
  },
  {
    id: 'analytics',
    title: 'Analytics',
    description: `Count visits and see which pages are useful, so we can improve the site. Loaded only after you agree. ${flowCountingCopy.consentLine}`,
    locked: false,
  },
  {
    id: 'marketing',
    title: 'Marketing',
    description:
      'Let us measure any advertising we run. We run none today, so nothing is loaded for this category; it is here so that nothing of the kind is ever set without your agreement.',
    locked: false,
  },
  {
    id: 'preferences',
    title: 'Preferences',
    description: 'Remember optional settings that personalise the site for you.',
    locked: false,
  },
] as const satisfies readonly ConsentCategoryCopy[];

export const consentCopy = {
  regionLabel: 'Cookie consent',
  eyebrow: 'Privacy',
  title: 'Cookies, your call',
  body: 'We use necessary cookies to run this site. With your permission we would also use analytics, marketing and preference cookies; nothing optional is on until you choose. Change your mind any time with Cookie Settings in the footer.',
  policyLink: { label: 'Read our Cookie Policy', to: '/cookie-policy' },
  /** Shown when the browser sends Global Privacy Control: what the buttons of each view then do. */
  gpcNote: {
    simple:
      'Your browser sends Global Privacy Control, so analytics and marketing start switched off. Accept All or the switches under Customise turn them on.',
    settings:
      'Your browser sends Global Privacy Control, so analytics and marketing start switched off. Accept All or the switches below turn them on.',
  },
  settingsTitle: 'Cookie settings',
  settingsIntro: 'Choose which optional cookies we may use. Necessary cookies are always on.',
  settingsLoading: 'Loading cookie settings…',
  settingsFailed:
    'The detailed settings could not load just now. You can still accept or reject all optional cookies, or try Customise again.',
  alwaysOn: 'Always on',
  buttons: {
    acceptAll: 'Accept All',
    rejectAll: 'Reject All',
    save: 'Save Preferences',
    customise: 'Customise',
    back: 'Back',
    close: 'Close',
  },
} as const;
