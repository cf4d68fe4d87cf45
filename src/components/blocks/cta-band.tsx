import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '#src/components/ui/container';
import { Lead, Section } from '#src/components/ui/section';
import { showRange } from '#src/content/typography';
import { KeepHyphenated } from '#src/components/ui/keep-hyphenated';
import { cssVariables, darkColors, theme } from '#src/styles/tokens';

/** Closing call-to-action band: heading, supporting line and actions (ButtonLinks). */
export function CtaBand({ heading, text, children }: { heading: string; text?: string; children: ReactNode }) {
  return (
    <Section>
      <Container>
        <Panel>
          <h2>
            <KeepHyphenated text={heading} />
          </h2>
          {text ? <Lead>{showRange(text)}</Lead> : null}
          <Actions>{children}</Actions>
        </Panel>
      </Container>
    </Section>
  );
}

/**
 * The closing panel is a dark stage in both themes, like the home hero: on paper it ends the page on the
 * studio's screening-room ink rather than a pastel wash, so it carries the dark colour set.
 */
const Panel = styled.div`
  ${cssVariables(darkColors)}
  color-scheme: dark;
  color: ${theme.color.text};
  position: relative;
  overflow: hidden;
  padding: clamp(2.5rem, 1.5rem + 4vw, 5rem);
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background:
    radial-gradient(120% 140% at 100% 0%, color-mix(in srgb, ${theme.color.accent} 30%, transparent), transparent 60%),
    radial-gradient(90% 120% at 0% 100%, color-mix(in srgb, ${theme.color.warm} 18%, transparent), transparent 60%),
    ${theme.color.bgElevated};
  h2 {
    max-width: 20ch;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};
`;
