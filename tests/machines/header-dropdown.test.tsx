import { fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headerDropdownMachine } from '#machines/header-dropdown.machine';
import { DesktopNav } from '#src/components/layout/desktop-nav';
import { still } from '#src/content/media-library';
import { mainNav } from '#src/content/navigation';
import { describePathTests } from '../utils/path-tests';
import { renderWithRouter } from '../utils/render';

describe('headerDropdown machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays open 250 ms after the pointer leaves and closes at 500 ms', () => {
    const actor = createActor(headerDropdownMachine).start();
    actor.send({ type: 'dropdown.pointerEnter', id: 'services' });
    actor.send({ type: 'dropdown.pointerLeave' });
    vi.advanceTimersByTime(250);
    expect(actor.getSnapshot().value).toBe('closing');
    expect(actor.getSnapshot().context.openId).toBe('services');
    vi.advanceTimersByTime(250);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.openId).toBeNull();
  });

  it('re-entering before the delay cancels the close', () => {
    const actor = createActor(headerDropdownMachine).start();
    actor.send({ type: 'dropdown.pointerEnter', id: 'strategy' });
    actor.send({ type: 'dropdown.pointerLeave' });
    vi.advanceTimersByTime(400);
    actor.send({ type: 'dropdown.pointerEnter', id: 'strategy' });
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('the close delay can be shortened with provide()', () => {
    const actor = createActor(headerDropdownMachine.provide({ delays: { closeDelay: 10 } })).start();
    actor.send({ type: 'dropdown.toggle', id: 'services' });
    actor.send({ type: 'dropdown.pointerLeave' });
    vi.advanceTimersByTime(10);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('remembers each menu once it has opened (its thumbnails stay drawn while it fades out)', () => {
    const actor = createActor(headerDropdownMachine).start();
    expect(actor.getSnapshot().context.shownIds).toEqual([]);
    actor.send({ type: 'dropdown.open', id: 'strategy' });
    actor.send({ type: 'dropdown.pointerEnter', id: 'services' });
    actor.send({ type: 'dropdown.close' });
    actor.send({ type: 'dropdown.toggle', id: 'strategy' });
    expect(actor.getSnapshot().context.shownIds).toEqual(['strategy', 'services']);
  });

  it('ArrowDown opens a menu and keeps it open; toggling the same menu closes it', () => {
    const actor = createActor(headerDropdownMachine).start();
    actor.send({ type: 'dropdown.open', id: 'strategy' });
    actor.send({ type: 'dropdown.open', id: 'strategy' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'dropdown.toggle', id: 'strategy' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('toggle on the open menu closes it; on another menu switches', () => {
    const actor = createActor(headerDropdownMachine).start();
    actor.send({ type: 'dropdown.toggle', id: 'services' });
    actor.send({ type: 'dropdown.toggle', id: 'strategy' });
    expect(actor.getSnapshot().context.openId).toBe('strategy');
    actor.send({ type: 'dropdown.toggle', id: 'strategy' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});

describe('desktop navigation thumbnails', () => {
  it('draws no picture before a menu opens, then the thumbnail rendition of each item with a still', async () => {
    await renderWithRouter(<DesktopNav />);
    expect(document.querySelectorAll('nav img, nav picture')).toHaveLength(0);
    act(() => void fireEvent.click(trigger('services')));
    const services = mainNav.find((i) => i.id === 'services')!;
    await waitFor(() => expect(menu('services').querySelectorAll('img')).toHaveLength(services.children.length));
    const [first] = menu('services').querySelectorAll('img');
    const thumb = still(services.children[0].still).thumb!;
    expect(first?.getAttribute('src')).toBe(thumb.webp);
    expect(first?.closest('picture')?.querySelector('source')?.getAttribute('srcset')).toBe(thumb.avif);
    expect(first?.getAttribute('alt')).toBe('');
    expect(menu('strategy').querySelectorAll('img')).toHaveLength(0);
  });

  it('keyboard focus on a link or menu button opens nothing; ArrowDown on the button opens and focuses the first link', async () => {
    await renderWithRouter(<DesktopNav />);
    act(() => item('strategy').querySelector('a')!.focus());
    act(() => trigger('strategy').focus());
    expect(menu('strategy').hasAttribute('data-open')).toBe(false);
    expect(trigger('strategy').getAttribute('aria-expanded')).toBe('false');
    act(() => void fireEvent.keyDown(trigger('strategy'), { key: 'ArrowDown' }));
    expect(menu('strategy').hasAttribute('data-open')).toBe(true);
    const links = menu('strategy').querySelectorAll('a');
    expect(document.activeElement).toBe(links[0]);
    act(() => void fireEvent.keyDown(links[0]!, { key: 'ArrowDown' }));
    expect(document.activeElement).toBe(links[1]);
    act(() => void fireEvent.keyDown(links[1]!, { key: 'Escape' }));
    expect(menu('strategy').hasAttribute('data-open')).toBe(false);
    expect(document.activeElement).toBe(trigger('strategy'));
  });

  it('names only stills that exist and have a thumbnail', () => {
    for (const item of mainNav)
      for (const child of 'children' in item ? item.children : []) {
        if ('still' in child) expect(still(child.still).thumb, child.to).toBeDefined();
      }
  });
});

const events = [
  { type: 'dropdown.pointerEnter', id: 'services' },
  { type: 'dropdown.pointerLeave' },
  { type: 'dropdown.toggle', id: 'services' },
  { type: 'dropdown.toggle', id: 'strategy' },
  { type: 'dropdown.open', id: 'strategy' },
  { type: 'dropdown.close' },
] as const;

// The machine's paths replayed against the rendered navigation.
const dropdowns = mainNav.filter((item) => 'children' in item).map((item) => item.id);
const headerDropdownDelay = headerDropdownMachine.implementations.delays.closeDelay as number;
const menu = (id: string) => screen.getByTestId(`nav-menu-${id}`);
// The desktop nav is display:none at jsdom's default width, so query by id rather than by role.
const trigger = (id: string) => document.getElementById(`nav-trigger-${id}`) as HTMLElement;
const item = (id: string) => document.querySelector(`[data-dropdown="${id}"]`) as HTMLElement;

describePathTests('headerDropdown · view', headerDropdownMachine, {
  start: 'any page on a desktop-wide screen, where the header shows the navigation with its dropdown menus, none of them open',
  events: [...events],
  contextKeys: ['openId'],
  setup: async () => {
    await renderWithRouter(<DesktopNav />);
    return {};
  },
  exec: {
    'dropdown.pointerEnter': (_s, e) => act(() => void fireEvent.pointerEnter(item(e.id), { pointerType: 'mouse' })),
    'dropdown.pointerLeave': () => {
      const open = document.querySelector('[data-dropdown] ul[data-open]')?.closest('[data-dropdown]') as HTMLElement | null;
      act(() => void fireEvent.pointerLeave(open ?? item('services'), { pointerType: 'mouse' }));
    },
    'dropdown.toggle': (_s, e) => act(() => void fireEvent.click(trigger(e.id))),
    'dropdown.open': (_s, e) => act(() => void fireEvent.keyDown(trigger(e.id), { key: 'ArrowDown' })),
    'dropdown.close': () => act(() => void fireEvent.pointerDown(document.body)),
  },
  states: {
    // Exactly the model's menu is open (or none), and its button says so.
    '*': (_s, snapshot) => {
      const openId = snapshot.matches('closed') ? null : snapshot.context.openId;
      for (const id of dropdowns) {
        expect(menu(id).hasAttribute('data-open'), id).toBe(id === openId);
        expect(trigger(id).getAttribute('aria-expanded'), id).toBe(String(id === openId));
      }
    },
    // Open, unlike closing, stays open however long the visitor rests there (closing closes after its delay,
    // which the path's next step checks).
    open: async (_s, snapshot) => {
      await act(() => vi.advanceTimersByTimeAsync(headerDropdownDelay + 100));
      expect(menu(snapshot.context.openId!).hasAttribute('data-open')).toBe(true);
    },
  },
});
