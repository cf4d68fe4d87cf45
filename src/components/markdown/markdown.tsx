import { Link } from '@tanstack/react-router';
import type { ComponentPropsWithoutRef } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import styled from 'styled-components';
import { isInternalPath, safeUrl } from './safe-url';

/** URL transform for react-markdown: allowed links pass through, anything else becomes null (inert). */
export const markdownUrlTransform = (url: string): string | null => safeUrl(url);

function MarkdownLink({ href, children, node: _node, ...rest }: ComponentPropsWithoutRef<'a'> & { node?: unknown }) {
  if (!href) {
    // The URL was refused: keep the words, drop the link.
    return <Inert data-inert-link="">{children}</Inert>;
  }
  if (isInternalPath(href) && !/[?#]/.test(href)) {
    return (
      <Link to={href as never} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//i.test(href) || href.startsWith('//');
  return (
    <a href={href} {...rest} rel={external ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  );
}

/** Headings inside content never compete with the page's h1. */
// eslint-disable-next-line jsx-a11y/heading-has-content -- the heading's text arrives in props.children
const H2 = ({ node: _node, ...props }: ComponentPropsWithoutRef<'h2'> & { node?: unknown }) => <h2 {...props} />;

const components: Components = {
  a: MarkdownLink,
  h1: H2,
};

/**
 * Markdown body text (articles): GitHub-style markdown without raw HTML or
 * images, links filtered by the site's link policy, typeset for reading.
 */
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <Prose className={className}>
      <ReactMarkdown
        urlTransform={markdownUrlTransform}
        skipHtml
        disallowedElements={['img']}
        unwrapDisallowed
        components={components}
      >
        {children}
      </ReactMarkdown>
    </Prose>
  );
}

const Inert = styled.span`
  text-decoration: underline dotted;
  text-underline-offset: 0.2em;
  cursor: not-allowed;
`;

const Prose = styled.div`
  font-size: ${({ theme }) => theme.text.md};
  line-height: 1.75;
  color: ${({ theme }) => theme.color.text};
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
    font-size: ${({ theme }) => theme.text.h3};
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
    color: ${({ theme }) => theme.color.accentText};
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
    color: ${({ theme }) => theme.color.accentText};
  }
  blockquote {
    margin-inline: 0;
    padding: ${({ theme }) => theme.space[5]};
    border-left: 3px solid ${({ theme }) => theme.color.accent};
    border-radius: 0 ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0;
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.textMuted};
    p {
      margin: 0;
    }
    p + p {
      margin-top: 0.4em;
    }
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.9em;
    padding: 0.1em 0.35em;
    border-radius: 6px;
    background: ${({ theme }) => theme.color.surface};
  }
  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
    margin-block: 2.5em;
  }
`;
