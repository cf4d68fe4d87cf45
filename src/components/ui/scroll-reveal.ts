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
    clip-path: inset(0);
  }
`;

/** The picture inside fades in and settles from a slight push-in as its frame opens (a picture carries no text). */
const settle = keyframes`
  from {
    scale: 1.08;
    opacity: 0;
  }
`;

/** A plain image opens and fades in with its block. */
const openImage = keyframes`
  from {
    clip-path: inset(9% 6% round ${theme.radius.lg});
    opacity: 0;
  }
  to {
    clip-path: inset(0);
  }
`;

/**
 * Section transitions, driven by the scroll position alone (no script of its own, nothing to hydrate): sections fade in
 * with staggered delays, the delay being scroll distance rather than time. Mixed into a
 * page section whose content sits in one wrapper (`section > Container > blocks`): the header and each block
 * rise into place as they enter the viewport, each on its own view timeline, so the header leads and what
 * is under it follows as the page scrolls. A list block rises item by item, row after row (a list that
 * scrolls sideways, and so takes focus, rises as one); items side by side share a top and (grid rows
 * stretch) a height, so they always share one position. Stills and films open from a smaller window, the
 * picture fading in and settling from a slight push-in. Blocks holding a form, a filter bar or a tab list do not
 * move: a control must stay where the pointer aims while the page scrolls. Text never fades: a heading caught half transparent at
 * the edge of the screen would fall below its contrast ratio, so text only moves. A block is at rest 14rem of scroll after it enters (media 24rem),
 * or as soon as it is wholly in view.
 *
 * Only on screens, in browsers with scroll-driven animations and without a reduced-motion preference, and only
 * once the page has hydrated (`<html data-hydrated>`): elsewhere (print, no support, reduced motion, no script)
 * nothing is offset or clipped, and the prerendered page reads the same with or without it. Waiting for hydration
 * keeps the load cheap: while the page loads, styled-components adds its rules and each addition restyles the
 * page, and with the transitions attached those restyles took about a third more style time on the home page
 * (bench/CHANGES.md). Below the fold the wait shows nothing; a block caught at the very bottom edge of the first
 * screen at that moment settles a little lower and rises with the next scroll.
 *
 * The fill is `backwards`, so once a range is over the animation no longer applies at all (the element keeps
 * its own transform, hover answers included).
 */
export const scrollReveal = css`
  @supports (animation-timeline: view()) {
    @media screen and (prefers-reduced-motion: no-preference) {
      :root[data-hydrated] & {
        /* Controls a visitor is about to use stay put: a filter bar, a tab list or a form never moves under the pointer. */
        > * > :not(ul, ol, form, [role='group'], [role='tablist'], :has(form, [role='group'], [role='tablist'])),
        > * > :is(ul, ol)[tabindex],
        > * > :is(ul, ol):not([tabindex]) > li {
          /* The whole viewport, not the scroll padding kept for the header and the chat launcher. */
          view-timeline: --section-block block;
          view-timeline-inset: 0;
          animation: ${rise} linear backwards;
          animation-timeline: --section-block;
          animation-range: entry 0% entry min(100%, 14rem);
        }
        /* A media frame, a still, a film or the frame a filling film sits in, opens on its own timeline. */
        > * > * :is(picture, [data-clip]:not([data-fill]), :has(> [data-clip][data-fill])):not(picture *, [data-clip] *) {
          view-timeline: --media-frame block;
          view-timeline-inset: 0;
          animation: ${open} linear backwards;
          animation-timeline: --media-frame;
          animation-range: entry 0% entry min(100%, 24rem);
        }
        > * > * :is(picture, [data-clip]) :is(img, video) {
          animation: ${settle} linear backwards;
          animation-timeline: --media-frame;
          animation-range: entry 0% entry min(100%, 24rem);
        }
        /* A plain image often sits in a clipping panel, which would stop its own timeline: it opens with its block. */
        > * > * img:not(picture *) {
          animation: ${openImage} linear backwards;
          animation-timeline: --section-block;
          animation-range: entry 0% entry min(100%, 24rem);
        }
      }
    }
  }
`;
