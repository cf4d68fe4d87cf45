import styled from 'styled-components';
import { clientLogos, clientLogoSize, clientMarquee } from '#src/content/clients';
import { Marquee } from '#src/components/ui/marquee';

/**
 * The studio's client logos, from the one client list (src/content/clients.ts),
 * as an endless marquee: one loop every 40 s, paused on hover and focus,
 * a still grid under reduced motion. The logo files are wordmarks; the alt
 * text names each client.
 */
export function ClientLogos() {
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
  return <Marquee items={items} durationS={clientMarquee.durationS} label={clientMarquee.label} />;
}

/* Both sizes auto with max limits: the browser scales the wordmark down as a whole (never squashed in a narrow grid cell). */
/* The files are white: full strength would shout over the page, so they sit a step back; the light theme inverts them to ink. */
const Logo = styled.img`
  width: auto;
  height: auto;
  max-width: 100%;
  max-height: clamp(2.5rem, 2rem + 1.2vw, 3.25rem);
  opacity: 0.82;
  :root.light & {
    filter: invert(1);
    opacity: 0.78;
  }
`;
