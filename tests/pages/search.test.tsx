import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../utils/render-route';

const results = () => screen.queryByRole('list', { name: 'Search results' });
const items = () =>
  within(results()!)
    .getAllByRole('listitem')
    .map((li) => ({
      section: li.querySelector('span')?.textContent,
      title: within(li).getByRole('link').textContent,
      href: within(li).getByRole('link').getAttribute('href'),
    }));

describe('/search', () => {
  it('reads the query from the URL and lists results as links with their section', async () => {
    await renderRoute('/search?q=riyadh');
    expect((screen.getByRole('searchbox', { name: 'Search the site' }) as HTMLInputElement).value).toBe('riyadh');
    const found = items();
    expect(found.length).toBeGreaterThan(0);
    expect(found).toContainEqual(expect.objectContaining({ section: 'Case studies', href: '/projects/cultural-luxury' }));
    expect(screen.getByRole('status').textContent).toMatch(/results? for “riyadh”/);
  });

  it('links a portfolio project with the canonical address ?project=9 (not a JSON-quoted "9")', async () => {
    await renderRoute('/search?q=emberfall');
    const portfolio = items().filter((r) => r.section === 'Portfolio');
    expect(portfolio).toEqual([
      expect.objectContaining({ title: 'Emberfall: Opening Sequence for Ironleaf Games', href: '/portfolio?project=9' }),
    ]);
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toMatch(/%22/);
  });

  it('matches case-insensitively: the same results for BUDGETING and budgeting', async () => {
    const first = await renderRoute('/search?q=BUDGETING');
    const upper = items();
    expect(upper).toContainEqual(expect.objectContaining({ section: 'Insights', href: '/insights/budgeting-for-ai-video' }));
    first.unmount();
    await renderRoute('/search?q=budgeting');
    expect(items()).toEqual(upper);
  });

  it('shows an empty state with starting points when nothing matches', async () => {
    await renderRoute('/search?q=zzqx-nothing');
    expect(results()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Nothing found for “zzqx-nothing”');
    expect(screen.getByText(/Check the spelling/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Portfolio' }).getAttribute('href')).toBe('/portfolio');
  });

  it('reached from a link on the site, the field has focus, so typing searches at once', async () => {
    await renderRoute('/search');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search the site' })));
  });

  it('typing writes the query to the URL and updates the results', async () => {
    const { router } = await renderRoute('/search');
    expect(results()).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Popular starting points' })).toBeTruthy();
    act(() => void fireEvent.change(screen.getByRole('searchbox', { name: 'Search the site' }), { target: { value: 'Real Estate' } }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'Real Estate' }));
    expect(items()).toContainEqual(expect.objectContaining({ section: 'Services', href: '/services/real-estate-video' }));
  });
});
