import styled from 'styled-components';
import { Icon } from './icon';
import { theme } from '#src/styles/tokens';

/** The round check mark that opens a thank-you panel (contact form, consultation wizard). Decorative: the heading next to it says what happened. */
export function SuccessBadge() {
  return (
    <Badge aria-hidden="true">
      <Icon name="check" size={28} />
    </Badge>
  );
}

const Badge = styled.span`
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  margin-bottom: ${theme.space[5]};
  border-radius: 50%;
  background: color-mix(in srgb, ${theme.color.success} 18%, transparent);
  color: ${theme.color.success};
`;
