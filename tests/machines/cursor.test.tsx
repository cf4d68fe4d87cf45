import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cursorMachine } from '../../machines/cursor.machine';
import { CustomCursor } from '../../src/components/layout/custom-cursor';
import { actorSut, type ActorSut } from '../utils/actor-sut';
import { describePathTests } from '../utils/path-tests';
import { withTheme } from '../utils/render';

describePathTests('cursor · actor', cursorMachine, {
  events: [
    { type: 'cursor.enable' },
    { type: 'cursor.disable' },
    { type: 'cursor.hover' },
    { type: 'cursor.unhover' },
    { type: 'cursor.press' },
    { type: 'cursor.release' },
  ],
  contextKeys: ['overInteractive'],
  setup: () => actorSut(cursorMachine),
  teardown: (sut: ActorSut) => sut.stop(),
  states: {
    '*': (sut, snapshot) => expect(sut.actor.getSnapshot().value).toEqual(snapshot.value),
    'enabled.clicked': (sut) => expect(sut.actor.getSnapshot().matches({ enabled: 'clicked' })).toBe(true),
  },
});

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
