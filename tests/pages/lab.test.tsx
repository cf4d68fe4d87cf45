import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lab, labStatusTone, statusOf } from '#src/content/lab';
import { Route } from '#src/routes/imagination-engine';
import { expectSoundOutline, h3s, renderPage, sectionByHeading } from './strategy-helpers';

const toolCards = () => [...document.querySelectorAll<HTMLElement>('article[data-tool]')];

describe('/imagination-engine (R&D)', () => {
  it('shows three research areas and six tools, each with a status badge in its colour', async () => {
    const { container } = await renderPage(Route, '/imagination-engine');
    expectSoundOutline(container);
    expect(h3s(sectionByHeading('Three questions the lab is working on'))).toHaveLength(3);
    const cards = toolCards();
    expect(cards).toHaveLength(6);
    const badges = cards.map((card) => card.querySelector<HTMLElement>('[data-tone]')!);
    expect(badges.map((b) => [b.textContent, b.dataset.tone])).toEqual([
      ['Active Use', 'success'],
      ['Active Use', 'success'],
      ['Beta Testing', 'accent'],
      ['In Development', 'warning'],
      ['In Development', 'warning'],
      // The last tool has no status in the content: it shows the default.
      ['Concept Stage', 'accent'],
    ]);
    // The badge colour is the theme token of its tone (green, accent, yellow).
    const colourVar = (badge: HTMLElement) => getComputedStyle(badge).getPropertyValue('--badge').trim();
    expect(colourVar(badges[0]!)).toBe('var(--c-success)');
    expect(colourVar(badges[2]!)).toBe('var(--c-accent)');
    expect(colourVar(badges[3]!)).toBe('var(--c-warning)');
    expect(colourVar(badges[5]!)).toBe('var(--c-accent)');
    expect(screen.getByRole('link', { name: 'Connect With Our R&D Team' }).getAttribute('href')).toBe('/contact');
  });

  it('status table: Active Use green, Beta Testing accent, In Development yellow, Concept Stage accent and default', () => {
    expect(labStatusTone).toEqual({
      'Active Use': 'success',
      'Beta Testing': 'accent',
      'In Development': 'warning',
      'Concept Stage': 'accent',
    });
    expect(statusOf({})).toBe('Concept Stage');
  });

  it('"Learn more" reveals the tool details in place, as an accessible disclosure', async () => {
    await renderPage(Route, '/imagination-engine');
    const card = toolCards()[2]!;
    const button = within(card).getByRole('button', { name: /Learn more about Avatar Forge/ });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(card.contains(panel)).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    act(() => void fireEvent.click(button));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toContain(lab.tools[2].details);
    expect(within(card).getByRole('button', { name: /Show less about Avatar Forge/ })).toBe(button);
    // Other tools stay closed.
    for (const other of toolCards().filter((c) => c !== card)) {
      expect(
        within(other)
          .getByRole('button', { name: /Learn more/ })
          .getAttribute('aria-expanded'),
      ).toBe('false');
    }
    act(() => void fireEvent.click(button));
    expect(panel.hidden).toBe(true);
  });
});
