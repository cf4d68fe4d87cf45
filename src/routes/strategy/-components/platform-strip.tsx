import styled from 'styled-components';
import { Container } from '#src/components/ui/container';
import { LogoChip } from '#src/components/blocks/logo-chip';
import { Marquee } from '#src/components/ui/marquee';
import type { ClientLogo } from '#src/content/types';
import { theme } from '#src/styles/tokens';

/** A slim band with the looping strip of platform logos (paused on hover/focus, still under reduced motion). */
export function PlatformStrip({ label, platforms, durationS }: { label: string; platforms: readonly ClientLogo[]; durationS: number }) {
  return (
    <Band>
      <Container>
        <Label>{label}</Label>
      </Container>
      <Marquee
        label={label}
        durationS={durationS}
        items={platforms.map((platform) => (
          <LogoChip key={platform.name} logo={platform} />
        ))}
      />
    </Band>
  );
}

const Band = styled.div`
  padding-block: ${theme.space[7]};
  border-bottom: 1px solid ${theme.color.border};
`;

const Label = styled.p`
  margin: 0 0 ${theme.space[4]};
  text-align: center;
  font-size: ${theme.text.xs};
  font-weight: 600;
  color: ${theme.color.textSubtle};
`;
