import styled from 'styled-components';
import { ButtonLink } from '#src/components/ui/button';
import { Container } from '#src/components/ui/container';
import { CtaBand } from '#src/components/blocks/cta-band';
import { PageHero } from '#src/components/blocks/page-hero';
import { ListHeading, ListIntro, ListSection } from '#src/components/ui/result-list';
import { ServiceCard } from '#src/components/blocks/service-card';
import { pages } from '#src/content/pages';
import { servicesIndex } from '#src/content/service-pages';
import { services } from '#src/content/services';
import { theme } from '#src/styles/tokens';

/** /services: all seven services (icon, title, description, features, image) linking to their pages. */
export function ServicesOverview() {
  const meta = pages['/services'];
  return (
    <>
      <PageHero variant="opener" eyebrow={meta.eyebrow} heading={meta.heading} lead={meta.lead}>
        <ButtonLink to={servicesIndex.consultation.to} $size="lg">
          {servicesIndex.consultation.label}
        </ButtonLink>
        <ButtonLink to={servicesIndex.process.to} $variant="secondary" $size="lg">
          {servicesIndex.process.label}
        </ButtonLink>
      </PageHero>
      <ListSection aria-labelledby="all-services-title">
        <Container>
          <ListHeading id="all-services-title">{servicesIndex.heading}</ListHeading>
          <ListIntro>{servicesIndex.lead}</ListIntro>
          <Grid role="list">
            {services.map((service, index) => (
              <div role="listitem" key={service.slug}>
                <ServiceCard service={service} eager={index < 3} />
              </div>
            ))}
          </Grid>
        </Container>
      </ListSection>
      <CtaBand heading={servicesIndex.cta.heading} text={servicesIndex.cta.text}>
        <ButtonLink to={servicesIndex.consultation.to} $size="lg">
          {servicesIndex.consultation.label}
        </ButtonLink>
        <ButtonLink to={servicesIndex.contact.to} $variant="secondary" $size="lg">
          {servicesIndex.contact.label}
        </ButtonLink>
      </CtaBand>
    </>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: repeat(2, 1fr);
  }
  /* Two columns and an odd count would leave the last card alone: the first one leads, across the row. */
  @media (${theme.breakpoint.sm} <= width < ${theme.breakpoint.lg}) {
    > :first-child:nth-last-child(odd) {
      grid-column: 1 / -1;
    }
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    > * {
      grid-column: span 4;
    }
    /* Seven services: two rows of different rhythm, four narrower cards over three wider ones, rather
       than rows of three that leave the seventh alone. */
    > :first-child:nth-last-child(7),
    > :first-child:nth-last-child(7) ~ :nth-child(-n + 4) {
      grid-column: span 3;
    }
  }
`;
