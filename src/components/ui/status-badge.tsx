import styled from 'styled-components';
import { theme } from '#src/styles/tokens';

export type BadgeTone = 'success' | 'accent' | 'warning';

/** A small pill with a status label; the tone picks the theme colour (success green, accent, warning yellow). */
export function StatusBadge({ label, tone }: { label: string; tone: BadgeTone }) {
  return (
    <Badge data-tone={tone} $tone={tone}>
      <Dot aria-hidden="true" data-badge-dot />
      {label}
    </Badge>
  );
}

const Badge = styled.span<{ $tone: BadgeTone }>`
  --badge: ${({ theme, $tone }) => theme.color[$tone]};
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
  padding: 0.3rem 0.75rem;
  border-radius: ${theme.radius.pill};
  border: 1px solid color-mix(in srgb, var(--badge) 45%, transparent);
  background: color-mix(in srgb, var(--badge) 14%, transparent);
  /* The tone, nudged towards the text colour for 4.5:1 contrast on the tinted pill in both themes. */
  color: color-mix(in srgb, var(--badge) 70%, ${theme.color.text});
  font-size: ${theme.text.xs};
  font-weight: 600;
  letter-spacing: 0.02em;
  white-space: nowrap;
`;

const Dot = styled.span`
  width: 0.45rem;
  height: 0.45rem;
  border-radius: 50%;
  background: var(--badge);
`;
