import styled from 'styled-components';
import type { DetailSection } from '#src/content/service-pages';
import { showRange } from '#src/content/typography';
import { theme } from '#src/styles/tokens';

/** Detail sections: a numbered title, a paragraph and the bullets that back it up. */
export function DetailSections({ sections }: { sections: readonly DetailSection[] }) {
  return (
    <List>
      {sections.map((section, index) => (
        <Item key={section.title}>
          <Number aria-hidden="true">{String(index + 1).padStart(2, '0')}</Number>
          <div>
            <h3>{section.title}</h3>
            <p>{showRange(section.body)}</p>
          </div>
          <Bullets aria-label={`${section.title}: details`}>
            {section.bullets.map((bullet) => (
              <li key={bullet}>
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  <path d="M4 12l5 5L20 6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                {showRange(bullet)}
              </li>
            ))}
          </Bullets>
        </Item>
      ))}
    </List>
  );
}

const List = styled.div`
  display: grid;
`;

const Item = styled.article`
  display: grid;
  gap: ${theme.space[4]} ${theme.space[7]};
  padding-block: ${theme.space[7]};
  border-top: 1px solid ${theme.color.border};
  &:last-child {
    border-bottom: 1px solid ${theme.color.border};
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: 4rem minmax(0, 6fr) minmax(0, 5fr);
  }
  h3 {
    margin-bottom: ${theme.space[3]};
  }
  p {
    margin: 0;
    color: ${theme.color.textMuted};
  }
`;

const Number = styled.span`
  font-family: ${theme.font.display};
  font-size: ${theme.text.sm};
  letter-spacing: 0.12em;
  color: ${theme.color.accentText};
  padding-top: 0.4rem;
`;

const Bullets = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[3]};
  align-content: start;
  li {
    display: flex;
    gap: ${theme.space[3]};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${theme.color.success};
  }
`;
