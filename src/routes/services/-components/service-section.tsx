import type { ReactNode } from 'react';
import { Container } from '#src/components/ui/container';
import { Eyebrow, Lead, Section, SectionHeader } from '#src/components/ui/section';

type Props = {
  id: string;
  eyebrow: string;
  heading: string;
  lead?: string;
  tone?: 'plain' | 'raised';
  children: ReactNode;
};

/** A section of a service page: eyebrow, h2 and lead, then its content. */
export function ServiceSection({ id, eyebrow, heading, lead, tone, children }: Props) {
  return (
    <Section id={id} $tone={tone} aria-labelledby={`${id}-title`}>
      <Container>
        <SectionHeader>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h2 id={`${id}-title`}>{heading}</h2>
          {lead ? <Lead>{lead}</Lead> : null}
        </SectionHeader>
        {children}
      </Container>
    </Section>
  );
}
