import { StillPicture } from '../../../components/media/still-picture';
import { articleImageSize } from '../../../content/articles';
import { stillAt } from '../../../content/media-library';

/**
 * An article's picture: a still from the media library (AVIF and WebP, its blurred placeholder
 * inlined) when the article names one by its .webp path, otherwise the plain image file it names.
 * Decorative: the title beside it says what the article is about.
 */
export function ArticlePicture({ image, priority = false, sizes }: { image: string; priority?: boolean; sizes?: string }) {
  const still = stillAt(image);
  if (still) return <StillPicture still={still} decorative priority={priority} sizes={sizes} />;
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
