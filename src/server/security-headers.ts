import { randomBytes } from 'node:crypto';
import type { Config } from './config';

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Content-Security-Policy for an HTML response. Inline scripts (theme boot,
 * consent defaults, router state) carry the per-response nonce; there is no
 * 'unsafe-inline' for scripts or style elements. Embedded players are
 * allowed only from their privacy-enhanced hosts, and only load on interaction.
 */
export function contentSecurityPolicy(nonce: string, config: Pick<Config, 'gaId' | 'siteUrl'>): string {
  const ga = config.gaId ? ' https://www.googletagmanager.com' : '';
  const gaConnect = config.gaId ? ' https://*.google-analytics.com https://*.analytics.google.com' : '';
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${ga}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: https://i.ytimg.com https://i.vimeocdn.com",
    "font-src 'self'",
    `connect-src 'self'${gaConnect}`,
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
