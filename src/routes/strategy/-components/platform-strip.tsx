import styled from 'styled-components';
import { Container } from '../../../components/ui/container';
import { LogoChip } from '../../../components/ui/logo-chip';
import { Marquee } from '../../../components/ui/marquee';
import type { ClientLogo } from '../../../content/types';

/** A slim band with the looping strip of platform logos (paused on hover/focus, still under reduced motion). */
export function PlatformStrip({ label, platforms, durationS }: { label: string; platforms: readonly ClientLogo[]; durationS: number }) {
  return (
    <Band>
      <Container>
        <Label>{label}</Label>
      </Container>
      <Marquee label={label} durationS={durationS} items={platforms.map((platform) => <LogoChip key={platform.name} logo={platform} />)} />
    </Band>
  );
}

const Band = styled.div`
  padding-block: ${({ theme }) => theme.space[7]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Label = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  text-align: center;
  font-size: ${({ theme }) => theme.text.xs};
  font-weight: 600;
  color: ${({ theme }) => theme.color.textSubtle};
`;
