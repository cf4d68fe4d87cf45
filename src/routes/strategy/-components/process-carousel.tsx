import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { PROCESS_ADVANCE_MS, processCarouselMachine } from '../../../../machines/process-carousel.machine';
import { useHold } from '../../../components/ui/use-hold';
import type { Step } from '../../../content/types';
import { inspect } from '../../../inspect';

const VISIBLE_RATIO = 0.25;

/**
 * The consultation steps as a tabbed carousel (WAI-ARIA carousel with tabs).
 * The processCarousel machine owns the active step and autoplay; this view
 * reports visibility (IntersectionObserver), the reduced-motion preference
 * (matchMedia) and whether the pointer or keyboard focus is inside (hold/
 * release) to it, and sends the visitor's choices. Focus on the pause/play
 * control itself does not hold the carousel (as in the WAI-ARIA carousel
 * pattern), so pressing Play with the keyboard starts it straight away.
 */
export function ProcessCarousel({ steps, label }: { steps: readonly Step[]; label: string }) {
  const [state, send] = useMachine(processCarouselMachine, { inspect, input: { count: steps.length } });
  const rootRef = useRef<HTMLElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const { index, isReducedMotion, isHeld } = state.context;
  const isAutoplay = state.matches('autoplay');
  const isRunning = state.matches({ autoplay: 'running' });
  const count = steps.length;

  useEffect(() => {
    const node = rootRef.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        send({ type: entry.isIntersecting && entry.intersectionRatio >= VISIBLE_RATIO ? 'carousel.visible' : 'carousel.hidden' });
      },
      { threshold: [0, VISIBLE_RATIO, 0.6] },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [send]);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const sync = () => send({ type: query.matches ? 'carousel.reduceMotion' : 'carousel.allowMotion' });
    sync();
    query.addEventListener('change', sync);
    return () => query.removeEventListener('change', sync);
  }, [send]);

  const hold = useHold(
    useCallback((held: boolean) => send({ type: held ? 'carousel.hold' : 'carousel.release' }), [send]),
    isAutoplayControl,
  );

  const goTo = (target: number, focus = false) => {
    const next = ((target % count) + count) % count;
    send({ type: 'carousel.goTo', index: next });
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
      data-carousel-state={isRunning ? 'running' : isAutoplay ? (isHeld ? 'held' : 'waiting') : 'paused'}
      data-active-step={index}
      {...hold}
    >
      <Controls>
        {isReducedMotion ? (
          <MotionNote>Autoplay is off because your device asks for reduced motion.</MotionNote>
        ) : (
          <ControlButton
            type="button"
            data-control="autoplay"
            aria-label={isAutoplay ? 'Pause autoplay' : 'Play autoplay'}
            onClick={() => send({ type: isAutoplay ? 'carousel.pause' : 'carousel.play' })}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              {isAutoplay ? <path d="M8 5h3v14H8zM13 5h3v14h-3z" /> : <path d="M8 5l11 7-11 7z" />}
            </svg>
            <span aria-hidden="true">{isAutoplay ? 'Pause' : 'Play'}</span>
          </ControlButton>
        )}
        <Arrows>
          <ControlButton type="button" aria-label="Previous step" onClick={() => send({ type: 'carousel.previous' })}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </ControlButton>
          <ControlButton type="button" aria-label="Next step" onClick={() => send({ type: 'carousel.next' })}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </ControlButton>
        </Arrows>
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
                  <Progress key={index} aria-hidden="true" style={{ animationDuration: `${PROCESS_ADVANCE_MS}ms` }} />
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
                {step.duration ? <> · {step.duration}</> : null}
              </StepOf>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </Panel>
          ))}
        </Panels>
      </Layout>
    </Root>
  );
}

const isAutoplayControl = (node: EventTarget) => node instanceof Element && node.closest('[data-control="autoplay"]') !== null;

const fill = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Arrows = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;
`;

const ControlButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  background: transparent;
  font-weight: 600;
  font-size: ${({ theme }) => theme.text.sm};
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.motion.fast}, background-color ${({ theme }) => theme.motion.fast};
  svg {
    fill: currentColor;
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
  }
`;

const MotionNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.text.sm};
  color: ${({ theme }) => theme.color.textSubtle};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(15rem, 22rem) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[6]};
  }
`;

const Tabs = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
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
  gap: ${({ theme }) => theme.space[3]};
  min-height: 3rem;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  text-align: left;
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.motion.fast}, background-color ${({ theme }) => theme.motion.fast}, color ${({ theme }) => theme.motion.fast};
  &:hover {
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.borderStrong};
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.text};
    border-color: color-mix(in srgb, ${({ theme }) => theme.color.accent} 60%, transparent);
    background: color-mix(in srgb, ${({ theme }) => theme.color.accent} 10%, ${({ theme }) => theme.color.surface});
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    justify-content: flex-start;
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  }
`;

const TabNumber = styled.span`
  font-family: ${({ theme }) => theme.font.display};
  font-weight: 600;
  font-size: ${({ theme }) => theme.text.sm};
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.color.accentText};
`;

/** The step title names the tab; below the md breakpoint only the number is shown. */
const TabTitle = styled.span`
  font-weight: 600;
  @media (max-width: calc(${({ theme }) => theme.breakpoint.md} - 0.01em)) {
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
  background: ${({ theme }) => theme.color.accent};
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
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background:
    radial-gradient(110% 120% at 100% 0%, color-mix(in srgb, ${({ theme }) => theme.color.accent} 18%, transparent), transparent 60%),
    ${({ theme }) => theme.color.surface};
  h3 {
    position: relative;
    font-size: ${({ theme }) => theme.text.h2};
    max-width: 16ch;
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
  p {
    position: relative;
    max-width: 36rem;
    font-size: ${({ theme }) => theme.text.lg};
    color: ${({ theme }) => theme.color.textMuted};
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
  font-family: ${({ theme }) => theme.font.display};
  font-size: clamp(4rem, 3rem + 4vw, 8rem);
  font-weight: 600;
  line-height: 1;
  letter-spacing: -0.06em;
  color: color-mix(in srgb, ${({ theme }) => theme.color.text} 6%, transparent);
  pointer-events: none;
`;

const StepOf = styled.p`
  && {
    margin: 0 0 ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.text.xs};
    font-weight: 600;
    color: color-mix(in srgb, ${({ theme }) => theme.color.warm} 75%, ${({ theme }) => theme.color.text});
  }
`;
