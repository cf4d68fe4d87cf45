import styled from 'styled-components';
import { still } from '#src/content/media-library';

/**
 * The thumbnail rendition of a media-library still, for a navigation item
 * (AVIF, WebP otherwise), filling the frame DesktopNav gives it. Decorative:
 * the link's label names the page. Loaded with React.lazy by the desktop
 * navigation when a menu first opens, so the media module and the files stay
 * out of the page until then. (It imports styled-components on purpose:
 * measured, this split of the bundle costs the pages fewer bytes and requests
 * than a chunk that imports only the JSX runtime.)
 */
export function NavThumbnail({ id }: { id: string }) {
  const thumb = still(id).thumb;
  if (!thumb) return null;
  return (
    <Picture>
      <source type="image/avif" srcSet={thumb.avif} />
      <img src={thumb.webp} alt="" width={thumb.width} height={thumb.height} decoding="async" />
    </Picture>
  );
}

const Picture = styled.picture`
  display: contents;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
