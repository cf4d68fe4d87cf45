import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { hasMoreToShow, loadMoreMachine } from '#machines/load-more.machine';
import { articles, categorySlug, distinctCategories, filterArticles, insightsCopy as copy } from '#src/content/articles';
import { InsightsBrowser } from '#src/routes/insights/-components/insights-browser';
import { describePathTests } from '../utils/path-tests';
import { renderWithRouter } from '../utils/render';

describe('loadMore machine', () => {
  it('shows the first page, then one more page per request, then everything', () => {
    const actor = createActor(loadMoreMachine, { input: { pageSize: 6, total: 10 } }).start();
    expect(actor.getSnapshot().context.visible).toBe(6);
    expect(hasMoreToShow(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'list.loadMore' });
    expect(actor.getSnapshot().context.visible).toBe(10);
    expect(hasMoreToShow(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'list.loadMore' });
    expect(actor.getSnapshot().context.visible).toBe(10);
  });

  it('a short list has nothing more; a reset starts from the first page of the new total', () => {
    const actor = createActor(loadMoreMachine, { input: { pageSize: 6, total: 4 } }).start();
    expect(actor.getSnapshot().context.visible).toBe(4);
    expect(hasMoreToShow(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'list.reset', total: 13 });
    expect(actor.getSnapshot().context.visible).toBe(6);
    actor.send({ type: 'list.loadMore' });
    actor.send({ type: 'list.loadMore' });
    expect(actor.getSnapshot().context.visible).toBe(13);
    actor.send({ type: 'list.reset', total: 0 });
    expect(actor.getSnapshot().context.visible).toBe(0);
  });
});

/* The machine's paths replayed on the insights list: "Load More Articles" reveals a page, choosing a category
   (or All Categories again) starts the list over. The category with the most articles keeps a second page in play. */
const all = articles.length;
const [category, inCategory] = distinctCategories(articles)
  .map((c) => [c, filterArticles(articles, { query: '', category: c }).length] as const)
  .sort((a, b) => b[1] - a[1])[0]!;

function Browser() {
  const [filters, setFilters] = useState<{ q?: string; category?: string }>({});
  return <InsightsBrowser q={filters.q} category={filters.category} onChange={setFilters} />;
}

const choose = (slug: string) => act(() => void fireEvent.change(screen.getByLabelText(copy.categoryLabel), { target: { value: slug } }));

describePathTests('loadMore · insights list', loadMoreMachine, {
  start: 'the insights page (/insights) with no search and all categories, showing the first page of articles',
  input: { pageSize: copy.pageSize, total: all },
  // A reset is a change of category: offered only towards the list that is not showing.
  events: (snapshot) => [
    { type: 'list.loadMore' as const },
    ...(snapshot.context.total === all
      ? [{ type: 'list.reset' as const, total: inCategory }]
      : [{ type: 'list.reset' as const, total: all }]),
  ],
  contextKeys: ['visible', 'total'],
  setup: async () => {
    await renderWithRouter(<Browser />);
    return {};
  },
  exec: {
    'list.loadMore': () => act(() => void fireEvent.click(screen.getByRole('button', { name: copy.loadMore }))),
    'list.reset': (_s, e) => choose((e as unknown as { total: number }).total === all ? '' : categorySlug(category)),
  },
  states: {
    listing: (_s, snapshot) => {
      const { visible, total } = snapshot.context;
      expect(screen.getByRole('status').textContent).toBe(copy.count(visible, total));
      expect(document.querySelectorAll('[data-article]')).toHaveLength(visible);
      expect(screen.queryByRole('button', { name: copy.loadMore }) !== null, 'Load More shown while more is hidden').toBe(visible < total);
    },
  },
});
