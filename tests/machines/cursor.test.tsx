import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { cursorMachine, cursorPointerSensor, cursorReportFor } from '#machines/cursor.machine';
import { CustomCursor } from '#src/components/layout/custom-cursor';
import { fromCallback } from 'xstate';
import { describePathTests } from '../utils/path-tests';
import { withTheme } from '../utils/render';
import { installFakeMatchMedia } from './browser-fakes';

describe('custom cursor view', () => {
  it('is not rendered on a coarse pointer / without a fine hover pointer', () => {
    const { container } = render(withTheme(<CustomCursor />));
    expect(container.querySelector('[data-cursor-state]')).toBeNull();
    expect(document.documentElement.classList.contains('has-custom-cursor')).toBe(false);
  });

  it('renders on a fine pointer without reduced motion, once its drawing has loaded', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('pointer: fine'),
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as typeof window.matchMedia;
    try {
      const { container } = render(withTheme(<CustomCursor />));
      await act(() => vi.dynamicImportSettled());
      expect(container.querySelector('[data-cursor-state]')?.getAttribute('data-cursor-state')).toBe('default');
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

describe('cursor machine', () => {
  const enabled = () => {
    const actor = createActor(
      cursorMachine.provide({ actors: { allowed: fromCallback(() => undefined), pointer: fromCallback(() => undefined) } }),
    ).start();
    actor.send({ type: 'cursor.enable' });
    return actor;
  };

  it('over media the ring carries its label; a press keeps it, and the release comes back to it', () => {
    const actor = enabled();
    actor.send({ type: 'cursor.hoverMedia', label: 'play' });
    expect(actor.getSnapshot().value).toEqual({ enabled: 'media' });
    expect(actor.getSnapshot().context).toEqual({ over: 'media', label: 'play' });
    actor.send({ type: 'cursor.press' });
    expect(actor.getSnapshot().value).toEqual({ enabled: 'clicked' });
    actor.send({ type: 'cursor.release' });
    expect(actor.getSnapshot().value).toEqual({ enabled: 'media' });
    actor.send({ type: 'cursor.hover' });
    expect(actor.getSnapshot().context).toEqual({ over: 'interactive', label: null });
  });

  it('steps aside over a text field, even when the press started elsewhere', () => {
    const actor = enabled();
    actor.send({ type: 'cursor.hoverText' });
    actor.send({ type: 'cursor.press' });
    expect(actor.getSnapshot().value).toEqual({ enabled: 'text' });
    actor.send({ type: 'cursor.unhover' });
    actor.send({ type: 'cursor.press' });
    actor.send({ type: 'cursor.hoverText' });
    actor.send({ type: 'cursor.release' });
    expect(actor.getSnapshot().value).toEqual({ enabled: 'text' });
  });

  it('hides when the pointer leaves the page and answers the next element it is over', () => {
    const actor = enabled();
    actor.send({ type: 'cursor.hover' });
    actor.send({ type: 'cursor.leave' });
    expect(actor.getSnapshot().value).toEqual({ enabled: 'away' });
    actor.send({ type: 'cursor.hoverMedia', label: 'view' });
    expect(actor.getSnapshot().value).toEqual({ enabled: 'media' });
  });
});

describe('cursor pointer sensor', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads a text field first, then the nearest marked film or card, then a link or control', () => {
    document.body.innerHTML = `
      <article data-cursor="view"><a href="#case">Case</a><span id="inside">card copy</span></article>
      <div data-cursor="hover" id="marked">marked</div>
      <label>Email <input id="email" /></label>
      <input type="checkbox" id="box" />
      <p id="plain">copy</p>`;
    const at = (selector: string) => cursorReportFor(document.querySelector(selector));
    expect(at('#email')).toEqual({ type: 'cursor.hoverText' });
    expect(at('#box')).toEqual({ type: 'cursor.hover' });
    expect(at('a')).toEqual({ type: 'cursor.hoverMedia', label: 'view' });
    expect(at('#inside')).toEqual({ type: 'cursor.hoverMedia', label: 'view' });
    expect(at('#marked')).toEqual({ type: 'cursor.hover' });
    expect(at('#plain')).toEqual({ type: 'cursor.unhover' });
    expect(cursorReportFor(null)).toEqual({ type: 'cursor.unhover' });
  });

  it('reports a change of target once, ignores touch, and stops listening when it is stopped', () => {
    document.body.innerHTML = '<p id="a">one</p><p id="b">two</p><button id="c">go</button>';
    const recorder = setup({ actors: { pointer: cursorPointerSensor } }).createMachine({
      context: { seen: [] as string[] },
      invoke: { src: 'pointer' },
      on: {
        '*': {
          actions: assign({
            seen: ({ context, event }) => [...context.seen, [event.type, (event as { label?: string }).label].filter(Boolean).join(':')],
          }),
        },
      },
    });
    const actor = createActor(recorder).start();
    const over = (id: string, pointerType = 'mouse') =>
      fireEvent(document.getElementById(id)!, new PointerEventLike('pointerover', pointerType));
    over('c');
    over('c');
    over('a');
    over('b'); // plain page again: no news
    over('c', 'touch');
    fireEvent(document.getElementById('a')!, new PointerEventLike('pointerout', 'mouse'));
    fireEvent.pointerDown(window);
    fireEvent.pointerUp(window);
    expect(actor.getSnapshot().context.seen).toEqual(['cursor.hover', 'cursor.unhover', 'cursor.leave', 'cursor.press', 'cursor.release']);
    const removed = vi.spyOn(document, 'removeEventListener');
    actor.stop();
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(['pointerout', 'pointerover']);
    removed.mockRestore();
  });
});

/** jsdom has no PointerEvent: a bubbling event carrying the two fields the sensor reads. */
class PointerEventLike extends Event {
  readonly pointerType: string;
  readonly relatedTarget = null;
  constructor(type: string, pointerType: string) {
    super(type, { bubbles: true });
    this.pointerType = pointerType;
  }
}

describe('custom cursor motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moves by transform in animation frames that stop once the ring has caught up: a still pointer costs nothing', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const media = installFakeMatchMedia({ [FINE]: true, [REDUCED]: false });
    try {
      render(withTheme(<CustomCursor />));
      await act(() => vi.dynamicImportSettled());
      expect(document.querySelectorAll('[data-cursor-state]')).toHaveLength(2);
      expect(frames).toHaveLength(0);
      const [ring, dot] = [...document.querySelectorAll<HTMLElement>('[data-cursor-state]')];
      fireEvent.pointerMove(window, { pointerType: 'mouse', clientX: 40, clientY: 30 });
      fireEvent.pointerMove(window, { pointerType: 'mouse', clientX: 240, clientY: 130 });
      expect(frames).toHaveLength(1);
      let now = 0;
      for (let i = 0; i < 200 && frames.length > 0; i++) frames.shift()!((now += 16.7));
      expect(frames).toHaveLength(0);
      expect(dot?.style.transform).toBe('translate3d(240px, 130px, 0)');
      expect(ring?.style.transform).toBe('translate3d(240px, 130px, 0)');
      expect(now).toBeGreaterThan(16.7 * 3); // the ring trailed the dot over several frames
      fireEvent.pointerMove(window, { pointerType: 'touch', clientX: 10, clientY: 10 });
      expect(frames).toHaveLength(0);
    } finally {
      media.restore();
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
  start:
    'any page with a button, plain text, a work card and a text field, on a device not yet known to have a mouse (the native cursor shows)',
  simplePaths: true,
  events: [
    { type: 'cursor.enable' },
    { type: 'cursor.disable' },
    { type: 'cursor.hover' },
    { type: 'cursor.hoverMedia', label: 'view' },
    { type: 'cursor.hoverText' },
    { type: 'cursor.unhover' },
    { type: 'cursor.leave' },
    { type: 'cursor.press' },
    { type: 'cursor.release' },
  ],
  contextKeys: ['over', 'label'],
  setup: (): ViewSut => {
    const media = installFakeMatchMedia({ [FINE]: false, [REDUCED]: false });
    render(
      withTheme(
        <>
          <button type="button">Start Your AI Project</button>
          <p>Plain copy</p>
          <article data-cursor="view">
            <a href="#case">Case study</a>
          </article>
          <input aria-label="Your email" />
          <CustomCursor />
        </>,
      ),
    );
    return { media };
  },
  teardown: (sut) => sut.media.restore(),
  exec: {
    // A mouse is attached with motion allowed (a setting turned back on counts too).
    // The first time, the cursor's drawing is fetched as its own chunk; the step waits for it as a browser would.
    'cursor.enable': async (sut) => {
      sut.media.set(REDUCED, false);
      sut.media.set(FINE, true);
      await act(() => vi.dynamicImportSettled());
    },
    // The visitor asks for reduced motion.
    'cursor.disable': (sut) => sut.media.set(REDUCED, true),
    'cursor.hover': () => act(() => void fireEvent.pointerOver(screen.getByRole('button', { name: 'Start Your AI Project' }))),
    'cursor.hoverMedia': () => act(() => void fireEvent.pointerOver(screen.getByRole('link', { name: 'Case study' }))),
    'cursor.hoverText': () => act(() => void fireEvent.pointerOver(screen.getByRole('textbox', { name: 'Your email' }))),
    'cursor.unhover': () => act(() => void fireEvent.pointerOver(screen.getByText('Plain copy'))),
    // The pointer leaves the window (no element it moved to).
    'cursor.leave': () => act(() => void fireEvent.pointerOut(screen.getByText('Plain copy'))),
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
    'enabled.media': () => {
      expect(ring()?.getAttribute('data-cursor-state')).toBe('media');
      expect(ring()?.textContent).toBe('View');
    },
    'enabled.text': () => expect(ring()?.getAttribute('data-cursor-state')).toBe('text'),
    'enabled.away': () => expect(ring()?.getAttribute('data-cursor-state')).toBe('away'),
    enabled: () => expect(document.documentElement.classList.contains('has-custom-cursor')).toBe(true),
  },
});
