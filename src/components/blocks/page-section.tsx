import { useId, type ReactNode } from 'react';
import type { SectionCopy } from '#src/content/section-types';
import { Container } from '#src/components/ui/container';
import { Eyebrow, Lead, Section, SectionHeader } from '#src/components/ui/section';
import { KeepHyphenated } from '#src/components/ui/keep-hyphenated';
import { showRange } from '#src/content/typography';

type Props = {
  copy: SectionCopy;
  /** Anchor for in-page links. */
  id?: string;
  tone?: 'plain' | 'raised';
  center?: boolean;
  children: ReactNode;
};

/** A page section labelled by its h2: eyebrow, heading, lead, then the content. */
export function PageSection({ copy, id, tone = 'plain', center = false, children }: Props) {
  const headingId = useId();
  return (
    <Section id={id} $tone={tone} aria-labelledby={headingId}>
      <Container>
        <SectionHeader $center={center}>
          {copy.eyebrow ? <Eyebrow>{copy.eyebrow}</Eyebrow> : null}
          <h2 id={headingId}>
            <KeepHyphenated text={copy.heading} />
          </h2>
          {copy.lead ? <Lead>{showRange(copy.lead)}</Lead> : null}
        </SectionHeader>
        {children}
      </Container>
    </Section>
  );
}
