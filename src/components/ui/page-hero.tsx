import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './container';
import { Eyebrow, Lead } from './section';

type Props = {
  eyebrow: string;
  heading: string;
  lead?: string;
  children?: ReactNode;
  /** Content above the eyebrow, e.g. a back link. */
  before?: ReactNode;
};

/** The standard hero at the top of an inner page: eyebrow, the page's single h1, a lead and actions. */
export function PageHero({ eyebrow, heading, lead, children, before }: Props) {
  return (
    <Hero>
      <Glow aria-hidden="true" />
      <Container>
        {before}
        <Eyebrow>{eyebrow}</Eyebrow>
        <h1>{heading}</h1>
        {lead ? <Lead>{lead}</Lead> : null}
        {children ? <Actions>{children}</Actions> : null}
      </Container>
    </Hero>
  );
}

const Hero = styled.div`
  position: relative;
  overflow: hidden;
  padding: calc(${({ theme }) => theme.layout.header} + clamp(3rem, 2rem + 5vw, 7rem)) 0 clamp(3rem, 2rem + 4vw, 6rem);
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  h1 {
    max-width: 18ch;
  }
`;

const Glow = styled.div`
  position: absolute;
  inset: -40% -10% auto auto;
  width: min(70vw, 900px);
  aspect-ratio: 1;
  background: radial-gradient(closest-side, color-mix(in srgb, ${({ theme }) => theme.color.accent} 28%, transparent), transparent 70%);
  pointer-events: none;
  filter: blur(10px);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;
