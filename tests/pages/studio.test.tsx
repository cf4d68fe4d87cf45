import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route as ProcessRoute } from '#src/routes/process';
import { Route as StudioRoute } from '#src/routes/studio';
import { expectSoundOutline, h3s, headLd, renderPage, sectionByHeading } from './strategy-helpers';

describe('/studio', () => {
  it('shows six capabilities, four rooms with images and a studio tour call to action to /contact', async () => {
    const { container } = await renderPage(StudioRoute, '/studio');
    expectSoundOutline(container);
    expect(h3s(sectionByHeading('Six capabilities under one roof'))).toHaveLength(6);
    const rooms = sectionByHeading('Four rooms built for AI-assisted filmmaking');
    expect(h3s(rooms)).toEqual(['Stage One', 'The Render Room', 'Sound Booth', 'Grading and Review Suite']);
    const images = within(rooms).getAllByRole('img');
    expect(images).toHaveLength(4);
    for (const img of images) {
      expect(img.getAttribute('alt')).toMatch(/\w{4,}/);
      expect(img.getAttribute('width')).toBeTruthy();
      expect(img.getAttribute('height')).toBeTruthy();
      expect(img.getAttribute('loading')).toBe('lazy');
    }
    expect(screen.getByRole('link', { name: 'Book a Studio Tour' }).getAttribute('href')).toBe('/contact');
    // Founding year and team size from the studio facts.
    const facts = screen.getByLabelText('The studio in numbers');
    expect([...facts.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['2024', '10–50', '15+ years', '50+']);
  });
});

describe('/process', () => {
  it('shows four steps and a Schedule Discovery Call button that goes to /schedule-consultation', async () => {
    const { container } = await renderPage(ProcessRoute, '/process');
    expectSoundOutline(container);
    const steps = sectionByHeading('Four steps, one producer, no surprises');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(h3s(steps)).toEqual(['Discovery and Brief', 'Concept and Pre-production', 'AI-Assisted Production', 'Review and Delivery']);
    expect(screen.getByRole('link', { name: 'Schedule Discovery Call' }).getAttribute('href')).toBe('/schedule-consultation');
    const timing = screen.getByLabelText('Production timing');
    expect([...timing.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['2–3 weeks', '8–12 weeks', '3–5 day', '24-hour']);
  });

  it('describes the steps as HowTo structured data', () => {
    const howTo = headLd(ProcessRoute).find((ld) => ld['@type'] === 'HowTo') as { step: { name: string }[] };
    expect(howTo.step.map((s) => s.name)).toEqual([
      'Discovery and Brief',
      'Concept and Pre-production',
      'AI-Assisted Production',
      'Review and Delivery',
    ]);
  });
});
