import styled from 'styled-components';
import { ClientLogos } from '../../components/ui/client-logos';
import { clientMarquee } from '../../content/clients';

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
  padding-block: ${({ theme }) => theme.space[6]};
  border-block: 1px solid ${({ theme }) => theme.color.border};
`;

const Label = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  text-align: center;
  font-size: ${({ theme }) => theme.text.xs};
  color: ${({ theme }) => theme.color.textSubtle};
`;
