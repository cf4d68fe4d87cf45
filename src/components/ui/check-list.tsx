import styled from 'styled-components';
import { Icon } from './icon';
import { theme } from '#src/styles/tokens';

/** A list of short points, each with a check mark (features, deliverables). */
export function CheckList({
  items,
  columns = 1,
  label,
  boxed = false,
}: {
  items: readonly string[];
  columns?: 1 | 2;
  label?: string;
  /** Each point in its own bordered tile (for a list that stands on its own). */
  boxed?: boolean;
}) {
  return (
    <List $columns={columns} $boxed={boxed} aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Mark>
            <Icon name="check" size={14} />
          </Mark>
          <span>{item}</span>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul<{ $columns: 1 | 2; $boxed: boolean }>`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
    column-gap: ${({ theme, $boxed }) => ($boxed ? theme.space[3] : theme.space[6])};
  }
  li {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space[3]};
    color: ${theme.color.text};
    ${({ theme, $boxed }) =>
      $boxed
        ? `
      align-items: center;
      padding: ${theme.space[4]} ${theme.space[5]};
      border-radius: ${theme.radius.md};
      border: 1px solid ${theme.color.border};
      background: ${theme.color.surface};
      font-weight: 500;
    `
        : ''}
  }
  ${({ $boxed }) => ($boxed ? '> li > span:first-child { margin-top: 0; }' : '')}
`;

const Mark = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 1.375rem;
  height: 1.375rem;
  margin-top: 0.15rem;
  border-radius: 50%;
  background: color-mix(in srgb, ${theme.color.accent} 18%, transparent);
  color: ${theme.color.accentText};
`;
