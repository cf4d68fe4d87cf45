import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { advanceIntervals, autoAdvanceMachine } from '#machines/auto-advance.machine';
import type { clipMachine } from '#machines/clip.machine';
import { ClipVideo } from '#src/components/media/clip-video';
import { useClip } from '#src/components/media/use-clip';
import { CarouselControls, isRotationControl } from '#src/components/ui/carousel-controls';
import { Container } from '#src/components/ui/container';
import { Eyebrow, Lead, Section, SectionHeader } from '#src/components/ui/section';
import { useHold } from '#src/components/ui/use-hold';
import type { ShowcaseItem } from '#src/content/home';
import { inspect } from '#src/inspect';
import { theme } from '#src/styles/tokens';

type Props = {
  eyebrow: string;
  heading: string;
  lead: string;
  items: readonly ShowcaseItem[];
  /** Tests pass machines with their own sensors, player and delays. */
  machine?: typeof autoAdvanceMachine;
  clipMachine?: typeof clipMachine;
};

const labels = { previous: 'Previous video', next: 'Next video', pause: 'Stop automatic advance', play: 'Start automatic advance' };

/**
 * The work showcase: tabs, previous/next (wrapping around) and the next
 * film every 8 s while the showcase is in view (the shared autoAdvance
 * machine). The current film is the site's own clip, which plays muted while
 * at least half of it is on screen and pauses below (the clip machine);
 * pressing its pause/play control also stops the rotation.
 */
export function WorkShowcase({ eyebrow, heading, lead, items, machine = autoAdvanceMachine, clipMachine }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const carousel = useActorRef(machine, {
    input: { count: items.length, minVisibleRatio: 0.01, frame: () => root.current },
    inspect,
  });
  const { index, reducedMotion } = useSelector(carousel, (s) => s.context);
  const advance = useSelector(carousel, (s) =>
    s.matches('stopped') ? 'stopped' : s.matches({ rotating: 'counting' }) ? 'counting' : 'waiting',
  );
  const send = carousel.send;
  const current = items[index]!;
  const rotating = advance !== 'stopped';

  const hold = useHold(
    useCallback((held: boolean) => send({ type: held ? 'carousel.hold' : 'carousel.release' }), [send]),
    isRotationControl,
  );

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + items.length) % items.length;
    send({ type: 'carousel.select', index: next });
    document.getElementById(`showcase-tab-${items[next]!.key}`)?.focus();
  };

  return (
    <Section id="work" aria-labelledby="work-title" data-home-section="work">
      <Container>
        <SectionHeader>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h2 id="work-title">{heading}</h2>
          <Lead>{lead}</Lead>
        </SectionHeader>
        <Showcase
          ref={root}
          aria-roledescription="carousel"
          aria-label="Work showcase"
          data-testid="work-showcase"
          data-index={index}
          data-advance={advance}
          {...hold}
        >
          <Tabs role="tablist" aria-label="Choose a showcase video">
            {items.map((item, i) => (
              <Tab
                key={item.key}
                id={`showcase-tab-${item.key}`}
                type="button"
                role="tab"
                aria-selected={i === index}
                aria-controls="showcase-panel"
                tabIndex={i === index ? 0 : -1}
                onClick={() => send({ type: 'carousel.select', index: i })}
                onKeyDown={onTabKey}
              >
                {item.label}
              </Tab>
            ))}
          </Tabs>

          <Panel id="showcase-panel" role="tabpanel" aria-labelledby={`showcase-tab-${current.key}`}>
            <Stage>
              <ShowcaseClip key={current.key} item={current} machine={clipMachine} onControl={() => send({ type: 'carousel.pause' })} />
              {rotating && !reducedMotion ? (
                <Progress
                  key={`${index}-${advance}`}
                  data-running={advance === 'counting' || undefined}
                  style={{ animationDuration: `${advanceIntervals.workShowcase}ms` }}
                  aria-hidden="true"
                />
              ) : null}
            </Stage>
            <Caption aria-live={rotating ? 'off' : 'polite'}>
              <div>
                <Counter>
                  {String(index + 1).padStart(2, '0')} / {String(items.length).padStart(2, '0')}
                </Counter>
                <h3>{current.title}</h3>
                <p>{current.description}</p>
              </div>
              <CarouselControls
                rotating={reducedMotion ? null : rotating}
                onToggleRotation={() => send({ type: rotating ? 'carousel.pause' : 'carousel.play' })}
                onPrevious={() => send({ type: 'carousel.previous' })}
                onNext={() => send({ type: 'carousel.next' })}
                labels={labels}
              />
            </Caption>
          </Panel>
        </Showcase>
      </Container>
    </Section>
  );
}

/** The current film: a fresh clip machine per item, so a new film starts from its own poster. */
function ShowcaseClip({ item, machine, onControl }: { item: ShowcaseItem; machine?: typeof clipMachine; onControl: () => void }) {
  const handle = useClip({ machine });
  return (
    <ClipVideo
      clip={item.video.clip}
      handle={handle}
      fill
      control="corner"
      onControl={onControl}
      sizes="(min-width: 1200px) 1140px, 100vw"
    />
  );
}

const Showcase = styled.div`
  display: grid;
  gap: ${theme.space[5]};
`;

const Tabs = styled.div`
  display: flex;
  gap: ${theme.space[2]};
  overflow-x: auto;
  scrollbar-width: none;
  padding: 2px;
`;

const Tab = styled.button`
  flex: none;
  padding: 0.6rem 1.1rem;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.color.border};
  background: transparent;
  color: ${theme.color.textMuted};
  font-size: ${theme.text.sm};
  font-weight: 600;
  cursor: pointer;
  transition: background-color ${theme.motion.base}, color ${theme.motion.base}, border-color ${theme.motion.base};
  &:hover {
    color: ${theme.color.text};
    border-color: ${theme.color.borderStrong};
  }
  &[aria-selected='true'] {
    background: ${theme.color.text};
    border-color: ${theme.color.text};
    color: ${theme.color.bg};
  }
`;

const Panel = styled.div`
  display: grid;
  gap: ${theme.space[5]};
`;

const Stage = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
`;

const Progress = styled.span`
  position: absolute;
  left: 0;
  bottom: 0;
  height: 3px;
  width: 100%;
  background: ${theme.color.warm};
  transform-origin: left;
  transform: scaleX(0);
  &[data-running] {
    animation: showcase-progress linear forwards;
  }
  @keyframes showcase-progress {
    to {
      transform: scaleX(1);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

const Caption = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[5]};
  h3 {
    margin-bottom: ${theme.space[2]};
  }
  p {
    margin: 0;
    color: ${theme.color.textMuted};
    max-width: 42rem;
  }
`;

const Counter = styled.p`
  && {
    font-family: ${theme.font.display};
    font-size: ${theme.text.xs};
    letter-spacing: 0.14em;
    color: ${theme.color.textSubtle};
    margin-bottom: ${theme.space[2]};
  }
`;
