import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import styled from 'styled-components';
import type { clipMachine } from '#machines/clip.machine';
import { clipSources, type Clip, type Still } from '#src/content/media-library';
import { onPoster } from './on-poster';
import { PlayButton } from './play-button';
import { placeholderStyle, StillPicture } from './still-picture';
import { useClip, type ClipHandle } from './use-clip';
import { theme } from '#src/styles/tokens';

type Props = {
  clip: Clip;
  /** A still to show at rest instead of the clip's own poster (a card's picture). */
  poster?: Still;
  /** The clip's machine and refs (useClip); an ambient clip makes its own when omitted. */
  handle?: ClipHandle;
  /** The machine an ambient clip makes for itself (tests give one with stand-in sensors and player). */
  machine?: typeof clipMachine;
  /** The poster is the page's largest element above the fold (the home hero). */
  priority?: boolean;
  /** The film is decoration next to text that says it all (empty alt on the poster). */
  decorative?: boolean;
  /**
   * `corner`: a small pause/play button in a corner, always there (WCAG 2.2.2).
   * `center`: a large play button over the poster while it does not play, the corner pause while it does.
   * `none`: previews that play only while hovered or focused.
   */
  control?: 'corner' | 'center' | 'none';
  /** Accessible names of the control (default: "Play video: <title>" / "Pause video: <title>"). */
  labels?: { play: string; pause: string };
  /** Called when the visitor presses the control (a carousel stops rotating then). */
  onControl?: () => void;
  /** Fill the parent (which sets the size) instead of keeping the clip's own aspect ratio. */
  fill?: boolean;
  sizes?: string;
  className?: string;
};

/**
 * One looping, muted, inline clip served by the site: WebM (AV1/VP9) and
 * MP4 sources best first (a clip's larger renditions first of all, each
 * for the screens wide enough for it: `renditionMedia`), the poster as a <picture> (AVIF/WebP, width and
 * height set) over its inlined blurred placeholder. The <video> element asks
 * for nothing (`preload="none"`) until the clip's machine
 * (machines/clip.machine.ts) decides it plays: at least half on screen, the
 * tab visible, the page loaded and settled, and neither reduced motion nor
 * Save-Data asked for; previews play while hovered or focused.
 */
export function ClipVideo(props: Props) {
  return props.handle ? <ClipView {...props} handle={props.handle} /> : <OwnClip {...props} />;
}

function OwnClip(props: Props) {
  const handle = useClip({ machine: props.machine });
  return <ClipView {...props} handle={handle} />;
}

function ClipView({
  clip,
  poster = clip.poster,
  handle,
  priority = false,
  decorative = false,
  control = 'corner',
  labels,
  onControl,
  fill = false,
  sizes,
  className,
}: Props & { handle: ClipHandle }) {
  const { actorRef, frame, media, control: controlRef, refocus } = handle;
  const state = useSelector(actorRef, (s) => stateName(s.value));
  const declined = useSelector(actorRef, (s) => s.context.reducedMotion || s.context.saveData);
  const ambient = useSelector(actorRef, (s) => s.context.trigger === 'ambient');
  // Pausing is offered while the clip plays or is about to start by itself.
  const running = state.startsWith('auto') || state.startsWith('manual') || (state === 'poster' && ambient && !declined);
  const name = labels ?? { play: `Play video: ${clip.title}`, pause: `Pause video: ${clip.title}` };
  const shown = control === 'none' || state === 'failed' ? 'none' : control === 'center' && !running ? 'play' : 'toggle';
  const press = () => {
    // The centre play button and the pause button replace each other: the new one keeps the focus.
    if (control === 'center' && document.activeElement === controlRef.current) refocus.current = true;
    actorRef.send({ type: running ? 'clip.pause' : 'clip.play' });
    onControl?.();
  };
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    controlRef.current?.focus({ preventScroll: true });
  }, [shown, refocus, controlRef]);
  return (
    <Frame
      ref={frame}
      className={className}
      data-clip={clip.id}
      data-clip-state={state}
      data-vertical={clip.vertical || undefined}
      data-fill={fill || undefined}
      style={fill ? placeholderStyle(poster) : { ...placeholderStyle(poster), aspectRatio: `${clip.width} / ${clip.height}` }}
    >
      <StillPicture still={poster} decorative={decorative} priority={priority} sizes={sizes} />
      <video
        ref={media}
        muted
        loop
        playsInline
        preload="none"
        disablePictureInPicture
        aria-hidden="true"
        tabIndex={-1}
        width={clip.width}
        height={clip.height}
      >
        {clipSources(clip).map((source) => (
          <source key={source.src} src={source.src} type={source.type} media={source.media} />
        ))}
      </video>
      {shown === 'none' ? null : shown === 'play' ? (
        <PlayButton ref={controlRef} label={name.play} onPlay={press} size="lg" />
      ) : (
        <Toggle
          ref={controlRef}
          type="button"
          onClick={press}
          aria-label={running ? name.pause : name.play}
          data-clip-control={running ? 'pause' : 'play'}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            {running ? (
              <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
            ) : (
              <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
            )}
          </svg>
        </Toggle>
      )}
    </Frame>
  );
}

/** `auto.playing`, `poster`, … (the state value as one dotted name). */
function stateName(value: unknown): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value as Record<string, unknown>)[0]!;
  return `${key}.${stateName(child)}`;
}

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  background-size: cover;
  &[data-fill] {
    position: absolute;
    inset: 0;
  }
  background-position: center;
  picture,
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
  video,
  img {
    object-fit: cover;
  }
  /*
   * A vertical clip filling a wider frame is shown whole, as the phone screen it was made for: a rounded 9:16 frame
   * in the middle, over its own placeholder dimmed into a backdrop.
   */
  &[data-fill][data-vertical]::before {
    content: '';
    position: absolute;
    inset: 0;
    background: color-mix(in srgb, ${theme.color.bgElevated} 78%, transparent);
  }
  &[data-fill][data-vertical] picture,
  &[data-fill][data-vertical] video {
    inset: 6% auto;
    left: 50%;
    width: auto;
    height: 88%;
    aspect-ratio: 9 / 16;
    translate: -50% 0;
    border-radius: ${theme.radius.lg};
    overflow: hidden;
    box-shadow: ${theme.shadow.pop};
  }
  &[data-fill][data-vertical] img {
    width: 100%;
    height: 100%;
    background: none !important;
  }
  video {
    opacity: 0;
    transition: opacity ${theme.motion.slow} ease;
  }
  /* The video covers the poster once it has something to show; a preview at rest shows the poster again. */
  &[data-clip-state^='auto'] video,
  &[data-clip-state^='manual'] video,
  &[data-clip-state='paused'] video,
  &[data-clip-state='preview'] video {
    opacity: 1;
  }
  @media (prefers-reduced-motion: reduce) {
    video {
      transition: none;
    }
  }
`;

const Toggle = styled.button`
  ${onPoster}
  position: absolute;
  left: ${theme.space[3]};
  bottom: ${theme.space[3]};
  z-index: 1;
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  border: 1px solid ${theme.color.borderStrong};
  background: ${theme.color.overlay};
  color: ${theme.color.text};
  backdrop-filter: blur(8px);
  cursor: pointer;
  &:hover {
    background: ${theme.color.accent};
    color: ${theme.color.accentContrast};
  }
`;
