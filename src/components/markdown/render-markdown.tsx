/**
 * Markdown to HTML, at build time only (`renderChecked` in src/content/content-files.ts, used by
 * the loaders of the articles, legal pages and case studies; never imported by client code, so
 * react-markdown and its parser stay out of the browser).
 * GitHub-style markdown without raw HTML or images, links filtered by the site's link policy
 * (safe-url.ts): a refused link keeps its words, inert, and is reported with its line so the
 * build can fail on it. A level-one heading becomes h2: the page's h1 is the article title.
 */
import type { ComponentPropsWithoutRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown, { type Components } from 'react-markdown';
import { showRange } from '#src/content/typography';
import { safeUrl } from './safe-url';

export type RefusedUrl = { readonly url: string; readonly line: number | undefined };

function MarkdownLink({ href, children, node: _node, ...rest }: ComponentPropsWithoutRef<'a'> & { node?: unknown }) {
  if (!href) return <span data-inert-link="">{children}</span>;
  const external = /^https?:\/\//i.test(href) || href.startsWith('//');
  return (
    <a href={href} {...rest} rel={external ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  );
}

// eslint-disable-next-line jsx-a11y/heading-has-content -- the heading's text arrives in props.children
const H2 = ({ node: _node, ...props }: ComponentPropsWithoutRef<'h2'> & { node?: unknown }) => <h2 {...props} />;

const components: Components = { a: MarkdownLink, h1: H2 };

type MarkdownNode = { type: string; value?: string; children?: MarkdownNode[] };

/** A remark plugin: prose keeps "2-3 weeks" as written, the reader gets "2–3 weeks" (the site's range rule, content/typography.ts). Code is left as it is. */
function remarkRanges() {
  const walk = (node: MarkdownNode): void => {
    if (node.type === 'text' && node.value !== undefined) node.value = showRange(node.value);
    node.children?.forEach(walk);
  };
  return walk;
}

/** The body's HTML, and every URL the link policy refused (with its line in `markdown`). */
export function renderMarkdown(markdown: string): { html: string; refused: RefusedUrl[] } {
  const refused: RefusedUrl[] = [];
  const urlTransform = (url: string, _key: string, node: { position?: { start: { line: number } } }) => {
    const safe = safeUrl(url);
    if (safe === null) refused.push({ url, line: node.position?.start.line });
    return safe;
  };
  const html = renderToStaticMarkup(
    <ReactMarkdown
      remarkPlugins={[remarkRanges]}
      urlTransform={urlTransform}
      skipHtml
      disallowedElements={['img']}
      unwrapDisallowed
      components={components}
    >
      {markdown}
    </ReactMarkdown>,
  );
  return { html, refused };
}
