import styled from 'styled-components';
import { ClientLogos } from '#src/components/blocks/client-logos';
import { clientMarquee } from '#src/content/clients';
import { theme } from '#src/styles/tokens';

/** The strip of 12 client logos, one loop every 40 s (paused on hover and focus, static under reduced motion). */
export function ClientMarquee() {
  return (
    <Strip data-testid="client-marquee">
      <Label>{clientMarquee.strapline}</Label>
      <ClientLogos />
    </Strip>
  );
}

const Strip = styled.div`
  padding-block: ${theme.space[6]};
  border-block: 1px solid ${theme.color.border};
`;

const Label = styled.p`
  margin: 0 0 ${theme.space[4]};
  text-align: center;
  font-size: ${theme.text.xs};
  color: ${theme.color.textSubtle};
`;
