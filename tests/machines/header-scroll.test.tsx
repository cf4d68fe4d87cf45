import { act, fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { headerScrollMachine } from '#machines/header-scroll.machine';
import { SiteHeader } from '#src/components/layout/site-header';
import { ThemeContext } from '#machines/contexts';
import { describePathTests } from '../utils/path-tests';
import { renderWithRouter } from '../utils/render';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });

describePathTests('headerScroll · view', headerScrollMachine, {
  start: 'any page, scrolled to the very top',
  simplePaths: true,
  events: [
    { type: 'scroll.update', y: 0 },
    { type: 'scroll.update', y: 20 },
    { type: 'scroll.update', y: 21 },
    { type: 'scroll.update', y: 400 },
  ],
  setup: async () => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await renderWithRouter(
      <ThemeContext.Provider>
        <SiteHeader />
      </ThemeContext.Provider>,
    );
    return {};
  },
  exec: { 'scroll.update': (_s, e) => scrollTo(e.y) },
  states: {
    top: () => expect(screen.getByTestId('site-header').hasAttribute('data-scrolled')).toBe(false),
    scrolled: () => expect(screen.getByTestId('site-header').hasAttribute('data-scrolled')).toBe(true),
  },
});
