import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useId, useRef, type KeyboardEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { advanceIntervals, autoAdvanceMachine } from '#machines/auto-advance.machine';
import { CarouselControls, isRotationControl } from '#src/components/ui/carousel-controls';
import { useHold } from '#src/components/ui/use-hold';
import type { Step } from '#src/content/types';
import { inspect } from '#src/inspect';
import { showRange } from '#src/content/typography';
import { KeepHyphenated } from '#src/components/ui/keep-hyphenated';
import { theme } from '#src/styles/tokens';

/** Share of the carousel that must be on screen for it to rotate. */
const VISIBLE_RATIO = 0.25;
const labels = { previous: 'Previous step', next: 'Next step', pause: 'Pause autoplay', play: 'Play autoplay' };

/**
 * The consultation steps as a tabbed carousel (WAI-ARIA carousel with tabs).
 * The shared autoAdvance machine owns the active step and the rotation
 * (every 5 s while a quarter of it is on screen, never under reduced motion,
 * held while the pointer or keyboard focus is inside); this view sends the
 * visitor's choices. Focus on the pause/play control itself does not hold the
 * carousel (as in the WAI-ARIA carousel pattern), so pressing Play with the
 * keyboard starts it straight away.
 */
export function ProcessCarousel({
  steps,
  label,
  machine = autoAdvanceMachine,
}: {
  steps: readonly Step[];
  label: string;
  machine?: typeof autoAdvanceMachine;
}) {
  const rootRef = useRef<HTMLElement>(null);
  const carousel = useActorRef(machine.provide({ delays: { advanceInterval: advanceIntervals.processCarousel } }), {
    inspect,
    input: { count: steps.length, minVisibleRatio: VISIBLE_RATIO, frame: () => rootRef.current },
  });
  const { index, reducedMotion, held } = useSelector(carousel, (s) => s.context);
  const isAutoplay = useSelector(carousel, (s) => s.matches('rotating'));
  const isRunning = useSelector(carousel, (s) => s.matches({ rotating: 'counting' }));
  const send = carousel.send;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const count = steps.length;

  const hold = useHold(
    useCallback((isHeld: boolean) => send({ type: isHeld ? 'carousel.hold' : 'carousel.release' }), [send]),
    isRotationControl,
  );

  const goTo = (target: number, focus = false) => {
    const next = ((target % count) + count) % count;
    send({ type: 'carousel.select', index: next });
    if (focus) tabRefs.current[next]?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target, true);
  };

  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = (i: number) => `${baseId}-panel-${i}`;

  return (
    <Root
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel-state={isRunning ? 'running' : isAutoplay ? (held ? 'held' : 'waiting') : 'paused'}
      data-active-step={index}
      {...hold}
    >
      <Controls>
        {reducedMotion ? <MotionNote>Autoplay is off because your device asks for reduced motion.</MotionNote> : null}
        <CarouselControls
          rotating={reducedMotion ? null : isAutoplay}
          onToggleRotation={() => send({ type: isAutoplay ? 'carousel.pause' : 'carousel.play' })}
          onPrevious={() => send({ type: 'carousel.previous' })}
          onNext={() => send({ type: 'carousel.next' })}
          labels={labels}
        />
      </Controls>
      <Layout>
        <Tabs role="tablist" aria-label="Steps" $count={count}>
          {steps.map((step, i) => {
            const selected = i === index;
            return (
              <Tab
                key={step.title}
                ref={(node) => {
                  tabRefs.current[i] = node;
                }}
                type="button"
                role="tab"
                id={tabId(i)}
                aria-selected={selected}
                aria-controls={panelId(i)}
                tabIndex={selected ? 0 : -1}
                onClick={() => goTo(i)}
                onKeyDown={onTabKeyDown}
              >
                <TabNumber aria-hidden="true">{String(i + 1).padStart(2, '0')}</TabNumber>
                <TabTitle>{step.title}</TabTitle>
                {selected && isRunning ? (
                  <Progress key={index} aria-hidden="true" style={{ animationDuration: `${advanceIntervals.processCarousel}ms` }} />
                ) : null}
              </Tab>
            );
          })}
        </Tabs>
        <Panels aria-live={isAutoplay ? 'off' : 'polite'}>
          {steps.map((step, i) => (
            <Panel
              key={step.title}
              role="tabpanel"
              id={panelId(i)}
              aria-labelledby={tabId(i)}
              aria-roledescription="slide"
              hidden={i !== index}
            >
              <BigNumber aria-hidden="true">{String(i + 1).padStart(2, '0')}</BigNumber>
              <StepOf>
                Step {i + 1} of {count}
                {step.duration ? (
                  <>
                    {' '}
                    · <KeepHyphenated text={step.duration} />
                  </>
                ) : null}
              </StepOf>
              <h3>{step.title}</h3>
              <p>{showRange(step.description)}</p>
            </Panel>
          ))}
        </Panels>
      </Layout>
    </Root>
  );
}

