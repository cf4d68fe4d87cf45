import { randomBytes } from 'node:crypto';
import type { Config } from './config';

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Google hosts GA4 needs, per Google's CSP guide (allowed only with a measurement id). */
export const googleAnalyticsHosts = {
  /** gtag.js */
  script: ['https://*.googletagmanager.com'],
  /** measurement pixels (img-src) and beacons (connect-src) */
  beacon: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const;

/**
 * Content-Security-Policy for an HTML response. Inline scripts (theme boot,
 * consent defaults, router state) carry the per-response nonce; there is no
 * 'unsafe-inline' for scripts or style elements. Embedded players are
 * allowed only from their privacy-enhanced hosts (they load on interaction,
 * or for the home hero's background only with marketing consent).
 *
 * With a Google Analytics measurement id (VITE_GA_ID, `gaId` here) the policy
 * adds `googleAnalyticsHosts` to script-src, img-src and connect-src; without
 * one, no Google host is allowed at all. (The tag itself is loaded only after
 * analytics consent.)
 */
export function contentSecurityPolicy(nonce: string, config: Pick<Config, 'gaId' | 'siteUrl'>): string {
  const withGa = (hosts: readonly string[]) => (config.gaId ? hosts.map((host) => ` ${host}`).join('') : '');
  const gaScript = withGa(googleAnalyticsHosts.script);
  const gaBeacon = withGa(googleAnalyticsHosts.beacon);
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${gaScript}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: https://i.ytimg.com https://i.vimeocdn.com${gaBeacon}`,
    "font-src 'self'",
    `connect-src 'self'${gaBeacon}`,
    "media-src 'self' blob:",
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ];
  if (config.siteUrl.startsWith('https://')) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export const baseSecurityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};
