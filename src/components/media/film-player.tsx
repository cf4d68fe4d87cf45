import styled from 'styled-components';
import type { Film } from '#src/content/media';
import { ClipVideo } from './clip-video';
import type { ClipHandle } from './use-clip';
import { VideoFacade } from './video-facade';
import { theme } from '#src/styles/tokens';

/**
 * The player for a film on a page (case studies, the portfolio dialog): the
 * long version behind the provider facade when the film has one (a valid id),
 * otherwise the site's own clip with a large play button and, while it plays,
 * a pause button.
 */
export function FilmPlayer({ film, handle, onControl }: { film: Film; handle?: ClipHandle; onControl?: () => void }) {
  return (
    <Frame>
      {film.long ? (
        <VideoFacade video={film.long} poster={film.clip.poster} />
      ) : (
        <ClipVideo clip={film.clip} handle={handle} control="center" onControl={onControl} />
      )}
    </Frame>
  );
}

const Frame = styled.div`
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
`;
