import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from '#src/routes/strategy/social-media';
import { expectSoundOutline, h3s, renderPage, sectionByHeading } from './strategy-helpers';

describe('/strategy/social-media', () => {
  it('has pain points, AI video ad features and the creative service list', async () => {
    const { container } = await renderPage(Route, '/strategy/social-media');
    expectSoundOutline(container);
    expect(h3s(sectionByHeading('Why social video is hard to get right'))).toHaveLength(4);
    expect(h3s(sectionByHeading('Ads built for testing, not for guessing'))).toHaveLength(6);
    const services = within(sectionByHeading('Everything a social calendar needs')).getAllByRole('listitem');
    expect(services.length).toBeGreaterThanOrEqual(6);
  });

  it('shows a strip of seven platform logos looping over 30 s, with the duplicate half hidden from assistive technology', async () => {
    await renderPage(Route, '/strategy/social-media');
    const strip = screen.getByRole('region', { name: 'Platforms we produce for' });
    const track = strip.querySelector('[data-marquee-duration]') as HTMLElement;
    expect(track.dataset.marqueeDuration).toBe('30');
    expect(track.style.animationDuration).toBe('30s');
    const [visible, duplicate] = [...strip.querySelectorAll('ul')];
    expect(visible!.querySelectorAll('li')).toHaveLength(7);
    expect(duplicate!.getAttribute('aria-hidden')).toBe('true');
    expect([...visible!.querySelectorAll('[data-logo]')].map((el) => el.textContent)).toEqual([
      'TikTok',
      'Instagram',
      'YouTube',
      'Facebook',
      'LinkedIn',
      'X',
      'Pinterest',
    ]);
    for (const img of visible!.querySelectorAll('img')) {
      expect(img.getAttribute('width')).toBe('32');
      expect(img.getAttribute('src')).toMatch(/^\/media\/strategy\/platforms\/[a-z]+\.svg$/);
    }
  });

  it('shows the five-step consultation process as a carousel with a pause control, autoplay on by default', async () => {
    await renderPage(Route, '/strategy/social-media');
    const carousel = screen.getByRole('region', { name: 'Consultation process' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const tabs = within(carousel).getAllByRole('tab');
    expect(tabs).toHaveLength(5);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(within(carousel).getByRole('button', { name: 'Pause autoplay' })).toBeTruthy();
    expect(within(carousel).getByRole('tabpanel').textContent).toContain('Step 1 of 5');
  });

  it('has four why-choose stats, three testimonials and Start Your Digital Journey linking to /contact', async () => {
    await renderPage(Route, '/strategy/social-media');
    const stats = sectionByHeading('The numbers behind our social work');
    expect([...stats.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['1000+', '40%', '85%', '3–5 day']);
    const quotes = sectionByHeading('What social teams say').querySelectorAll('figure');
    expect(quotes).toHaveLength(3);
    for (const quote of quotes) expect(within(quote as HTMLElement).getByRole('img', { name: /Rated \d out of 5/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Your Digital Journey' }).getAttribute('href')).toBe('/contact');
  });
});
