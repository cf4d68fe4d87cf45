import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '#src/styles/tokens';

/**
 * An endless horizontal strip (client logos, platform logos). Pure CSS
 * animation: `durationS` per loop, paused on hover and keyboard focus, not
 * drawn while off screen, and static under prefers-reduced-motion. The duplicate half is hidden from
 * assistive technology.
 */
export function Marquee({ items, durationS, label }: { items: readonly ReactNode[]; durationS: number; label: string }) {
  return (
    <Viewport role="region" aria-label={label} tabIndex={0}>
      <Track style={{ animationDuration: `${durationS}s` }} data-marquee-duration={durationS}>
        <Group>
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </Group>
        <Group aria-hidden="true">
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </Group>
      </Track>
    </Viewport>
  );
}

const Viewport = styled.div`
  overflow: hidden;
  /* Off screen the browser skips the strip's rendering, and with it the animation's frames. */
  content-visibility: auto;
  contain-intrinsic-size: auto 6rem;
  mask-image: linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent);
  &:hover > div,
  &:focus-within > div,
  &:focus > div {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    mask-image: none;
  }
`;

const Track = styled.div`
  display: flex;
  width: max-content;
  animation: marquee-scroll linear infinite;
  @keyframes marquee-scroll {
    to {
      transform: translateX(-50%);
    }
  }
  /*
   * Standing still: one grid of the items (two columns on a phone, up to six on a wide screen). No row ends
   * on a lone item: on a phone an odd last item is centred across both columns, and seven items (the
   * platforms) run four and three on a tablet and one row of seven once there is room, never six and a leftover.
   */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    width: auto;
    > ul[aria-hidden] {
      display: none;
    }
    > ul {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(min(10rem, 40%), 1fr));
      justify-items: center;
      gap: 1.25rem 1.5rem;
      width: 100%;
      max-width: 72rem;
      margin-inline: auto;
    }
    @media (max-width: 39.99em) {
      > ul > li:last-child:nth-child(odd) {
        grid-column: 1 / -1;
        justify-self: stretch;
        display: flex;
        justify-content: center;
      }
    }
    @media (min-width: ${theme.breakpoint.sm}) and (max-width: ${theme.below.lg}) {
      > ul:has(> li:nth-child(7):last-child) {
        grid-template-columns: repeat(4, minmax(0, 1fr));
      }
    }
    @media (min-width: ${theme.breakpoint.lg}) {
      > ul:has(> li:nth-child(7):last-child) {
        grid-template-columns: repeat(7, minmax(0, 1fr));
      }
    }
  }
`;

const Group = styled.ul`
  display: flex;
  align-items: center;
  gap: clamp(2rem, 1rem + 4vw, 4.5rem);
  margin: 0;
  padding: 0 clamp(1rem, 0.5rem + 2vw, 2.25rem);
  list-style: none;
`;
