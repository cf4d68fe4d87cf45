import styled from 'styled-components';
import { Marquee } from '../../components/ui/marquee';
import { clientLogos, clientLogoSize, clientMarquee } from '../../content/clients';

/** The strip of 12 client logos, one loop every 40 s (paused on hover and focus, static under reduced motion). */
export function ClientMarquee() {
  const items = clientLogos.map((client) => (
    <Logo
      key={client.name}
      src={client.logo}
      alt={client.name}
      width={clientLogoSize.width}
      height={clientLogoSize.height}
      loading="lazy"
      decoding="async"
    />
  ));
  return (
    <Strip data-testid="client-marquee">
      <Label>Trusted by 500+ brands in 50+ countries</Label>
      <Marquee items={items} durationS={clientMarquee.durationS} label={clientMarquee.label} />
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
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.textSubtle};
`;

const Logo = styled.img`
  width: auto;
  height: 2.25rem;
  opacity: 0.9;
  :root.light & {
    filter: brightness(0.55);
  }
`;
