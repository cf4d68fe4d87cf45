import styled from 'styled-components';
import { theme } from '#src/styles/tokens';

export type TocItem = { readonly id: string; readonly title: string };

/** Table of contents: in-page links to the document's section anchors. */
export function Toc({ items, label = 'On this page' }: { items: readonly TocItem[]; label?: string }) {
  return (
    <Nav aria-label={label}>
      <Title aria-hidden="true">{label}</Title>
      <ol>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.title}</a>
          </li>
        ))}
      </ol>
    </Nav>
  );
}

const Nav = styled.nav`
  padding: ${theme.space[5]};
  border-top: 1px solid ${theme.color.borderStrong};
  padding-inline: 0;
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    counter-reset: toc;
    display: grid;
    gap: 0.15rem;
  }
  li {
    counter-increment: toc;
  }
  a {
    display: flex;
    gap: 0.75rem;
    padding: 0.4rem 0.5rem;
    border-radius: ${theme.radius.sm};
    font-size: ${theme.text.sm};
    color: ${theme.color.textMuted};
    text-decoration: none;
    line-height: 1.4;
    align-items: baseline;
    /* Numbers in a fixed-width column of tabular figures, on the title's baseline. */
    &::before {
      content: counter(toc, decimal-leading-zero);
      flex: none;
      min-width: 1.5rem;
      font-size: ${theme.text.xs};
      font-variant-numeric: tabular-nums;
      color: ${theme.color.textSubtle};
    }
    &:hover {
      color: ${theme.color.text};
      background: ${theme.color.surfaceStrong};
    }
  }
`;

const Title = styled.p`
  margin: 0 0 ${theme.space[3]};
  padding-inline: 0.5rem;
  font-size: ${theme.text.xs};
  font-weight: 600;
  color: ${theme.color.accentText};
`;
