import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { heroVideoMachine } from '../../../machines/hero-video.machine';
import { onConsentChange, readConsentInForce } from '../../analytics/consent-signal';
import { backgroundVideoControl, embedUrl, posterSize, type Video } from '../../content/media';
import { inspect } from '../../inspect';
import { commandMessage, postToPlayer, readPlayerMessage, subscribeMessages } from './player-bridge';
import { reducedMotionQuery, useMediaQuery } from './use-media-query';

type NetworkInformation = { saveData?: boolean };

/**
 * The hero's background: the local poster at once, and the muted looping
 * player only when the visitor has allowed marketing cookies (the choice
 * stored when the page loaded, or one made in the cookie banner during the
 * visit), after the page has loaded, and when the visitor has asked for
 * neither reduced motion nor data saving. The player stays invisible until
 * it reports that it plays, so a slow or blocked player never covers the
 * poster. The machine (machines/hero-video.machine.ts) makes every decision.
 */
export function HeroBackground({ video }: { video: Video }) {
  const [state, send] = useMachine(heroVideoMachine, { inspect });
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const start = () =>
      send({
        type: 'hero.pageLoaded',
        reducedMotion: window.matchMedia?.(reducedMotionQuery).matches ?? false,
        saveData: (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true,
        marketing: readConsentInForce()?.marketing === true,
      });
    if (document.readyState === 'complete') {
      start();
      return undefined;
    }
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, [send]);

  useEffect(() => onConsentChange((choice) => send({ type: 'hero.consentChanged', marketing: choice.marketing })), [send]);

  useMediaQuery(reducedMotionQuery, (reduce) => send({ type: 'hero.reducedMotion', reduce }));

  const mounted = state.matches('loading') || state.matches('playing') || state.matches('paused');
  useEffect(() => {
    if (!mounted) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const signal = readPlayerMessage(video, event.origin, event.data);
      if (signal === 'playing') send({ type: 'hero.playing' });
      else if (signal === 'error') send({ type: 'hero.failed', reason: 'player error' });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [mounted, send, video]);

  const paused = state.matches('paused');
  useEffect(() => {
    if (state.matches('playing')) postToPlayer(frame.current, video, [commandMessage(video, 'play')]);
    if (paused) postToPlayer(frame.current, video, [commandMessage(video, 'pause')]);
  }, [state, paused, video]);

  const onFrameLoad = useCallback(() => {
    postToPlayer(frame.current, video, [...subscribeMessages(video, 'hero'), commandMessage(video, 'mute')]);
  }, [video]);

  return (
    <>
      <Layer aria-hidden="true" data-hero-video={String(state.value)}>
        <img
          src={video.poster}
          alt=""
          width={posterSize.hero.width}
          height={posterSize.hero.height}
          fetchPriority="high"
          decoding="async"
        />
        {mounted ? (
          <iframe
            ref={frame}
            src={embedUrl(video, {
              autoplay: true,
              muted: true,
              loop: true,
              background: true,
              apiOrigin: window.location.origin,
            })}
            title={video.title}
            tabIndex={-1}
            allow="autoplay; encrypted-media; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={onFrameLoad}
            data-visible={state.matches('playing') || paused || undefined}
          />
        ) : null}
        <Shade />
      </Layer>
      {state.matches('playing') || paused ? (
        <Toggle
          type="button"
          onClick={() => send({ type: paused ? 'hero.resume' : 'hero.pause' })}
          aria-pressed={paused}
        >
          {paused ? backgroundVideoControl.play : backgroundVideoControl.pause}
        </Toggle>
      ) : null}
    </>
  );
}

const Layer = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  pointer-events: none;
  img,
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    border: 0;
  }
  iframe {
    /* cover the area like object-fit would: a 16:9 frame at least as large as the hero */
    top: 50%;
    left: 50%;
    width: max(100%, calc(100vh * 16 / 9 + 2px));
    height: max(100%, calc(100vw * 9 / 16 + 2px));
    transform: translate(-50%, -50%);
    opacity: 0;
    transition: opacity ${({ theme }) => theme.motion.slow} ease;
  }
  iframe[data-visible] {
    opacity: 1;
  }
`;

const Shade = styled.div`
  position: absolute;
  inset: 0;
  background:
    linear-gradient(180deg, color-mix(in srgb, ${({ theme }) => theme.color.bg} 55%, transparent) 0%, transparent 35%),
    linear-gradient(90deg, color-mix(in srgb, ${({ theme }) => theme.color.bg} 88%, transparent) 0%, color-mix(in srgb, ${({ theme }) => theme.color.bg} 40%, transparent) 60%, transparent 100%),
    linear-gradient(0deg, ${({ theme }) => theme.color.bg} 0%, transparent 30%);
`;

/* Top right, under the header: the floating chat button owns the bottom-right corner. */
const Toggle = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.layout.gutter};
  top: calc(${({ theme }) => theme.layout.header} + ${({ theme }) => theme.space[4]});
  z-index: 2;
  padding: 0.5rem 0.9rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.headerGlass};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.text.xs};
  cursor: pointer;
`;
