import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { formMachine } from '#machines/form.machine';
import type { FormAccepted, FormSubmission } from '#src/api/forms';
import { ApiError } from '#src/api/http';
import { portfolioProjects } from '#src/content/portfolio';
import { StartProjectForm } from '#src/routes/portfolio/-components/start-project-form';
import { renderWithRouter } from '../utils/render';
import { renderRoute } from '../utils/render-route';

const cards = () => [...document.querySelectorAll('[data-portfolio-card]')].map((b) => Number(b.getAttribute('data-portfolio-card')));
const group = () => screen.getByRole('group', { name: 'Filter the portfolio by category' });

describe('/portfolio', () => {
  it('shows the stats row, the filter bar starting at All and the nine projects', async () => {
    await renderRoute('/portfolio');
    const stats = screen.getByRole('region', { name: 'The studio in numbers' });
    for (const [value, label] of [
      ['500+', 'Projects'],
      ['150+', 'Clients'],
      ['25+', 'Awards'],
      ['50+', 'Countries'],
    ]) {
      expect(within(stats).getByText(value!)).toBeTruthy();
      expect(within(stats).getByText(label!)).toBeTruthy();
    }
    expect(within(group()).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(cards()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Start Your Project' })).toBeTruthy();
    expect(screen.getAllByText(/24 hours|24-hour/).length).toBeGreaterThan(0);
  });

  it('filters by category and keeps it in the URL', async () => {
    const { router } = await renderRoute('/portfolio');
    act(() => void fireEvent.click(within(group()).getByRole('button', { name: 'Corporate' })));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ category: 'corporate' }));
    expect(cards()).toEqual([6, 8]);
  });

  it('opens the project named in the URL and drops it from the URL on close', async () => {
    const { router } = await renderRoute('/portfolio?project=9');
    const dialog = await screen.findByRole('dialog', { name: 'Emberfall: Opening Sequence' });
    expect(within(dialog).getByRole('button', { name: 'Watch Full Sequence' })).toBeTruthy();
    act(() => void fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })));
    await waitFor(() => expect(router.state.location.search.project).toBeUndefined());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a card click writes the project to the URL; an unknown project id is ignored', async () => {
    const { router } = await renderRoute('/portfolio?project=12');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void fireEvent.click(document.querySelector('[data-portfolio-card="8"]')!));
    await waitFor(() => expect(router.state.location.search.project).toBe(8));
    const dialog = screen.getByRole('dialog', { name: 'Care Starts Here' });
    expect(within(dialog).getByText('2023')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'View Live Project' })).toBeTruthy();
  });
});

describe('/portfolio dialog and browser history', () => {
  const openCard = (id: number) => act(() => void fireEvent.click(document.querySelector(`[data-portfolio-card="${id}"]`)!));

  it('opening pushes an entry: Back closes the dialog, Forward reopens it, Close returns to the filter URL', async () => {
    const { router } = await renderRoute('/portfolio?category=animation');
    const start = router.history.length;
    openCard(9);
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'animation', project: 9 }));
    expect(router.history.length).toBe(start + 1);
    expect(screen.getByRole('dialog', { name: 'Emberfall: Opening Sequence' })).toBeTruthy();

    await act(async () => router.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toEqual({ category: 'animation' });

    await act(async () => router.history.forward());
    await screen.findByRole('dialog', { name: 'Emberfall: Opening Sequence' });

    act(() => void fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' })));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'animation' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Closing went back to the filter entry rather than stacking another one.
    expect(router.history.length).toBe(start + 1);
    await act(async () => router.history.forward());
    await screen.findByRole('dialog', { name: 'Emberfall: Opening Sequence' });
  });

  it('a dialog opened by a shared link closes to the same page without the project (nothing to go back to)', async () => {
    const { router } = await renderRoute('/portfolio?category=animation&project=7');
    const dialog = await screen.findByRole('dialog', { name: 'Where Water Goes' });
    const start = router.history.length;
    act(() => void fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'animation' }));
    expect(router.history.length).toBe(start);
    expect(router.state.location.pathname).toBe('/portfolio');
  });
});

