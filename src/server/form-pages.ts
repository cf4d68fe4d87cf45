import type { FastifyReply, FastifyRequest } from 'fastify';
import { site } from '#src/content/site';

/**
 * Small standalone HTML pages for forms posted without JavaScript (the
 * browser shows whatever the server answers): a validation failure, too many
 * posts, a body that is too large, an unsupported encoding, or a fault of
 * ours. Each says what happened, links back to the form and gives the
 * studio's email. Script-driven and API clients get JSON instead.
 */
export const formPageCopy = {
  invalid: {
    title: 'Please check the form',
    lead: 'A few fields need attention:',
    back: 'Use your browser’s Back button to return to the form: what you typed is still there.',
  },
  rateLimited: {
    title: 'Please wait a moment',
    lead: (seconds: number) =>
      `We received several messages from your connection in a short time. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    back: 'Use your browser’s Back button to return to the form: what you typed is still there.',
  },
  tooLarge: {
    title: 'That message is too long to send',
    lead: 'The form was larger than we can accept (64 KB). Please shorten the message, or send longer material by email.',
    back: 'Use your browser’s Back button to return to the form and shorten your message.',
  },
  unsupported: {
    title: 'We could not read that form',
    lead: 'The form arrived in an encoding we do not accept. Please send it from the page again.',
    back: 'Use your browser’s Back button to return to the form.',
  },
  failed: {
    title: 'Something went wrong on our side',
    lead: 'Your message could not be sent just now. Please try again in a few minutes.',
    back: 'Use your browser’s Back button to return to the form: what you typed is still there.',
  },
  unavailable: {
    title: 'We cannot take messages for a moment',
    lead: 'Our database is unreachable just now, so your message was not sent. Please try again in a minute.',
    back: 'Use your browser’s Back button to return to the form: what you typed is still there.',
  },
  crossSite: {
    title: 'This form must be sent from our site',
    lead: 'The form arrived from another website, so nothing was changed. If you meant to send it, open the link from your email again and use the form there.',
    back: 'Nothing was sent or changed.',
  },
  link: 'Back to the form',
  email: (email: string) => `You can also write to us directly at ${email}.`,
} as const;

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A form page may never embed anything: no scripts, no styles from elsewhere, no framing. */
const PAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
};

export type FormPage = { title: string; lead: string; items?: string[]; back: string };

/** The whole document: readable without styles, light or dark by the visitor's setting. */
export function formPageHtml(page: FormPage, formPath: string): string {
  const items = page.items?.length ? `<ul>${page.items.map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ul>` : '';
  const email = escapeHtml(site.email);
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(page.title)} · ${escapeHtml(site.name)}</title></head>`,
    `<body><main><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.lead)}</p>${items}`,
    `<p>${escapeHtml(page.back)}</p>`,
    `<p><a href="${escapeHtml(formPath)}">${escapeHtml(formPageCopy.link)}</a></p>`,
    `<p>${escapeHtml(formPageCopy.email(site.email)).replace(email, `<a href="mailto:${email}">${email}</a>`)}</p>`,
    '</main></body></html>',
  ].join('');
}

/**
 * True for a browser's own form post (no script): it asks for HTML and sends
 * no JSON. `fetch` callers send `Accept: application/json` and keep JSON.
 */
export function wantsHtmlPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  const type = request.headers['content-type'] ?? '';
  return accept.includes('text/html') && !accept.includes('application/json') && !type.includes('application/json');
}

/** The page to link back to: the form's own page when the browser said where it was (same site), else the contact page. */
export function formPathOf(request: FastifyRequest, fallback = '/contact'): string {
  const referer = request.headers.referer;
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    return url.hostname === request.hostname && url.pathname.startsWith('/') ? url.pathname.slice(0, 300) : fallback;
  } catch {
    return fallback;
  }
}

export function sendFormPage(reply: FastifyReply, status: number, page: FormPage, formPath: string) {
  return reply.code(status).headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(formPageHtml(page, formPath));
}

/** The page for an error status on a form route, or null when JSON fits better. */
export function errorFormPage(status: number, retryAfterSeconds: number): FormPage | null {
  if (status === 429)
    return {
      title: formPageCopy.rateLimited.title,
      lead: formPageCopy.rateLimited.lead(retryAfterSeconds),
      back: formPageCopy.rateLimited.back,
    };
  if (status === 413) return { ...formPageCopy.tooLarge };
  if (status === 415) return { ...formPageCopy.unsupported };
  if (status >= 500) return { ...formPageCopy.failed };
  return null;
}
