import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import type { Manifest } from '@tanstack/router-core';
import { ServerStyleSheet } from 'styled-components';
import { articles } from './content/articles';
import { manageOutcomes } from './content/visitor-emails';
import { pages } from './content/pages';
import { consentDefaultScript, deferAppScripts, themeBootScript } from './app-scripts';
import { fontFaceCss } from './styles/font-faces';
import { createAppRouter } from './router';
import { collectWidgetStyles } from './components/layout/widget-styles';
import { rssXml } from './seo/rss';

export type RenderResult = { status: number; html: string; location?: string };

/**
 * Render one URL to a complete HTML document: the route's markup, its head
 * tags, the router's hydration state and the collected styled-components CSS.
 * With a `nonce` every inline script and style element carries it (a page the
 * server sends with a fresh nonce per response); without one they carry none,
 * and the prerenderer allows them by their hashes instead.
 */
export async function render(url: string, options: { nonce?: string; manifest?: Manifest }): Promise<RenderResult> {
  const request = new Request(new URL(url, 'http://localhost'));
  const handler = createRequestHandler({
    createRouter: () => createAppRouter({ nonce: options.nonce }),
    request,
    getRouterManifest: options.manifest ? () => options.manifest! : undefined,
  });
  const sheet = new ServerStyleSheet();
  try {
    const response = await handler(({ router, responseHeaders }) => {
      collectWidgetStyles(sheet, router);
      return renderRouterToString({ router, responseHeaders, children: sheet.collectStyles(<RouterServer router={router} />) });
    });
    if (response.status >= 300 && response.status < 400) {
      return { status: response.status, html: '', location: response.headers.get('location') ?? '/' };
    }
    let html = await response.text();
    const nonceAttr = options.nonce ? ` nonce="${options.nonce}"` : '';
    const styleTags = sheet.getStyleTags().replace(/<style /g, `<style${nonceAttr} `);
    html = html.replace('</head>', `${bootScripts(nonceAttr)}<style${nonceAttr}>${fontFaceCss}</style>${styleTags}</head>`);
    if (!html.startsWith('<!DOCTYPE')) html = `<!DOCTYPE html>${html}`;
    html = deferAppScripts(html);
    return { status: response.status, html };
  } finally {
    sheet.seal();
  }
}

/**
 * The no-flash theme script and the consent-mode defaults: inline (with the
 * response's nonce when there is one), written into the head's HTML after everything React renders
 * there. They are not React elements, so the client never re-renders them (React
 * hydrates the head by skipping elements it did not render), and development and
 * production serve the same document.
 */
function bootScripts(nonceAttr: string): string {
  return [themeBootScript, consentDefaultScript].map((script) => `<script${nonceAttr}>${script}</script>`).join('');
}

/** Every path to prerender: the static routes plus one page per article. */
export function prerenderPaths(): string[] {
  const staticPaths = Object.keys(pages);
  const variants = ['/contact?success=true', ...manageOutcomes.map((outcome) => `/consultation/manage?done=${outcome}`)];
  return [...staticPaths, ...variants, ...articles.map((article) => `/insights/${article.slug}`)];
}

/** The insights RSS feed (scripts/prerender.ts writes it to insights/rss.xml). */
export function insightsRss(): string {
  return rssXml(articles);
}
