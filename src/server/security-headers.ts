import { randomBytes } from 'node:crypto';
import { allowedHosts, type ExternalDirective } from '#src/content/external-services';
import type { Config } from './config';

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Content-Security-Policy for an HTML response. Inline scripts (theme boot,
 * consent defaults, router state) carry the per-response nonce; there is no
 * 'unsafe-inline' for scripts or style elements. Every other host comes
 * from the list of what the site loads from other hosts
 * (src/content/external-services.ts, which the cookie policy is built from):
 * the providers' players in frame-src (loaded when a visitor presses play)
 * and, with a Google Analytics measurement id (VITE_GA_ID, `gaId` here),
 * Google's hosts in script-src, img-src and connect-src; without one, no
 * Google host is allowed at all.
 */
export function contentSecurityPolicy(nonce: string, config: Pick<Config, 'gaId' | 'siteUrl'>): string {
  const hosts = (directive: ExternalDirective) =>
    allowedHosts(directive, config)
      .map((host) => ` ${host}`)
      .join('');
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${hosts('script-src')}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob:${hosts('img-src')}`,
    "font-src 'self'",
    `connect-src 'self'${hosts('connect-src')}`,
    "media-src 'self' blob:",
    `frame-src${hosts('frame-src')}`,
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
