import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { portfolioModalMachine } from '#machines/portfolio-modal.machine';
import { findPortfolioProject, portfolioIds } from '#src/content/portfolio';
import { PortfolioGallery } from '#src/routes/portfolio/-components/portfolio-gallery';
import { describePathTests } from '../utils/path-tests';
import { renderWithRouter } from '../utils/render';

const start = () => createActor(portfolioModalMachine, { input: { ids: portfolioIds } }).start();

describe('portfolioModal machine', () => {
  it('starts closed with no project (the dialog is closed by default)', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.projectId).toBeNull();
  });

  it('opens a known project on its poster, plays on request, closes', () => {
    const actor = start();
    actor.send({ type: 'modal.open', id: 4 });
    expect(actor.getSnapshot().value).toEqual({ open: 'poster' });
    expect(actor.getSnapshot().context.projectId).toBe(4);
    actor.send({ type: 'modal.play' });
    expect(actor.getSnapshot().value).toEqual({ open: 'playing' });
    actor.send({ type: 'modal.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.projectId).toBeNull();
  });

  it('ignores unknown project ids', () => {
    const actor = start();
    actor.send({ type: 'modal.open', id: 42 });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'modal.sync', id: 0 });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('emits the URL change when the visitor opens or closes, never when the URL drove it', () => {
    const actor = start();
    const written: (number | null)[] = [];
    actor.on('modal.urlChange', (event) => written.push(event.id));
    actor.send({ type: 'modal.open', id: 2 });
    actor.send({ type: 'modal.close' });
    actor.send({ type: 'modal.sync', id: 9 });
    actor.send({ type: 'modal.sync', id: 9 });
    actor.send({ type: 'modal.sync', id: 3 });
    actor.send({ type: 'modal.sync', id: null });
    expect(written).toEqual([2, null]);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('a URL for another project switches the dialog and resets the player to its poster', () => {
    const actor = start();
    actor.send({ type: 'modal.sync', id: 1 });
    actor.send({ type: 'modal.play' });
    actor.send({ type: 'modal.sync', id: 9 });
    expect(actor.getSnapshot().value).toEqual({ open: 'poster' });
    expect(actor.getSnapshot().context.projectId).toBe(9);
  });
});

/** The gallery with the URL played by React state (the route keeps it in ?project=). */
let setUrlProject: (id: number | undefined) => void = () => {};
let urlProject: number | undefined;
function Harness() {
  const [project, setProject] = useState<number | undefined>(undefined);
  setUrlProject = setProject;
  urlProject = project;
  return (
    <PortfolioGallery
      category={undefined}
      onCategory={() => {}}
      urlProject={project}
      onProjectUrl={(id) => setProject(id ?? undefined)}
      ready
    />
  );
}

const dialog = () => screen.queryByRole('dialog');
const card = (id: number) => document.querySelector<HTMLButtonElement>(`[data-portfolio-card="${id}"]`)!;

describePathTests('portfolioModal · view', portfolioModalMachine, {
  start: 'the portfolio page (/portfolio), with no project open',
  input: { ids: portfolioIds },
  events: [
    { type: 'modal.open', id: 1 },
    { type: 'modal.open', id: 9 },
    { type: 'modal.close' },
    { type: 'modal.play' },
    { type: 'modal.sync', id: 9 },
    { type: 'modal.sync', id: null },
  ],
  contextKeys: ['projectId'],
  setup: async () => {
    await renderWithRouter(<Harness />);
    return {};
  },
  exec: {
    'modal.open': (_s, e) => act(() => void fireEvent.click(card((e as unknown as { id: number }).id))),
    'modal.close': () => act(() => void fireEvent.click(within(dialog()!).getByRole('button', { name: 'Close' }))),
    'modal.play': () => {
      const id = Number(dialog()!.getAttribute('data-project'));
      const label = id === 9 ? 'Watch Full Sequence' : 'View Live Project';
      act(() => void fireEvent.click(within(dialog()!).getByRole('button', { name: label })));
    },
    'modal.sync': (_s, e) => act(() => setUrlProject((e as unknown as { id: number | null }).id ?? undefined)),
  },
  states: {
    closed: () => {
      expect(dialog()).toBeNull();
      expect(urlProject).toBeUndefined();
    },
    open: (_s, snapshot) => {
      const id = snapshot.context.projectId!;
      const project = findPortfolioProject(id)!;
      const d = dialog()!;
      expect(d).not.toBeNull();
      expect(d.getAttribute('aria-modal')).toBe('true');
      expect(screen.getByRole('dialog', { name: project.title })).toBe(d);
      expect(urlProject).toBe(id);
      expect(within(d).getByText(project.client)).toBeTruthy();
      expect(within(d).queryByRole('heading', { name: 'Key scenes' }) !== null).toBe(id === 9);
      // Focus handling is asserted with real timers below (focus-trap focuses on a timer).
    },
    'open.poster': () => {
      // The project's own clip, on its poster; never a player from another host.
      expect(dialog()!.querySelector('iframe')).toBeNull();
      expect(dialog()!.querySelector('[data-clip]')!.getAttribute('data-clip-state')).toBe('poster');
    },
    'open.playing': () => {
      expect(dialog()!.querySelector('iframe')).toBeNull();
      expect(dialog()!.querySelector('[data-clip]')!.getAttribute('data-clip-state')).toMatch(/^manual/);
    },
  },
});

describe('portfolio dialog in the page', () => {
  it('opens with Enter on a focused card, traps Tab inside and returns focus to the card on Escape', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Harness />);
    card(3).focus();
    await user.keyboard('{Enter}');
    const d = screen.getByRole('dialog', { name: 'Money, Explained' });
    expect(document.activeElement).toBe(within(d).getByRole('button', { name: 'Close' }));
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(d.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(card(3));
  });

  it('View Live Project plays the film with focus on its pause button, inside the dialog; Escape then closes at once', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Harness />);
    card(1).focus();
    await user.keyboard('{Enter}');
    const d = screen.getByRole('dialog', { name: 'Night Ritual' });
    await waitFor(() => expect(document.activeElement).toBe(within(d).getByRole('button', { name: 'Close' })));
    await user.click(within(d).getByRole('button', { name: 'View Live Project' }));
    await waitFor(() => expect(document.activeElement).toBe(within(d).getByRole('button', { name: /^Pause video/ })));
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(card(1)));
  });

  it('Escape closes the dialog even when focus has fallen to the page', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Harness />);
    card(4).focus();
    await user.keyboard('{Enter}');
    const d = screen.getByRole('dialog');
    await waitFor(() => expect(d.contains(document.activeElement)).toBe(true));
    act(() => (document.activeElement as HTMLElement).blur());
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(card(4)));
  });

  it('shows client, year, category, description, tools, results, awards and View Live Project', async () => {
    await renderWithRouter(<Harness />);
    act(() => void fireEvent.click(card(1)));
    const d = within(dialog()!);
    for (const text of ['Juniper Skin', '2024', 'Commercial', 'Tools', 'Results', 'Awards', '3D product build'])
      expect(d.getAllByText(text).length).toBeGreaterThan(0);
    expect(d.getByRole('button', { name: 'View Live Project' })).toBeTruthy();
    expect(d.queryByRole('button', { name: 'Watch Full Sequence' })).toBeNull();
    expect(d.queryByRole('heading', { name: 'Challenge' })).toBeNull();
  });

  it('project 9 reads Watch Full Sequence and adds Challenge, Solution, Key scenes and Impact', async () => {
    await renderWithRouter(<Harness />);
    act(() => void fireEvent.click(card(9)));
    const d = within(dialog()!);
    expect(d.getByRole('button', { name: 'Watch Full Sequence' })).toBeTruthy();
    for (const name of ['Challenge', 'Solution', 'Key scenes', 'Impact']) expect(d.getByRole('heading', { name })).toBeTruthy();
  });

  it('a click on the backdrop closes; a click inside does not', async () => {
    await renderWithRouter(<Harness />);
    act(() => void fireEvent.click(card(2)));
    act(() => void fireEvent.click(within(dialog()!).getByRole('heading', { level: 2 })));
    expect(dialog()).not.toBeNull();
    act(() => void fireEvent.click(screen.getByTestId('portfolio-backdrop')));
    expect(dialog()).toBeNull();
  });

  it('a project in the URL opens the dialog with focus inside, and closing hands focus to its card', async () => {
    await renderWithRouter(<Harness />);
    act(() => setUrlProject(5));
    const d = screen.getByRole('dialog', { name: 'City in Motion' });
    await waitFor(() => expect(document.activeElement).toBe(within(d).getByRole('button', { name: 'Close' })));
    act(() => void fireEvent.click(within(d).getByRole('button', { name: 'Close' })));
    expect(urlProject).toBeUndefined();
    await waitFor(() => expect(document.activeElement).toBe(card(5)));
  });
});
