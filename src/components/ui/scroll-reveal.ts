import { css, keyframes } from 'styled-components';
import { theme } from '#src/styles/tokens';

/** A text block rises a short way into its place; only its position moves, never its colour or opacity. */
const rise = keyframes`
  from {
    translate: 0 2rem;
  }
`;

/** A media frame opens from a smaller window to its full size. */
const open = keyframes`
  from {
    clip-path: inset(9% 6% round ${theme.radius.lg});
  }
  to {
    clip-path: inset(0 round ${theme.radius.lg});
  }
`;

/**
 * Section transitions, driven by the scroll position alone (no script, nothing to hydrate). Mixed into a
 * page section whose content sits in one wrapper (`section > Container > blocks`): the section's header
 * and each of its blocks rise into place as they enter the viewport, each on its own view timeline, so a
 * header leads and the blocks under it follow as the page scrolls; the stills, films and pictures inside
 * a block open with it. A block moves as a whole, so items side by side always share one position. The
 * motion is over within the first 14rem of scroll after a block enters (its media within 24rem), and
 * anything wholly in view is at rest.
 *
 * Only on screens, in browsers with scroll-driven animations and without a reduced-motion preference:
 * elsewhere (print, no support, reduced motion) nothing is offset or clipped, and the prerendered page
 * reads the same with or without it. The fill is `backwards`, so once a range is over the animation no
 * longer applies at all (the element keeps its own transform, hover answers included).
 */
export const scrollReveal = css`
  @supports (animation-timeline: view()) {
    @media screen and (prefers-reduced-motion: no-preference) {
      > * > * {
        /* The whole viewport, not the scroll padding kept for the header and the chat launcher. */
        view-timeline: --section-block block;
        view-timeline-inset: 0;
        animation: ${rise} linear backwards;
        animation-timeline: --section-block;
        animation-range: entry 0% entry min(100%, 14rem);
      }
      > * > * :is(picture, [data-clip], img):not(picture *, [data-clip] *) {
        animation: ${open} linear backwards;
        animation-timeline: --section-block;
        animation-range: entry 0% entry min(100%, 24rem);
      }
    }
  }
`;