const fill = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;

const Root = styled.section`
  display: grid;
  gap: ${theme.space[5]};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space[3]};
  p {
    margin-right: auto;
  }
`;

const MotionNote = styled.p`
  margin: 0;
  font-size: ${theme.text.sm};
  color: ${theme.color.textSubtle};
`;

const Layout = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  @media (min-width: ${theme.breakpoint.md}) {
    grid-template-columns: minmax(15rem, 22rem) minmax(0, 1fr);
    gap: ${theme.space[6]};
  }
`;

const Tabs = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: ${theme.space[2]};
  @media (min-width: ${theme.breakpoint.md}) {
    grid-template-columns: 1fr;
    align-content: start;
  }
`;

const Tab = styled.button`
  position: relative;
  overflow: hidden;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[3]};
  min-height: 3rem;
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  background: transparent;
  color: ${theme.color.textMuted};
  text-align: left;
  cursor: pointer;
  transition: border-color ${theme.motion.fast}, background-color ${theme.motion.fast}, color ${theme.motion.fast};
  &:hover {
    color: ${theme.color.text};
    border-color: ${theme.color.borderStrong};
  }
  &[aria-selected='true'] {
    color: ${theme.color.text};
    border-color: color-mix(in srgb, ${theme.color.accent} 60%, transparent);
    background: color-mix(in srgb, ${theme.color.accent} 10%, ${theme.color.surface});
  }
  @media (min-width: ${theme.breakpoint.md}) {
    justify-content: flex-start;
    padding: ${theme.space[4]} ${theme.space[5]};
  }
`;

const TabNumber = styled.span`
  font-family: ${theme.font.display};
  font-weight: 600;
  font-size: ${theme.text.sm};
  letter-spacing: 0.08em;
  color: ${theme.color.accentText};
`;

/** The step title names the tab; below the md breakpoint only the number is shown. */
const TabTitle = styled.span`
  font-weight: 600;
  @media (max-width: calc(${theme.breakpoint.md} - 0.01em)) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const Progress = styled.span`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: 2px;
  background: ${theme.color.accent};
  transform-origin: left center;
  animation: ${fill} linear forwards;
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

const Panels = styled.div`
  min-height: 100%;
`;

const Panel = styled.div`
  position: relative;
  overflow: hidden;
  height: 100%;
  min-height: 17rem;
  padding: clamp(1.75rem, 1rem + 3vw, 3.5rem);
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background:
    radial-gradient(110% 120% at 100% 0%, ${theme.color.wash}, transparent 60%),
    ${theme.color.surface};
  h3 {
    position: relative;
    font-size: ${theme.text.h2};
    max-width: 16ch;
    margin-bottom: ${theme.space[4]};
  }
  p {
    position: relative;
    max-width: 36rem;
    font-size: ${theme.text.lg};
    color: ${theme.color.textMuted};
    margin: 0;
  }
  &[hidden] {
    display: none;
  }
`;

const BigNumber = styled.span`
  position: absolute;
  top: clamp(1rem, 0.5rem + 1.5vw, 2rem);
  right: clamp(1.25rem, 0.5rem + 2vw, 2.5rem);
  font-family: ${theme.font.display};
  font-size: clamp(4rem, 3rem + 4vw, 8rem);
  font-weight: 600;
  line-height: 1;
  letter-spacing: -0.06em;
  color: color-mix(in srgb, ${theme.color.text} 6%, transparent);
  pointer-events: none;
`;

const StepOf = styled.p`
  && {
    margin: 0 0 ${theme.space[5]};
    font-size: ${theme.text.xs};
    font-weight: 600;
    color: color-mix(in srgb, ${theme.color.warm} 75%, ${theme.color.text});
  }
`;
