import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '#src/components/ui/container';
import { Eyebrow } from '#src/components/ui/section';
import { theme } from '#src/styles/tokens';

type Props = {
  eyebrow: string;
  heading: string;
  lead?: string;
  /** Right-hand side of the header (account and sign-out). */
  aside?: ReactNode;
  children: ReactNode;
  /** The inbox uses the wide column. */
  wide?: boolean;
};

/** Frame of the sign-in, admin and client pages: a compact header with the page's single h1, then the content. */
export function AuthPage({ eyebrow, heading, lead, aside, children, wide }: Props) {
  return (
    <Page>
      <Glow aria-hidden="true" />
      <Container $wide={wide}>
        <Header>
          <div>
            <Eyebrow>{eyebrow}</Eyebrow>
            <h1>{heading}</h1>
            {lead ? <LeadText>{lead}</LeadText> : null}
          </div>
          {aside ? <Aside>{aside}</Aside> : null}
        </Header>
        {children}
      </Container>
    </Page>
  );
}

/**
 * At least one screen tall: /admin and /client first show a short notice
 * while the sign-in is checked, then the inbox or the projects (or /login);
 * the footer starts below the fold either way, so nothing visible jumps.
 */
const Page = styled.div`
  position: relative;
  overflow: clip;
  min-height: 100vh;
  min-height: 100svh;
  padding: calc(${theme.layout.header} + clamp(2rem, 1.5rem + 2.5vw, 4rem)) 0 ${theme.space.section};
`;

/* Placed from the top in fixed units (not a percentage of the page's height, which changes when the content arrives). */
const Glow = styled.div`
  position: absolute;
  top: calc(min(80vw, 880px) * -0.4);
  left: -10%;
  width: min(80vw, 880px);
  aspect-ratio: 1;
  background: radial-gradient(closest-side, ${theme.color.glow}, transparent 70%);
  pointer-events: none;
`;

const Header = styled.header`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space[5]};
  margin-bottom: clamp(1.5rem, 1rem + 2vw, 3rem);
  h1 {
    font-size: clamp(2.25rem, 1.6rem + 2.6vw, 3.75rem);
    margin-bottom: ${theme.space[3]};
  }
`;

const LeadText = styled.p`
  max-width: 38rem;
  margin: 0;
  font-size: ${theme.text.lg};
  color: ${theme.color.textMuted};
`;

const Aside = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
`;
