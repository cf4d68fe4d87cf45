import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { isInternalPath } from './safe-url';
import { theme } from '#src/styles/tokens';

/**
 * Body text rendered from markdown at build time (render-markdown.tsx), typeset for reading.
 * The HTML arrives ready: the browser loads no markdown parser. A link to a page of this site
 * navigates inside the app like any router link (no full reload); other links, modified clicks
 * (new tab, new window) and links with a target behave as the browser does.
 * `plain` leaves the typesetting to the surrounding view: the wrapper takes no box of its own
 * (`display: contents`), so the rendered paragraphs and lists sit in the page's own layout.
 */
export function MarkdownHtml({ html, className, plain = false }: { html: string; className?: string; plain?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const router = useRouter();
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a');
      const href = link?.getAttribute('href');
      if (!link || !href || link.target || !isInternalPath(href)) return;
      event.preventDefault();
      void router.navigate({ href });
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [router]);
  if (plain) return <Plain ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  return <Prose ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

const Plain = styled.div`
  display: contents;
`;

const Prose = styled.div`
  font-size: ${theme.text.md};
  line-height: 1.75;
  color: ${theme.color.text};
  max-width: 42rem;

  > * + * {
    margin-top: 1.25em;
  }
  p,
  ul,
  ol,
  blockquote {
    margin-bottom: 0;
  }
  h2 {
    font-size: clamp(1.5rem, 1.25rem + 1vw, 2rem);
    margin: 2.2em 0 0;
    line-height: 1.2;
  }
  h3 {
    font-size: ${theme.text.h3};
    margin: 1.8em 0 0;
  }
  h2 + *,
  h3 + * {
    margin-top: 0.75em;
  }
  strong {
    font-weight: 650;
  }
  a {
    color: ${theme.color.accentText};
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
    &:hover {
      text-decoration-thickness: 2px;
    }
  }
  ul,
  ol {
    padding-left: 1.3em;
  }
  li + li {
    margin-top: 0.45em;
  }
  li::marker {
    color: ${theme.color.accentText};
  }
  blockquote {
    margin-inline: 0;
    padding: ${theme.space[5]};
    border-left: 3px solid ${theme.color.accent};
    border-radius: 0 ${theme.radius.md} ${theme.radius.md} 0;
    background: ${theme.color.surface};
    color: ${theme.color.textMuted};
    p {
      margin: 0;
    }
    p + p {
      margin-top: 0.4em;
    }
  }
  code {
    font-family: ${theme.font.mono};
    font-size: 0.9em;
    padding: 0.1em 0.35em;
    border-radius: 6px;
    background: ${theme.color.surface};
  }
  [data-inert-link] {
    text-decoration: underline dotted;
    text-underline-offset: 0.2em;
    cursor: not-allowed;
  }
  hr {
    border: 0;
    border-top: 1px solid ${theme.color.border};
    margin-block: 2.5em;
  }
`;
