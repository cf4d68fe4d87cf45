import styled from 'styled-components';
import type { clipMachine } from '#machines/clip.machine';
import { ClipVideo } from '#src/components/media/clip-video';
import type { ClipHandle } from '#src/components/media/use-clip';
import { backgroundVideoControl, type Film } from '#src/content/media';
import { theme } from '#src/styles/tokens';

/**
 * The hero's background: the studio's own looping reel. The poster (the
 * page's largest element, fetched first) paints with the HTML; the clip's
 * machine starts the reel only after the page has loaded and settled, while
 * the hero is at least half on screen and the tab is visible, and never under
 * reduced motion or Save-Data. The pause/play control is always there. Wide
 * screens get the reel's 1920 × 1080 rendition, phones its 1280 × 720 one
 * (the <source> media queries). `handle`: the clip's machine when the hero
 * shares it ('Watch the reel'); otherwise the clip makes its own.
 */
export function HeroBackground({ video, machine, handle }: { video: Film; machine?: typeof clipMachine; handle?: ClipHandle }) {
  return (
    <Layer>
      <ClipVideo
        clip={video.clip}
        machine={machine}
        handle={handle}
        priority
        decorative
        fill
        labels={backgroundVideoControl}
        sizes="100vw"
      />
      <Shade aria-hidden="true" />
    </Layer>
  );
}

const Layer = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  /* Top right, under the header: the floating chat button owns the bottom-right corner. */
  [data-clip-control] {
    left: auto;
    bottom: auto;
    right: ${theme.layout.gutter};
    top: calc(${theme.layout.header} + ${theme.space[4]});
    z-index: 2;
  }
`;

const Shade = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
  background:
    linear-gradient(180deg, color-mix(in srgb, ${theme.color.bg} 55%, transparent) 0%, transparent 35%),
    linear-gradient(90deg, color-mix(in srgb, ${theme.color.bg} 88%, transparent) 0%, color-mix(in srgb, ${theme.color.bg} 40%, transparent) 60%, transparent 100%),
    linear-gradient(0deg, ${theme.color.bg} 0%, transparent 30%);
`;
