import { still } from '#src/content/media-library';

/**
 * The thumbnail rendition of a media-library still, for a navigation item
 * (AVIF, WebP otherwise); the frame around it (DesktopNav) sizes it. Decorative:
 * the link's label names the page. Loaded with React.lazy by the desktop
 * navigation when a menu first opens, so the media module and the files stay
 * out of the page until then (and it imports no styling, so it splits no
 * shared chunk out of the page's).
 */
export function NavThumbnail({ id }: { id: string }) {
  const thumb = still(id).thumb;
  if (!thumb) return null;
  return (
    <picture>
      <source type="image/avif" srcSet={thumb.avif} />
      <img src={thumb.webp} alt="" width={thumb.width} height={thumb.height} decoding="async" />
    </picture>
  );
}