describe('/portfolio dialog: awards', () => {
  const awardsBlock = (dialog: HTMLElement) =>
    within(dialog).getByRole('heading', { level: 3, name: 'Awards' }).closest('section') as HTMLElement;

  it('always has an Awards section: the project’s awards when it has some', async () => {
    await renderRoute('/portfolio?project=9');
    const dialog = await screen.findByRole('dialog', { name: 'Emberfall: Opening Sequence' });
    const awards = within(awardsBlock(dialog));
    expect(awards.getAllByRole('listitem').map((li) => li.textContent)).toEqual([...portfolioProjects.find((p) => p.id === 9)!.awards]);
  });

  it('says so plainly when a project was not entered for awards (and invents none)', async () => {
    const without = portfolioProjects.filter((p) => p.awards.length === 0);
    expect(without.length).toBeGreaterThan(0);
    await renderRoute(`/portfolio?project=${without[0]!.id}`);
    const dialog = await screen.findByRole('dialog', { name: without[0]!.title });
    const awards = within(awardsBlock(dialog));
    expect(awards.getByText('Not entered for awards')).toBeTruthy();
    expect(awards.queryAllByRole('listitem')).toHaveLength(0);
  });
});

describe('Start Your Project form', () => {
  const withSubmit = (impl: (input: Record<string, unknown>) => Promise<unknown>) =>
    formMachine.provide({
      actors: { submitForm: fromPromise<FormAccepted, FormSubmission>(async ({ input }) => (await impl(input.data)) as FormAccepted) },
    });

  const fill = (name: string, email: string) => {
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: name } });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: email } });
  };

  it('checks name and email before sending anything', async () => {
    let calls = 0;
    await renderWithRouter(<StartProjectForm machine={withSubmit(async () => void calls++)} />);
    fill('', 'not-an-email');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send Project Details' })));
    expect(await screen.findByText('Please tell us your name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address, like name@company.com.')).toBeTruthy();
    expect(calls).toBe(0);
  });

  it('sends a portfolio lead and confirms with the 24-hour promise', async () => {
    const sent: Record<string, unknown>[] = [];
    await renderWithRouter(<StartProjectForm machine={withSubmit(async (input) => (sent.push(input), { id: '1', status: 'accepted' }))} />);
    fill('Ada Park', 'ada@park.example');
    fireEvent.change(screen.getByLabelText(/What are you making/), { target: { value: 'Brand Films' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send Project Details' })));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('within 24 hours');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      source: 'portfolio',
      page: '/portfolio',
      name: 'Ada Park',
      email: 'ada@park.example',
      service: 'Brand Films',
    });
  });

  it('shows the server’s field messages and a clear error when sending fails', async () => {
    await renderWithRouter(
      <StartProjectForm
        machine={withSubmit(() => Promise.reject(new ApiError('bad', 400, { email: 'That address cannot receive email.' })))}
      />,
    );
    fill('Ada Park', 'ada@park.example');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send Project Details' })));
    expect(await screen.findByText('That address cannot receive email.')).toBeTruthy();
    expect(screen.getByText('Please check the highlighted fields and try again.')).toBeTruthy();
  });

  it('says how to reach the studio when the network fails', async () => {
    await renderWithRouter(<StartProjectForm machine={withSubmit(() => Promise.reject(new ApiError('network', 0)))} />);
    fill('Ada Park', 'ada@park.example');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send Project Details' })));
    expect((await screen.findByText(/There was an error sending your project details/)).textContent).toContain('info@lumora.studio');
    expect(screen.getByRole('button', { name: 'Send Project Details' })).toBeTruthy();
  });

  it('asks to wait a minute after too many attempts (429), keeping what was typed', async () => {
    await renderWithRouter(<StartProjectForm machine={withSubmit(() => Promise.reject(new ApiError('rate_limited', 429)))} />);
    fill('Ada Park', 'ada@park.example');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send Project Details' })));
    expect(await screen.findByText('Too many attempts in a short time. Please try again in a minute.')).toBeTruthy();
    expect((screen.getByLabelText(/Name/) as HTMLInputElement).value).toBe('Ada Park');
  });
});
