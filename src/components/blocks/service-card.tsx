import { Link } from '@tanstack/react-router';
import styled from 'styled-components';
import type { Service } from '#src/content/services';
import { StillPicture } from '#src/components/media/still-picture';
import { cardFrame, cardLift, stretchedTarget } from '#src/components/ui/card-frame';
import { Icon } from '#src/components/ui/icon';
import { showRange } from '#src/content/typography';
import { theme } from '#src/styles/tokens';

type Props = {
  service: Service;
  /** Heading level of the card title, to keep the page outline logical. */
  headingLevel?: 'h3' | 'h4';
  /** Below-the-fold cards load their picture lazily (the default). */
  eager?: boolean;
};

/**
 * A service (docs/product/content-model.md: icon, title, description, features, image,
 * path) as a card whose title links to the service page; the whole card is
 * clickable through the link's stretched hit area.
 */
export function ServiceCard({ service, headingLevel = 'h3', eager = false }: Props) {
  const Heading = headingLevel;
  return (
    <Card data-service={service.slug}>
      <Inner>
        <Media>
          <StillPicture still={service.clip.poster} decorative priority={eager} sizes="(min-width: 64rem) 33vw, 100vw" />
          <Badge aria-hidden="true">
            <Icon name={service.icon} size={20} />
          </Badge>
        </Media>
        <Body>
          <Heading>
            <Link to="/services/$slug" params={{ slug: service.slug }}>
              {service.title}
            </Link>
          </Heading>
          <p>{showRange(service.description)}</p>
          <Features aria-label={`${service.title}: highlights`}>
            {service.features.map((feature) => (
              <li key={feature}>{showRange(feature)}</li>
            ))}
          </Features>
          <More aria-hidden="true">
            Explore <span>→</span>
          </More>
        </Body>
      </Inner>
    </Card>
  );
}

/* The card answers its own width: given a whole row (a lead card), picture and text sit side by side. */
const Card = styled.article`
  ${cardFrame}
  ${cardLift}
  container-type: inline-size;
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  @container (min-width: 36rem) {
    flex-direction: row;
  }
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: ${theme.color.media};
  border-bottom: 1px solid ${theme.color.border};
  @container (min-width: 36rem) {
    flex: 0 0 50%;
    aspect-ratio: auto;
    min-height: 18rem;
    border-bottom: 0;
    border-right: 1px solid ${theme.color.border};
  }
  picture {
    height: 100%;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    background-size: cover;
    transition: transform ${theme.motion.slow} ${theme.motion.ease};
  }
`;

const Badge = styled.span`
  position: absolute;
  left: ${theme.space[4]};
  bottom: ${theme.space[4]};
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${theme.radius.md};
  background: ${theme.color.headerGlass};
  color: ${theme.color.accentText};
  backdrop-filter: blur(8px);
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  padding: ${theme.space[5]} ${theme.space[5]} ${theme.space[6]};
  h3,
  h4 {
    font-size: ${theme.text.xl};
    margin-bottom: ${theme.space[2]};
  }
  h3 a,
  h4 a {
    text-decoration: none;
    ${stretchedTarget}
  }
  > p {
    color: ${theme.color.textMuted};
  }
`;

const Features = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space[5]};
  padding: 0;
  display: grid;
  gap: ${theme.space[1]};
  font-size: ${theme.text.sm};
  color: ${theme.color.textMuted};
  li {
    display: flex;
    gap: 0.6rem;
    align-items: baseline;
  }
  li::before {
    content: '';
    flex: none;
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${theme.color.warm};
    transform: translateY(-2px);
  }
`;

const More = styled.span`
  margin-top: auto;
  font-weight: 600;
  font-size: ${theme.text.sm};
  color: ${theme.color.accentText};
`;
