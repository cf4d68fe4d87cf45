import styled from 'styled-components';
import { Section } from '#src/components/ui/section';

/** The page section holding the wizard: closer to the hero than a regular section, so the form starts above the fold. */
export const WizardSection = styled(Section)`
  padding-top: clamp(2rem, 1rem + 3vw, 4rem);
`;
