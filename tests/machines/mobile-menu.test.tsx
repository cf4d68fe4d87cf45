import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mobileMenuMachine } from '#machines/mobile-menu.machine';
import { MobileMenu } from '#src/components/layout/mobile-menu';
import { describePathTests } from '../utils/path-tests';
import { renderWithRouter } from '../utils/render';

const panel = () => document.getElementById('mobile-menu') as HTMLElement;
const menuButton = () => screen.getByRole('button', { name: 'Menu' });

describePathTests('mobileMenu · view', mobileMenuMachine, {
  start: 'any page on a phone-sized screen, with the navigation panel closed',
  simplePaths: true,
  events: [
    { type: 'menu.open' },
    { type: 'menu.close' },
    { type: 'menu.toggleSection', id: 'services' },
    { type: 'menu.toggleSection', id: 'strategy' },
    { type: 'menu.navigate' },
  ],
  contextKeys: ['expandedId'],
  setup: async () => {
    await renderWithRouter(<MobileMenu />);
    return {};
  },
  exec: {
    'menu.open': () => act(() => void fireEvent.click(menuButton())),
    'menu.close': () => act(() => void fireEvent.keyDown(panel(), { key: 'Escape' })),
    'menu.toggleSection': (_s, e) => act(() => void fireEvent.click(panel().querySelector(`[aria-controls="mobile-sub-${e.id}"]`)!)),
    'menu.navigate': async () => {
      await act(async () => void fireEvent.click(panel().querySelector('a[href="/studio"]')!));
    },
  },
  states: {
    closed: () => {
      expect(panel().hidden).toBe(true);
      expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    },
    open: (_s, snapshot) => {
      expect(panel().hidden).toBe(false);
      expect(panel().getAttribute('role')).toBe('dialog');
      for (const id of ['services', 'strategy']) {
        const sub = document.getElementById(`mobile-sub-${id}`)!;
        expect(sub.hidden).toBe(snapshot.context.expandedId !== id);
      }
    },
  },
});

describe('mobile menu', () => {
  it('lists every top-level item with expandable sub-lists', async () => {
    await renderWithRouter(<MobileMenu />);
    fireEvent.click(menuButton());
    const links = [...panel().querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(
      expect.arrayContaining([
        '/',
        '/strategy',
        '/services',
        '/projects',
        '/studio',
        '/process',
        '/imagination-engine',
        '/for-brands',
        '/insights',
        '/contact',
        '/services/ai-image-design',
        '/strategy/social-media',
      ]),
    );
  });
});
