import type { ReactNode } from 'react';
import { Container } from '#src/components/ui/container';
import { Eyebrow, Lead, Section, SectionHeader } from '#src/components/ui/section';
import type { HomeSectionId } from '#src/content/home';
import { KeepHyphenated } from '#src/components/ui/keep-hyphenated';
import { showRange } from '#src/content/typography';

type Props = {
  id: HomeSectionId;
  eyebrow: string;
  heading: string;
  lead?: string;
  tone?: 'plain' | 'raised';
  center?: boolean;
  /** Extra content beside the header (e.g. a link to all services). */
  aside?: ReactNode;
  children: ReactNode;
};

/** One home page section: an h2 header (eyebrow, heading, lead) and its content. */
export function HomeSection({ id, eyebrow, heading, lead, tone, center, aside, children }: Props) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} $tone={tone} aria-labelledby={titleId} data-home-section={id}>
      <Container>
        <SectionHeader $center={center}>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h2 id={titleId}>
            <KeepHyphenated text={heading} />
          </h2>
          {lead ? <Lead>{showRange(lead)}</Lead> : null}
          {aside}
        </SectionHeader>
        {children}
      </Container>
    </Section>
  );
}
