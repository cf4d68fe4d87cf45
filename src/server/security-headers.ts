import { randomBytes } from 'node:crypto';
import { allowedHosts, type ExternalDirective } from '#src/content/external-services';
import type { Config } from './config';
import { cspHash, type InlineHashes } from './prerendered';

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * How a response's inline scripts and style elements are allowed: by a fresh
 * nonce they all carry (a page rendered per response), or by the hashes of
 * exactly those in the page (a prerendered page, sent as built).
 */
export type InlineAllowance = { nonce: string } | { hashes: InlineHashes };

/**
 * In the browser styled-components adds style elements of its own, empty, and
 * fills them through the CSSOM (which CSP does not govern): a page without a
 * nonce allows the empty element by its hash.
 */
export const EMPTY_STYLE_ELEMENT = cspHash('');

const sourceList = (...lists: readonly (readonly string[])[]) => lists.flat().join(' ');

/**
 * Content-Security-Policy for an HTML response. Inline scripts (theme boot,
 * consent defaults, router state, app loader) and style elements are allowed
 * by the response's nonce or by their hashes (InlineAllowance); there is no
 * 'unsafe-inline' for scripts or style elements. Every other host comes from
 * the list of what the site loads from other hosts
 * (src/content/external-services.ts, which the cookie policy is built from):
 * the providers' players in frame-src (loaded when a visitor presses play)
 * and, with a Google Analytics measurement id (VITE_GA_ID, `gaId` here),
 * Google's hosts in script-src, img-src and connect-src; without one, no
 * Google host is allowed at all.
 */
export function contentSecurityPolicy(inline: InlineAllowance, config: Pick<Config, 'gaId' | 'siteUrl'>): string {
  const hosts = (directive: ExternalDirective) =>
    allowedHosts(directive, config)
      .map((host) => ` ${host}`)
      .join('');
  const scripts = 'nonce' in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes.scripts;
  const styles = 'nonce' in inline ? [`'nonce-${inline.nonce}'`] : [...inline.hashes.styles, EMPTY_STYLE_ELEMENT];
  const directives = [
    "default-src 'self'",
    `script-src ${sourceList(["'self'"], scripts)}${hosts('script-src')}`,
    `style-src ${sourceList(["'self'"], [...new Set(styles)])}`,
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

/**
 * Static files (images, fonts, scripts, the feed, the manifest) opened on their
 * own: an SVG or a feed runs no script and loads nothing from elsewhere, and no
 * other site can frame any of them.
 */
export const staticFileSecurityHeaders: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'X-Frame-Options': 'DENY',
};
