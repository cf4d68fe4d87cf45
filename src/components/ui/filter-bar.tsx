import styled from 'styled-components';
import { theme } from '#src/styles/tokens';

export type FilterOption<T extends string> = { readonly value: T | undefined; readonly label: string };

type Props<T extends string> = {
  options: readonly FilterOption<T>[];
  /** The active value; undefined is "All". */
  active: T | undefined;
  onSelect: (value: T | undefined) => void;
  /** Accessible name of the group, e.g. "Filter projects by category". */
  label: string;
};

/**
 * A row of toggle buttons that filter a list (one active at a time, shown
 * with aria-pressed). The list's owner keeps the active value, usually in
 * the URL.
 */
export function FilterBar<T extends string>({ options, active, onSelect, label }: Props<T>) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => {
        const pressed = option.value === active;
        return (
          <Chip
            key={option.label}
            type="button"
            aria-pressed={pressed}
            data-value={option.value ?? 'all'}
            onClick={() => onSelect(option.value)}
          >
            {option.label}
          </Chip>
        );
      })}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const Chip = styled.button`
  min-height: 2.75rem;
  padding: 0 1.1rem;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.textMuted};
  font-size: ${theme.text.sm};
  font-weight: 500;
  cursor: pointer;
  transition:
    background-color ${theme.motion.fast},
    color ${theme.motion.fast},
    border-color ${theme.motion.fast};
  &:hover {
    color: ${theme.color.text};
    border-color: ${theme.color.borderStrong};
  }
  &[aria-pressed='true'] {
    background: ${theme.color.accent};
    border-color: ${theme.color.accent};
    color: ${theme.color.accentContrast};
    font-weight: 600;
  }
`;
