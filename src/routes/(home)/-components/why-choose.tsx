import styled from 'styled-components';
import { CardGrid } from '#src/components/blocks/card-grid';
import { StatsRow } from '#src/components/blocks/stats-row';
import { home } from '#src/content/home';
import { HomeSection } from './home-section';
import { theme } from '#src/styles/tokens';

/** Why choose the studio: headline numbers, then the reasons behind them. */
export function WhyChoose() {
  const copy = home.whyChoose;
  return (
    <HomeSection id="why-choose" eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead} tone="raised">
      <StatsRow stats={copy.stats} label="Our numbers" />
      <Spacer />
      <CardGrid cards={copy.reasons} columns={4} phone="rail" label={copy.eyebrow} />
    </HomeSection>
  );
}

const Spacer = styled.div`
  height: ${theme.space[8]};
`;
