import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientLogos } from '#src/content/clients';
import { Route } from '#src/routes/for-brands';
import { expectSoundOutline, h3s, renderPage, sectionByHeading } from './strategy-helpers';

describe('/for-brands', () => {
  it('shows four benefits, three testimonials, client logos, the eight industries and a call to action', async () => {
    const { container } = await renderPage(Route, '/for-brands');
    expectSoundOutline(container);
    expect(h3s(sectionByHeading('Big-production quality, without the big-production wait'))).toHaveLength(4);
    expect(sectionByHeading('What marketing leaders tell us').querySelectorAll('figure')).toHaveLength(3);
    const logos = screen.getByRole('region', { name: 'Brands we have worked with' });
    const firstHalf = logos.querySelector('ul:not([aria-hidden])') as HTMLElement;
    // The one client list (src/content/clients.ts), the same logo files as the home page marquee.
    const shown = within(firstHalf).getAllByRole('img');
    expect(shown.map((img) => img.getAttribute('alt'))).toEqual(clientLogos.map((c) => c.name));
    expect(shown.map((img) => img.getAttribute('src'))).toEqual(clientLogos.map((c) => c.logo));
    expect(h3s(sectionByHeading('Built for the way your industry sells'))).toEqual([
      'E-Commerce',
      'SaaS & Technology',
      'Finance',
      'Healthcare',
      'Education',
      'Entertainment',
      'Real Estate',
      'Automotive',
    ]);
    const ctaLinks = within(
      container.querySelectorAll('section')[container.querySelectorAll('section').length - 1] as HTMLElement,
    ).getAllByRole('link');
    expect(ctaLinks.map((a) => a.getAttribute('href'))).toEqual(['/contact', '/schedule-consultation']);
  });
});
