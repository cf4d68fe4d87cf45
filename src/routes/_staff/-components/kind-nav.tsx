import styled from 'styled-components';
import { leadKinds, type InboxFilters, type LeadCounts, type LeadKind } from '#src/api/admin';
import { inboxCopy } from '#src/content/admin-inbox';
import { theme } from '#src/styles/tokens';

type Props = {
  active: InboxFilters['kind'];
  counts: Partial<Record<LeadKind, LeadCounts>> | undefined;
  onSelect: (kind: InboxFilters['kind']) => void;
};

/** The kinds of lead with their unhandled counts; one is active (or all). */
export function KindNav({ active, counts, onSelect }: Props) {
  const available: readonly LeadKind[] = counts ? leadKinds.filter((k) => counts[k]) : leadKinds;
  const unhandled = (kind: InboxFilters['kind']) =>
    kind === 'all' ? available.reduce((sum, k) => sum + (counts?.[k]?.unhandled ?? 0), 0) : (counts?.[kind]?.unhandled ?? 0);
  return (
    <Nav aria-label="Lead kinds">
      <ul>
        {(['all', ...available] as const).map((kind) => {
          const count = unhandled(kind);
          return (
            <li key={kind}>
              <button type="button" aria-pressed={active === kind} onClick={() => onSelect(kind)}>
                <span>{inboxCopy.kinds[kind]}</span>
                {counts ? (
                  <Count aria-label={`${count} unhandled`} data-zero={count === 0 || undefined}>
                    {count}
                  </Count>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </Nav>
  );
}

const Nav = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    gap: ${theme.space[2]};
    overflow-x: auto;
    scrollbar-width: thin;
    padding-bottom: ${theme.space[1]};
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    ul {
      flex-direction: column;
      overflow: visible;
    }
  }
  button {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[3]};
    width: 100%;
    min-height: 2.75rem;
    padding: 0.5rem 0.9rem;
    border-radius: ${theme.radius.pill};
    border: 1px solid ${theme.color.border};
    background: transparent;
    font-size: ${theme.text.sm};
    font-weight: 500;
    white-space: nowrap;
    text-align: left;
    cursor: pointer;
    transition:
      background-color ${theme.motion.fast},
      border-color ${theme.motion.fast};
    &:hover {
      border-color: ${theme.color.borderStrong};
    }
    &[aria-pressed='true'] {
      background: ${theme.color.surface};
      border-color: ${theme.color.accent};
      color: ${theme.color.text};
    }
    @media (min-width: ${theme.breakpoint.lg}) {
      border-radius: ${theme.radius.sm};
      border-color: transparent;
      &[aria-pressed='true'] {
        border-color: transparent;
        box-shadow: inset 3px 0 0 ${theme.color.accent};
      }
    }
  }
`;

const Count = styled.span`
  min-width: 1.6rem;
  padding: 0.05rem 0.45rem;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accent};
  color: ${theme.color.accentContrast};
  font-size: ${theme.text.xs};
  font-weight: 700;
  text-align: center;
  font-variant-numeric: tabular-nums;
  &[data-zero] {
    background: ${theme.color.surfaceStrong};
    color: ${theme.color.textSubtle};
  }
`;
