import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cursorMachine } from '#machines/cursor.machine';
import { CustomCursor } from '#src/components/layout/custom-cursor';
import { describePathTests } from '../utils/path-tests';
import { withTheme } from '../utils/render';
import { installFakeMatchMedia } from './browser-fakes';

describe('custom cursor view', () => {
  it('is not rendered on a coarse pointer / without a fine hover pointer', () => {
    const { container } = render(withTheme(<CustomCursor />));
    expect(container.querySelector('[data-cursor-state]')).toBeNull();
    expect(document.documentElement.classList.contains('has-custom-cursor')).toBe(false);
  });

  it('renders on a fine pointer without reduced motion, and releases to hover over a link', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('pointer: fine'),
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as typeof window.matchMedia;
    try {
      const { container } = render(withTheme(<CustomCursor />));
      const ring = container.querySelector('[data-cursor-state]');
      expect(ring?.getAttribute('data-cursor-state')).toBe('default');
      expect(document.documentElement.classList.contains('has-custom-cursor')).toBe(true);
    } finally {
      window.matchMedia = original;
    }
  });

  it('stays disabled with prefers-reduced-motion even on a fine pointer', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('pointer: fine') || query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as typeof window.matchMedia;
    try {
      const { container } = render(withTheme(<CustomCursor />));
      expect(container.querySelector('[data-cursor-state]')).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });
});

// The same graph replayed against the rendered cursor: media queries change as a device or setting would,
// pointer events come from the page (a link-like button is interactive, the paragraph is not).
const FINE = '(hover: hover) and (pointer: fine)';
const REDUCED = '(prefers-reduced-motion: reduce)';
type ViewSut = { media: ReturnType<typeof installFakeMatchMedia> };
const ring = () => document.querySelector('[data-cursor-state]');

describePathTests('cursor · view', cursorMachine, {
  simplePaths: true,
  events: [
    { type: 'cursor.enable' },
    { type: 'cursor.disable' },
    { type: 'cursor.hover' },
    { type: 'cursor.unhover' },
    { type: 'cursor.press' },
    { type: 'cursor.release' },
  ],
  contextKeys: ['overInteractive'],
  setup: (): ViewSut => {
    const media = installFakeMatchMedia({ [FINE]: false, [REDUCED]: false });
    render(
      withTheme(
        <>
          <button type="button">Start Your AI Project</button>
          <p>Plain copy</p>
          <CustomCursor />
        </>,
      ),
    );
    return { media };
  },
  teardown: (sut) => sut.media.restore(),
  exec: {
    // A mouse is attached with motion allowed (a setting turned back on counts too).
    'cursor.enable': (sut) => {
      sut.media.set(REDUCED, false);
      sut.media.set(FINE, true);
    },
    // The visitor asks for reduced motion.
    'cursor.disable': (sut) => sut.media.set(REDUCED, true),
    'cursor.hover': () => act(() => void fireEvent.pointerOver(screen.getByRole('button', { name: 'Start Your AI Project' }))),
    'cursor.unhover': () => act(() => void fireEvent.pointerOver(screen.getByText('Plain copy'))),
    'cursor.press': () => act(() => void fireEvent.pointerDown(window)),
    'cursor.release': () => act(() => void fireEvent.pointerUp(window)),
  },
  states: {
    disabled: () => {
      expect(ring()).toBeNull();
      expect(document.documentElement.classList.contains('has-custom-cursor')).toBe(false);
    },
    'enabled.default': () => expect(ring()?.getAttribute('data-cursor-state')).toBe('default'),
    'enabled.hover': () => expect(ring()?.getAttribute('data-cursor-state')).toBe('hover'),
    'enabled.clicked': () => expect(ring()?.getAttribute('data-cursor-state')).toBe('clicked'),
    enabled: () => expect(document.documentElement.classList.contains('has-custom-cursor')).toBe(true),
  },
});
