import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { servicesCarouselMachine, type ServicesCarouselEvent } from '#machines/services-carousel.machine';
import { services } from '#src/content/services';
import { ServicesCarousel } from '#src/routes/(home)/-components/services-carousel';
import { describePathTests } from '../utils/path-tests';
import { renderWithRouter } from '../utils/render';
import { installFakeMatchMedia } from './browser-fakes';

const start = (perView = 3) => createActor(servicesCarouselMachine, { input: { count: 7, perView } }).start();

describe('servicesCarousel machine', () => {
  it('shows 3 of 7: five positions, previous disabled at the start and next at the end', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('atStart');
    expect(actor.getSnapshot().can({ type: 'carousel.previous' })).toBe(false);
    for (let i = 1; i <= 4; i++) {
      actor.send({ type: 'carousel.next' });
      expect(actor.getSnapshot().context.start).toBe(i);
    }
    expect(actor.getSnapshot().value).toBe('atEnd');
    expect(actor.getSnapshot().can({ type: 'carousel.next' })).toBe(false);
    actor.send({ type: 'carousel.next' });
    expect(actor.getSnapshot().context.start).toBe(4);
  });

  it('does not wrap around', () => {
    const actor = start();
    actor.send({ type: 'carousel.previous' });
    expect(actor.getSnapshot().context.start).toBe(0);
  });

  it('dots jump to a position, clamped to the last one', () => {
    const actor = start();
    actor.send({ type: 'carousel.goTo', index: 2 });
    expect(actor.getSnapshot().value).toBe('between');
    actor.send({ type: 'carousel.goTo', index: 9 });
    expect(actor.getSnapshot().context.start).toBe(4);
    expect(actor.getSnapshot().value).toBe('atEnd');
  });

  it('a narrower screen shows fewer cards and keeps the position valid', () => {
    const actor = start();
    actor.send({ type: 'carousel.last' });
    actor.send({ type: 'carousel.resize', perView: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ start: 4, perView: 1 });
    expect(actor.getSnapshot().value).toBe('between');
    actor.send({ type: 'carousel.resize', perView: 3 });
    expect(actor.getSnapshot().value).toBe('atEnd');
    actor.send({ type: 'carousel.resize', perView: 7 });
    expect(actor.getSnapshot().context.start).toBe(0);
    expect(actor.getSnapshot().can({ type: 'carousel.next' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'carousel.previous' })).toBe(false);
  });
});

const events: ServicesCarouselEvent[] = [
  { type: 'carousel.next' },
  { type: 'carousel.previous' },
  { type: 'carousel.goTo', index: 2 },
  { type: 'carousel.first' },
  { type: 'carousel.last' },
  { type: 'carousel.resize', perView: 1 },
  { type: 'carousel.resize', perView: 3 },
];

// The same paths on the rendered carousel: buttons, dots, keys and the breakpoints (fake matchMedia).
const region = () => screen.getByTestId('services-carousel');
const arrow = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const wide = { '(min-width: 40em)': true, '(min-width: 72em)': true };
type ViewSut = { media: ReturnType<typeof installFakeMatchMedia> };

