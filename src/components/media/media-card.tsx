import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import type { CursorLabel } from '#src/content/cursor';
import type { Clip, Still } from '#src/content/media-library';
import { cardFrame, cardLift } from '#src/components/ui/card-frame';
import { ClipVideo } from './clip-video';
import { useClip } from './use-clip';
import { theme } from '#src/styles/tokens';

type Props = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  clip: Clip;
  /** The card's still (the clip's own poster when omitted). */
  poster?: Still;
  /** The picture is above the fold on its page (the first cards of a list). */
  priority?: boolean;
  /** The film is decoration: the card's text says what it is (empty alt on the poster). */
  decorative?: boolean;
  sizes: string;
  /** Drawn over the picture (a play badge). */
  overlay?: ReactNode;
  /** The card's text; its one link or button stretches over the whole card (stretchedTarget in ui/card-frame.ts). */
  children: ReactNode;
};

/**
 * The one shell of a work card (portfolio tiles, the /projects list): a 16:9 picture that plays a
 * short preview of the film while the card is hovered or its link or button has keyboard focus
 * (desktop pointers; touch devices keep the still), over the card's text, in the site's card frame.
 */
export function MediaCard({ clip, poster, priority = false, decorative = false, sizes, overlay, children, ...article }: Props) {
  const preview = useClip({ trigger: 'preview' });
  return (
    <Shell data-cursor={'view' satisfies CursorLabel} {...article} {...preview.previewHandlers}>
      <Thumb>
        <ClipVideo
          clip={clip}
          poster={poster}
          handle={preview}
          control="none"
          decorative={decorative}
          priority={priority}
          fill
          sizes={sizes}
        />
        {overlay}
      </Thumb>
      {children}
    </Shell>
  );
}

const Shell = styled.article`
  ${cardFrame}
  ${cardLift}
  display: flex;
  flex-direction: column;
`;

const Thumb = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 16 / 9;
  background: ${theme.color.media};
  border-bottom: 1px solid ${theme.color.border};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform ${theme.motion.slow} ${theme.motion.ease};
  }
`;
