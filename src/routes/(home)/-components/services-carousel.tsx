import { useMachine } from '@xstate/react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { positions, servicesCarouselMachine } from '#machines/services-carousel.machine';
import { ButtonLink } from '#src/components/ui/button';
import { CarouselControls } from '#src/components/ui/carousel-controls';
import { ServiceCard } from '#src/components/blocks/service-card';
import type { Service } from '#src/content/services';
import { inspect } from '#src/inspect';
import { useMediaQuery } from './use-media-query';
import { theme } from '#src/styles/tokens';

/** Cards per view by width; the same breakpoints size the cards in CSS. */
const perViewQueries = { two: '(min-width: 40em)', three: '(min-width: 72em)' } as const;

const labels = { previous: 'Previous services', next: 'Next services' };

type Props = { services: readonly Service[]; allLink: { to: string; label: string } };

/**
 * The services carousel: 3 of the 7 service cards at a time on wide
 * screens (2 on tablets, 1 on phones), previous/next disabled at the ends
 * (aria-disabled, so a keyboard user's focus stays on the arrow),
 * one dot per position, arrow keys, Home and End. Cards outside the window
 * are inert, so keyboard focus never lands on a hidden card.
 */
export function ServicesCarousel({ services, allLink }: Props) {
  const [state, send] = useMachine(servicesCarouselMachine, { input: { count: services.length, perView: 3 }, inspect });
  const { start, perView } = state.context;
  const dots = positions(state.context);

  const resize = () => {
    if (typeof window === 'undefined') return;
    const next = window.matchMedia(perViewQueries.three).matches ? 3 : window.matchMedia(perViewQueries.two).matches ? 2 : 1;
    send({ type: 'carousel.resize', perView: next });
  };
  useMediaQuery(perViewQueries.two, resize);
  useMediaQuery(perViewQueries.three, resize);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => send({ type: 'carousel.next' }),
      ArrowLeft: () => send({ type: 'carousel.previous' }),
      Home: () => send({ type: 'carousel.first' }),
      End: () => send({ type: 'carousel.last' }),
    };
    const action = keys[event.key];
    if (!action || (event.target as HTMLElement).closest('a')) return;
    event.preventDefault();
    action();
  };

  // At the ends the arrows are aria-disabled (see CarouselControls); the machine's guards ignore a press that cannot move.
  const canPrevious = state.can({ type: 'carousel.previous' });
  const canNext = state.can({ type: 'carousel.next' });
  const first = start + 1;
  const last = Math.min(start + perView, services.length);

  return (
    <Carousel
      role="region"
      aria-roledescription="carousel"
      aria-label="Services"
      data-testid="services-carousel"
      data-start={start}
      data-per-view={perView}
      onKeyDown={onKeyDown}
    >
      <Viewport>
        <Track style={{ transform: `translateX(calc(${-start} * (100% + var(--gap)) / ${perView}))` }}>
          {services.map((service, i) => {
            const visible = i >= start && i < start + perView;
            return (
              <Slide
                key={service.slug}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${services.length}: ${service.title}`}
                aria-hidden={!visible || undefined}
                inert={!visible || undefined}
                data-visible={visible || undefined}
              >
                <ServiceCard service={service} />
              </Slide>
            );
          })}
        </Track>
      </Viewport>
      <Bar>
        <Status aria-live="polite">
          Showing {first}
          {last > first ? `–${last}` : ''} of {services.length} services
        </Status>
        <CarouselControls
          onPrevious={() => send({ type: 'carousel.previous' })}
          onNext={() => send({ type: 'carousel.next' })}
          canPrevious={canPrevious}
          canNext={canNext}
          labels={labels}
        >
          <Dots role="group" aria-label="Choose position">
            {Array.from({ length: dots }, (_, i) => (
              <Dot
                key={i}
                type="button"
                aria-label={`Show services ${i + 1} to ${Math.min(i + perView, services.length)}`}
                aria-current={i === start || undefined}
                onClick={() => send({ type: 'carousel.goTo', index: i })}
              />
            ))}
          </Dots>
        </CarouselControls>
        <ButtonLink to={allLink.to} $variant="secondary">
          {allLink.label}
        </ButtonLink>
      </Bar>
    </Carousel>
  );
}

const Carousel = styled.div`
  --gap: ${theme.space[4]};
`;

const Viewport = styled.div`
  overflow: hidden;
  margin: -6px;
  padding: 6px;
`;

const Track = styled.div`
  display: flex;
  gap: var(--gap);
  transition: transform ${theme.motion.slow} ${theme.motion.ease};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
  transition: opacity ${theme.motion.base};
  &:not([data-visible]) {
    opacity: 0.35;
  }
  @media (min-width: ${theme.breakpoint.sm}) {
    flex-basis: calc((100% - var(--gap)) / 2);
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    flex-basis: calc((100% - 2 * var(--gap)) / 3);
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  margin-top: ${theme.space[6]};
`;

const Status = styled.p`
  margin: 0;
  min-width: 12rem;
  font-size: ${theme.text.sm};
  color: ${theme.color.textMuted};
`;

const Dots = styled.div`
  display: flex;
  gap: 2px;
`;

const Dot = styled.button`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  display: grid;
  place-items: center;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 999px;
    background: ${theme.color.borderStrong};
    transition: width ${theme.motion.base} ${theme.motion.ease}, background-color ${theme.motion.base};
  }
  &[aria-current='true']::before {
    width: 20px;
    background: ${theme.color.accent};
  }
`;
