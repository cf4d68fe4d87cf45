import styled from 'styled-components';
import type { ClientLogo } from '#src/content/types';
import { theme } from '#src/styles/tokens';

/** A logo for marquee strips: the mark (decorative) and the name as real text. */
export function LogoChip({ logo }: { logo: ClientLogo }) {
  return (
    <Chip data-logo={logo.name}>
      <img src={logo.logo} alt="" width="32" height="32" loading="lazy" decoding="async" />
      <span>{logo.name}</span>
    </Chip>
  );
}

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.75rem;
  padding-block: ${theme.space[2]};
  font-family: ${theme.font.display};
  font-size: clamp(1.05rem, 0.95rem + 0.5vw, 1.35rem);
  font-weight: 600;
  letter-spacing: -0.02em;
  white-space: nowrap;
  color: ${theme.color.textMuted};
  img {
    width: 32px;
    height: 32px;
  }
`;