describePathTests('servicesCarousel · view', servicesCarouselMachine, {
  start: 'the home page on a wide screen (three service cards side by side), at the services carousel showing its first cards',
  events,
  contextKeys: ['start', 'perView'],
  input: { count: 7, perView: 3 },
  setup: async () => {
    const media = installFakeMatchMedia(wide);
    await renderWithRouter(<ServicesCarousel services={services} allLink={{ to: '/services', label: 'All services' }} />);
    return { media };
  },
  teardown: (sut: ViewSut) => sut.media.restore(),
  exec: {
    'carousel.next': () => act(() => void fireEvent.click(screen.getByRole('button', { name: 'Next services' }))),
    'carousel.previous': () => act(() => void fireEvent.click(screen.getByRole('button', { name: 'Previous services' }))),
    'carousel.goTo': (_s, e) =>
      act(
        () => void fireEvent.click(screen.getAllByRole('button', { name: /^Show services/ })[(e as unknown as { index: number }).index]!),
      ),
    'carousel.first': () => act(() => void fireEvent.keyDown(region(), { key: 'Home' })),
    'carousel.last': () => act(() => void fireEvent.keyDown(region(), { key: 'End' })),
    'carousel.resize': (sut, e) => {
      const perView = (e as unknown as { perView: number }).perView;
      sut.media.set('(min-width: 72em)', perView >= 3);
      sut.media.set('(min-width: 40em)', perView >= 2);
    },
  },
  states: {
    '*': (_s, snapshot) => {
      const { start, perView } = snapshot.context;
      expect(region().dataset.start).toBe(String(start));
      expect(region().dataset.perView).toBe(String(perView));
      const slides = [...region().querySelectorAll('[aria-roledescription="slide"]')];
      expect(slides).toHaveLength(7);
      const shown = slides.filter((s) => !s.hasAttribute('inert')).map((s) => s.querySelector('h3')!.textContent);
      expect(shown).toEqual(services.slice(start, start + perView).map((s) => s.title));
      const dots = screen.getAllByRole('button', { name: /^Show services/ });
      expect(dots).toHaveLength(7 - perView + 1);
      expect(dots.map((d) => d.getAttribute('aria-current'))).toEqual(dots.map((_, i) => (i === start ? 'true' : null)));
    },
    atStart: () => {
      expect(arrow('Previous services').getAttribute('aria-disabled')).toBe('true');
    },
    atEnd: () => {
      expect(arrow('Next services').getAttribute('aria-disabled')).toBe('true');
      expect(arrow('Previous services').getAttribute('aria-disabled')).toBe('false');
    },
    between: () => {
      expect(arrow('Previous services').getAttribute('aria-disabled')).toBe('false');
      expect(arrow('Next services').getAttribute('aria-disabled')).toBe('false');
    },
  },
});

describe('services carousel view', () => {
  it('arrow keys move the window', async () => {
    const media = installFakeMatchMedia(wide);
    await renderWithRouter(<ServicesCarousel services={services} allLink={{ to: '/services', label: 'All services' }} />);
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    expect(region().dataset.start).toBe('2');
    fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    expect(region().dataset.start).toBe('1');
    expect(screen.getByText(/Showing 2–4 of 7 services/)).toBeTruthy();
    media.restore();
  });

  it('with the keyboard, the arrows stay focusable at the ends: Enter on Next to the end keeps focus on Next, which is then disabled', async () => {
    const media = installFakeMatchMedia(wide);
    const user = userEvent.setup();
    await renderWithRouter(<ServicesCarousel services={services} allLink={{ to: '/services', label: 'All services' }} />);
    const next = arrow('Next services');
    const previous = arrow('Previous services');
    const dots = screen.getAllByRole('button', { name: /^Show services/ });
    // Previous is disabled at the start but stays in the tab order: Shift+Tab from the first dot lands on it.
    dots[0]!.focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(previous);
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    expect(region().dataset.start).toBe('0');
    // Tab past the five dots to Next, then press it until the end and beyond.
    for (let i = 0; i <= dots.length; i++) await user.tab();
    expect(document.activeElement).toBe(next);
    for (let i = 0; i < 6; i++) await user.keyboard('{Enter}');
    expect(region().dataset.start).toBe('4');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(next);
    await user.keyboard(' ');
    expect(region().dataset.start).toBe('4');
    expect(document.activeElement).toBe(next);
    // Shift+Tab back to Previous (still reachable), then all the way to the start: focus stays on it.
    for (let i = 0; i <= dots.length; i++) await user.tab({ shift: true });
    expect(document.activeElement).toBe(previous);
    for (let i = 0; i < 6; i++) await user.keyboard('{Enter}');
    expect(region().dataset.start).toBe('0');
    expect(document.activeElement).toBe(previous);
    media.restore();
  });

  it('every card links to its service page', async () => {
    await renderWithRouter(<ServicesCarousel services={services} allLink={{ to: '/services', label: 'All services' }} />);
    const hrefs = [...region().querySelectorAll('h3 a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(services.map((s) => s.path));
  });
});
