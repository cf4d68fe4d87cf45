/**
 * The words the custom cursor shows over media (an element marked `data-cursor="<key>"`):
 * over a film's play button, over a work card.
 */
export const cursorLabels = {
  play: 'Play',
  view: 'View',
} as const satisfies Record<string, string>;

export type CursorLabel = keyof typeof cursorLabels;
