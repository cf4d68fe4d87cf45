import { StillPicture } from '#src/components/media/still-picture';
import { articleImageSize } from '#src/content/articles';

/** Where the media library keeps a still: /media/library/<id>/<id>.webp, its AVIF beside it (src/content/media-library.ts). */
const libraryStill = /^\/media\/library\/([a-z0-9-]+)\/\1\.webp$/;

/**
 * An article's picture. A still from the media library, named by its .webp path, is shown with
 * its AVIF first; any other image file as it is. Read from the path alone, so an article page
 * does not ship the media library's list to the browser. Decorative: the title beside it says
 * what the article is about.
 */
export function ArticlePicture({ image, priority = false, sizes }: { image: string; priority?: boolean; sizes?: string }) {
  const id = libraryStill.exec(image)?.[1];
  if (id) {
    // Library stills are 1280 × 720; the frame crops them to the article's 1200 × 630 either way.
    const still = { id, alt: '', width: 1280, height: 720, webp: image, avif: image.replace(/\.webp$/, '.avif') };
    return <StillPicture still={still} decorative priority={priority} sizes={sizes} />;
  }
  return (
    <img
      src={image}
      alt=""
      width={articleImageSize.width}
      height={articleImageSize.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
