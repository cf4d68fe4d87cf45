import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { workShowcaseMachine } from '../../../machines/work-showcase.machine';
import { PlayButton } from '../../components/media/play-button';
import { Container } from '../../components/ui/container';
import { Eyebrow, Lead, Section, SectionHeader } from '../../components/ui/section';
import { useHold } from '../../components/ui/use-hold';
import type { ShowcaseItem } from '../../content/home';
import { embedUrl, posterSize } from '../../content/media';
import { inspect } from '../../inspect';
import { commandMessage, postToPlayer, readPlayerMessage, subscribeMessages } from './player-bridge';
import { reducedMotionQuery, useMediaQuery } from './use-media-query';

type Props = {
  eyebrow: string;
  heading: string;
  lead: string;
  items: readonly ShowcaseItem[];
  /** Tests pass a machine with shorter delays. */
  machine?: typeof workShowcaseMachine;
};

const thresholds = [0, 0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 1];

/**
 * The work showcase: tabs, previous/next (wrapping around), an
 * auto-advance every 8 s while in view, and a facade player. Every decision
 * lives in machines/work-showcase.machine.ts; this view reports what the
 * visitor and the browser do (clicks, visibility, hover/focus, reduced
 * motion) and mirrors the state.
 */
export function WorkShowcase({ eyebrow, heading, lead, items, machine = workShowcaseMachine }: Props) {
  const [state, send] = useMachine(machine, { input: { count: items.length }, inspect });
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const { index, reducedMotion } = state.context;
  const current = items[index]!;
  const playerLoaded = !state.matches({ playback: 'poster' });
  const playing = state.matches({ playback: 'playing' });
  const autoAdvancing = state.matches({ advance: 'counting' }) || state.matches({ advance: 'waiting' });

  useEffect(() => {
    const node = stage.current;
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) send({ type: 'showcase.visibility', ratio: entry.isIntersecting ? entry.intersectionRatio : 0 });
      },
      { threshold: thresholds },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [send]);

  useMediaQuery(reducedMotionQuery, (reduce) => send({ type: 'showcase.reducedMotion', reduce }));

  const hold = useHold(useCallback((held: boolean) => send({ type: held ? 'showcase.hold' : 'showcase.release' }), [send]));

  // Keep a loaded player in step with the machine: play while at least half visible, pause otherwise.
  useEffect(() => {
    if (!playerLoaded) return;
    postToPlayer(frame.current, current.video, [commandMessage(current.video, playing ? 'play' : 'pause')]);
  }, [playerLoaded, playing, current.video]);

  // The visitor pressed play in the player while we held it paused: that is a play request.
  const suspended = state.matches({ playback: 'suspended' });
  useEffect(() => {
    if (!playerLoaded) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      if (readPlayerMessage(current.video, event.origin, event.data) === 'playing' && suspended) send({ type: 'showcase.play' });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [playerLoaded, suspended, current.video, send]);

  const onFrameLoad = () => {
    postToPlayer(frame.current, current.video, [
      ...subscribeMessages(current.video, `showcase-${current.key}`),
      commandMessage(current.video, 'mute'),
      commandMessage(current.video, playing ? 'play' : 'pause'),
    ]);
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + items.length) % items.length;
    send({ type: 'showcase.select', index: next });
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
          aria-roledescription="carousel"
          aria-label="Work showcase"
          data-testid="work-showcase"
          data-index={index}
          data-advance={String((state.value as { advance: string }).advance)}
          data-playback={String((state.value as { playback: string }).playback)}
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
                onClick={() => send({ type: 'showcase.select', index: i })}
                onKeyDown={onTabKey}
              >
                {item.label}
              </Tab>
            ))}
          </Tabs>

          <Panel id="showcase-panel" role="tabpanel" aria-labelledby={`showcase-tab-${current.key}`}>
            <Stage ref={stage}>
              {playerLoaded ? (
                <iframe
                  key={current.video.id}
                  ref={frame}
                  src={embedUrl(current.video, {
                    autoplay: playing,
                    muted: true,
                    apiOrigin: typeof window === 'undefined' ? undefined : window.location.origin,
                  })}
                  title={current.video.title}
                  allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                  allowFullScreen
                  referrerPolicy="strict-origin-when-cross-origin"
                  onLoad={onFrameLoad}
                />
              ) : (
                <>
                  {items.map((item, i) => (
                    <Poster
                      key={item.key}
                      src={item.video.poster}
                      alt=""
                      width={posterSize.showcase.width}
                      height={posterSize.showcase.height}
                      loading="lazy"
                      decoding="async"
                      data-current={i === index || undefined}
                    />
                  ))}
                  <PlayButton label={`Play video: ${current.video.title}`} onPlay={() => send({ type: 'showcase.play' })} size="lg" />
                </>
              )}
              {autoAdvancing ? <Progress key={`${index}-${String((state.value as { advance: string }).advance)}`} data-running={state.matches({ advance: 'counting' }) || undefined} aria-hidden="true" /> : null}
            </Stage>
            <Caption aria-live={autoAdvancing ? 'off' : 'polite'}>
              <div>
                <Counter>
                  {String(index + 1).padStart(2, '0')} / {String(items.length).padStart(2, '0')}
                </Counter>
                <h3>{current.title}</h3>
                <p>{current.description}</p>
              </div>
              <Controls>
                {!reducedMotion ? (
                  <Rotation
                    type="button"
                    onClick={() => send({ type: autoAdvancing ? 'showcase.pause' : 'showcase.resume' })}
                    aria-label={autoAdvancing ? 'Stop automatic advance' : 'Start automatic advance'}
                  >
                    {autoAdvancing ? (
                      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                        <path d="M8 5h3v14H8zM13 5h3v14h-3z" fill="currentColor" />
                      </svg>
                    ) : (
                      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                        <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
                      </svg>
                    )}
                  </Rotation>
                ) : null}
                <Arrow type="button" onClick={() => send({ type: 'showcase.previous' })} aria-label="Previous video">
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path d="M15 5l-7 7 7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
                  </svg>
                </Arrow>
                <Arrow type="button" onClick={() => send({ type: 'showcase.next' })} aria-label="Next video">
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path d="M9 5l7 7-7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
                  </svg>
                </Arrow>
              </Controls>
            </Caption>
          </Panel>
        </Showcase>
      </Container>
    </Section>
  );
}

