import type { CSSProperties } from 'react';
import styled from 'styled-components';
import type { Still } from '#src/content/media-library';

type Props = {
  still: Still;
  /** Decorative use (the surrounding text says what it shows): empty alt. */
  decorative?: boolean;
  /** Above the fold and the largest thing on screen: fetched first, never lazy. */
  priority?: boolean;
  sizes?: string;
  className?: string;
};

/**
 * A still from the media library: AVIF first, WebP otherwise, its intrinsic
 * width and height set, and the tiny blurred placeholder (a data URI in the
 * HTML) painted behind it until the file arrives, so nothing jumps and the
 * frame is never empty.
 */
export function StillPicture({ still, decorative = false, priority = false, sizes, className }: Props) {
  return (
    <Picture className={className}>
      <source type="image/avif" srcSet={still.avif} sizes={sizes} />
      <source type="image/webp" srcSet={still.webp} sizes={sizes} />
      <img
        src={still.webp}
        alt={decorative ? '' : still.alt}
        width={still.width}
        height={still.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        style={placeholderStyle(still)}
      />
    </Picture>
  );
}

/**
 * The blurred placeholder as an inline background (inline, so it paints with the HTML). Only the
 * server has it: hydration keeps the server's attribute, a still first drawn in the browser has none.
 */
export const placeholderStyle = (still: Still): CSSProperties =>
  still.placeholder ? { backgroundImage: `url("${still.placeholder}")` } : {};

const Picture = styled.picture`
  display: block;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    background-size: cover;
    background-position: center;
  }
`;
