import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_REVISION, CONSENT_STORAGE_KEY } from '#src/analytics/consent-storage';
import { clientLogos } from '#src/content/clients';
import { homeSections } from '#src/content/home';
import { pages } from '#src/content/pages';
import { services } from '#src/content/services';
import { homeIslands } from '#src/routes/(home)/-components/home-islands';
import { HomePage } from '#src/routes/(home)/-components/home-page';
import { installFakeMatchMedia } from '../machines/browser-fakes';
import { renderWithRouter } from '../utils/render';

// As the route's loader does before a visit: the static islands' sections are loaded, so they render at once.
beforeAll(() => Promise.all(homeIslands.map((island) => island.preload())));

const renderHome = () => renderWithRouter(<HomePage />);

describe('home page', () => {
  it('renders the sections in product order: hero, pillars, work, services, what we make, why choose, creative loop, proof of concept, testimonials, final call to action', async () => {
    await renderHome();
    const order = [...document.querySelectorAll('[data-home-section]')].map((el) => el.getAttribute('data-home-section'));
    expect(order).toEqual([...homeSections]);
  });

  it('has one h1 and a logical outline (every h3 sits under an h2)', async () => {
    await renderHome();
    const headings = [...document.querySelectorAll('h1, h2, h3, h4')].map((h) => Number(h.tagName[1]));
    expect(headings.filter((level) => level === 1)).toHaveLength(1);
    expect(headings[0]).toBe(1);
    headings.forEach((level, i) => {
      if (i > 0) expect(level - headings[i - 1]!).toBeLessThanOrEqual(1);
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(pages['/'].heading);
  });

  it("the hero offers 'Start Your AI Project' to /schedule-consultation and 'Discover More' to the pillars", async () => {
    await renderHome();
    const hero = document.querySelector('[data-home-section="hero"]') as HTMLElement;
    expect(within(hero).getByRole('link', { name: 'Start Your AI Project' }).getAttribute('href')).toBe('/schedule-consultation');
    const discover = within(hero).getByRole('link', { name: /Discover More/ });
    expect(discover.getAttribute('href')).toBe('#pillars');
    const pillars = document.getElementById('pillars')!;
    expect(within(pillars).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('with reduced motion, shows only local media and no embedded player at all before any interaction', async () => {
    const media = installFakeMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    await renderHome();
    media.restore();
    expect(document.querySelector('iframe')).toBeNull();
    const images = [...document.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(10);
    for (const img of images) {
      expect(img.getAttribute('src'), img.outerHTML).toMatch(/^\/media\//);
      expect(img.getAttribute('width'), img.outerHTML).toMatch(/^\d+$/);
      expect(img.getAttribute('height'), img.outerHTML).toMatch(/^\d+$/);
    }
    // Below the fold, images load lazily.
    const lazy = images.filter((img) => !img.closest('[data-home-section="hero"]'));
    expect(lazy.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it("the hero plays the studio's own reel: no player from another host, with or without a marketing-cookie choice", async () => {
    const record = {
      necessary: true,
      analytics: false,
      marketing: true,
      preferences: false,
      date: new Date().toISOString(),
      revision: CONSENT_REVISION,
    };
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
    try {
      await renderHome();
      expect(document.querySelector('iframe')).toBeNull();
      const hero = document.querySelector('[data-home-section="hero"]')!;
      const sources = [...hero.querySelectorAll('video source')].map((s) => s.getAttribute('src')!);
      expect(sources.length).toBeGreaterThan(0);
      for (const src of sources) expect(src).toMatch(/^\/(?!\/)/);
      expect(within(hero as HTMLElement).getByRole('button', { name: 'Pause background video' })).toBeTruthy();
    } finally {
      localStorage.removeItem(CONSENT_STORAGE_KEY);
    }
  });

  it('without a marketing-cookie choice, no embedded player loads at all before interaction', async () => {
    await renderHome();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('the client marquee shows 12 named logos looping over 40 s', async () => {
    await renderHome();
    const region = screen.getByRole('region', { name: 'Brands we have worked with' });
    const visible = within(region).getAllByRole('img');
    expect(visible.map((img) => img.getAttribute('alt'))).toEqual(clientLogos.map((c) => c.name));
    expect(clientLogos).toHaveLength(12);
    expect(region.querySelector('[data-marquee-duration]')!.getAttribute('data-marquee-duration')).toBe('40');
  });

  it('the services carousel shows 3 of the 7 services, with previous disabled at the start and next disabled at the end', async () => {
    const media = installFakeMatchMedia({ '(min-width: 40em)': true, '(min-width: 72em)': true });
    await renderHome();
    media.restore();
    const carousel = screen.getByTestId('services-carousel');
    const shown = () => [...carousel.querySelectorAll('[aria-roledescription="slide"]:not([inert]) h3')].map((h) => h.textContent);
    expect(services).toHaveLength(7);
    expect(shown()).toEqual(services.slice(0, 3).map((s) => s.title));
    const previous = within(carousel).getByRole('button', { name: 'Previous services' });
    const next = within(carousel).getByRole('button', { name: 'Next services' });
    // Disabled at the ends with aria-disabled, so a keyboard user's focus stays on the arrow.
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(within(carousel).getAllByRole('button', { name: /^Show services/ })).toHaveLength(5);
    for (let i = 0; i < 4; i++) {
      expect(next.getAttribute('aria-disabled')).toBe('false');
      act(() => void fireEvent.click(next));
    }
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(previous.getAttribute('aria-disabled')).toBe('false');
    act(() => void fireEvent.click(next));
    expect(shown()).toEqual(services.slice(4, 7).map((s) => s.title));
  });

  it('the work showcase offers the five videos as tabs', async () => {
    await renderHome();
    expect(
      within(screen.getByTestId('work-showcase'))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Social media', 'Anime & animation', 'Film production', 'Advertising', 'Tourism']);
  });

  it('quotes only numbers from the studio claims', async () => {
    await renderHome();
    const text = document.body.textContent ?? '';
    const allowed = new Set([
      '500',
      '98',
      '50',
      '4.9',
      '150',
      '24',
      '10',
      '85',
      '2',
      '3',
      '8',
      '12',
      '5',
      '95',
      '1000',
      '40',
      '90',
      '4',
      '6',
      '50,000',
      '200,000',
      '5,000',
      '25,000',
      '47',
      '70',
      '15',
      '25',
      '2024',
      '01',
      '02',
      '03',
      '04',
      '05',
      '1',
      '7',
      '30',
    ]);
    const numbers = text.match(/\d[\d,.]*\d|\d/g) ?? [];
    const unknown = [...new Set(numbers.map((n) => n.replace(/[.,]$/, '')))].filter((n) => !allowed.has(n));
    expect(unknown).toEqual([]);
  });
});

describe('ranges', () => {
  // The content keeps "2-3 weeks"; a reader sees "2–3 weeks" wherever a range is printed (content/typography.ts).
  it('the home page prints every range with an en dash, in headings, cards, quotes and calls to action alike', async () => {
    await renderWithRouter(<HomePage />);
    const text = document.querySelector('main')?.textContent ?? document.body.textContent ?? '';
    expect(text).toContain('2–3 weeks');
    // With some context either side, so a failure says where.
    expect(text.match(/.{60}(?:\d|%|\+)-\$?\d.{20}/g) ?? []).toEqual([]);
  });
});