const Showcase = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  overflow-x: auto;
  scrollbar-width: none;
  padding: 2px;
`;

const Tab = styled.button`
  flex: none;
  padding: 0.6rem 1.1rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.text.sm};
  font-weight: 600;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.base}, color ${({ theme }) => theme.motion.base}, border-color ${({ theme }) => theme.motion.base};
  &:hover {
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.borderStrong};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.text};
    color: ${({ theme }) => theme.color.bg};
  }
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const Stage = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Poster = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: 0;
  transform: scale(1.03);
  transition: opacity ${({ theme }) => theme.motion.slow} ease, transform 1.2s ${({ theme }) => theme.motion.ease};
  &[data-current] {
    opacity: 1;
    transform: none;
  }
`;

const Progress = styled.span`
  position: absolute;
  left: 0;
  bottom: 0;
  height: 3px;
  width: 100%;
  background: ${({ theme }) => theme.color.warm};
  transform-origin: left;
  transform: scaleX(0);
  &[data-running] {
    animation: showcase-progress 8s linear forwards;
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
  gap: ${({ theme }) => theme.space[5]};
  h3 {
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    max-width: 42rem;
  }
`;

const Counter = styled.p`
  && {
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.text.xs};
    letter-spacing: 0.14em;
    color: ${({ theme }) => theme.color.textSubtle};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

const Controls = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const Arrow = styled.button`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast}, color ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.color.text};
    color: ${({ theme }) => theme.color.bg};
  }
`;

const Rotation = styled(Arrow)``;
