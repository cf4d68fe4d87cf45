import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formMachine } from '#machines/form.machine';
import type { FormAccepted, FormSubmission } from '#src/api/forms';
import { ApiError } from '#src/api/http';
import { articles, formatLongDate, relatedArticles, sortByDate } from '#src/content/articles';
import { Route as articleRoute } from '#src/routes/insights/$slug';
import { NewsletterBox } from '#src/routes/insights/-components/newsletter-box';
import { renderWithRouter } from '../utils/render';
import { renderRoute } from '../utils/render-route';

const shown = () => [...document.querySelectorAll('[data-article]')].map((el) => el.getAttribute('data-article'));
const newest = sortByDate(articles);

describe('/insights', () => {
  it('shows the six newest articles with category, read time, author, long date and Read more', async () => {
    await renderRoute('/insights');
    expect(shown()).toEqual(newest.slice(0, 6).map((a) => a.slug));
    const first = newest[0]!;
    const card = within(document.querySelector(`[data-article="${first.slug}"]`) as HTMLElement);
    expect(card.getByText(first.category)).toBeTruthy();
    expect(card.getByText(first.readTime)).toBeTruthy();
    expect(card.getByText(first.author.name)).toBeTruthy();
    expect(card.getByText(formatLongDate(first.date))).toBeTruthy();
    expect(formatLongDate('2026-03-07')).toBe('March 7, 2026');
    expect(card.getByRole('link', { name: `Read more about ${first.title}` }).getAttribute('href')).toBe(`/insights/${first.slug}`);
  });

  it("loads the first card's picture at once (it is on the first screen) and the others when they come near", async () => {
    await renderRoute('/insights');
    const pictures = shown().map((slug) => document.querySelector(`[data-article="${slug}"] img`)!);
    expect(pictures[0]!.getAttribute('loading')).toBe('eager');
    expect(pictures[0]!.getAttribute('fetchpriority')).toBe('high');
    for (const img of pictures.slice(1)) expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('Load More Articles reveals the rest, then goes away', async () => {
    await renderRoute('/insights');
    expect(articles.length).toBeGreaterThan(6);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Load More Articles' })));
    expect(shown()).toEqual(newest.map((a) => a.slug));
    expect(screen.queryByRole('button', { name: 'Load More Articles' })).toBeNull();
  });

  it('searches title and excerpt case-insensitively and writes the query to the URL', async () => {
    const { router } = await renderRoute('/insights');
    act(() => void fireEvent.change(screen.getByLabelText('Search articles'), { target: { value: 'BUDGETING' } }));
    expect(shown()).toEqual(['budgeting-for-ai-video']);
    await waitFor(() => expect(router.state.location.search.q).toBe('BUDGETING'));
  });

  it('the category dropdown offers All Categories plus the distinct categories and filters exactly', async () => {
    const { router } = await renderRoute('/insights');
    const select = screen.getByLabelText('Category') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'All Categories',
      'AI Trends',
      'Case Studies',
      'Tutorials',
      'Industry News',
      'Best Practices',
    ]);
    act(() => void fireEvent.change(select, { target: { value: 'industry-news' } }));
    expect(shown().length).toBeGreaterThan(0);
    for (const slug of shown()) expect(articles.find((a) => a.slug === slug)!.category).toBe('Industry News');
    await waitFor(() => expect(router.state.location.search.category).toBe('industry-news'));
  });

  it('reads the filters from the URL, and shows an empty state that clears them', async () => {
    const { router } = await renderRoute('/insights?q=nothing-like-this&category=tutorials');
    expect((screen.getByLabelText('Search articles') as HTMLInputElement).value).toBe('nothing-like-this');
    expect(screen.getByRole('heading', { name: 'No articles match your search' })).toBeTruthy();
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' })));
    await waitFor(() => expect(router.state.location.searchStr).toBe(''));
    expect(shown()).toHaveLength(6);
  });
});

describe('/insights/{slug}', () => {
  it('an unknown slug shows Post Not Found with a link back to /insights', async () => {
    await renderRoute('/insights/no-such-post');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Post Not Found');
    expect(screen.getByText("The article you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Insights' }).getAttribute('href')).toBe('/insights');
  });

  it('an article shows its title, author, date, read time, category, body, tags, author box and related articles', async () => {
    const article = articles.find((a) => a.slug === 'how-to-write-a-brief-for-ai-assisted-video')!;
    await renderRoute(`/insights/${article.slug}`);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([article.title]);
    expect(screen.getAllByText(article.author.name).length).toBeGreaterThan(0);
    expect(screen.getAllByText(article.author.role).length).toBeGreaterThan(0);
    expect(screen.getByText('October 28, 2026')).toBeTruthy();
    expect(screen.getAllByText(article.readTime).length).toBeGreaterThan(0);
    expect(screen.getAllByText(article.category).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: '1. The one sentence' })).toBeTruthy();
    const tags = within(screen.getByRole('list', { name: 'Tags' }));
    expect(tags.getAllByRole('listitem').map((li) => li.textContent)).toEqual(article.tags.map((t) => `#${t}`));
    expect(screen.getByRole('img', { name: `Portrait of ${article.author.name}` })).toBeTruthy();
    const related = within(screen.getByTestId('related-articles'));
    const expected = relatedArticles(article, articles);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThanOrEqual(3);
    expect(related.getAllByRole('link', { name: /^Read more/ }).map((a) => a.getAttribute('href'))).toEqual(
      expected.map((a) => `/insights/${a.slug}`),
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href')).toContain(
      encodeURIComponent(`/insights/${article.slug}`),
    );
  });

  it('internal links in the body are router links; mail links stay mail links', async () => {
    await renderRoute('/insights/how-to-write-a-brief-for-ai-assisted-video');
    expect(screen.getByRole('link', { name: 'contact form' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'info@lumora.studio' }).getAttribute('href')).toBe('mailto:info@lumora.studio');
  });
});

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(data: Buffer): { width: number; height: number } | null {
  if (data[0] !== 0xff || data[1] !== 0xd8) return null;
  let at = 2;
  while (at < data.length) {
    const marker = data[at + 1]!;
    const length = data.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

describe('article pictures', () => {
  it('every article shows a rendered still from the media library: AVIF first, WebP otherwise, fetched early on its own page', async () => {
    const article = articles[0]!;
    await renderRoute(`/insights/${article.slug}`);
    const figure = document.querySelector('main figure, figure')!;
    const picture = figure.querySelector('picture')!;
    expect(picture.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toMatch(/^\/media\/library\/.+\.avif$/);
    expect(picture.querySelector('img')!.getAttribute('src')).toBe(article.image);
    expect(picture.querySelector('img')!.getAttribute('loading')).toBe('eager');
    for (const a of articles) expect(a.image, a.slug).toMatch(/^\/media\/library\/article-[a-z0-9-]+\/article-[a-z0-9-]+\.webp$/);
  });
});

describe('article share images', () => {
  const headOf = async (slug: string) => {
    const loaderData = await (articleRoute.options.loader as (ctx: { params: { slug: string } }) => Promise<unknown>)({ params: { slug } });
    return (articleRoute.options.head as (ctx: { loaderData: unknown; params: { slug: string } }) => { meta: Record<string, unknown>[] })({
      loaderData,
      params: { slug },
    });
  };

  it.each(articles.map((a) => a.slug))('%s shares a small 1200 × 630 JPEG; the page keeps its WebP', async (slug) => {
    const article = articles.find((a) => a.slug === slug)!;
    const meta = (await headOf(slug)).meta;
    const og = meta.find((m) => m.property === 'og:image')?.content as string;
    expect(og).toMatch(new RegExp(`/media/articles/${slug}\\.jpg$`));
    expect(meta.find((m) => m.name === 'twitter:image')?.content).toBe(og);
    const file = fs.readFileSync(path.join('public', new URL(og).pathname));
    expect(jpegSize(file)).toEqual({ width: 1200, height: 630 });
    expect(file.length).toBeLessThan(40 * 1024);
    expect(article.image).toMatch(/\.webp$/);
  });
});

describe('newsletter box', () => {
  const withSubmit = (impl: (input: Record<string, unknown>) => Promise<unknown>) =>
    formMachine.provide({
      actors: { submitForm: fromPromise<FormAccepted, FormSubmission>(async ({ input }) => (await impl(input.data)) as FormAccepted) },
    });
  const subscribe = async (email: string) => {
    fireEvent.input(screen.getByLabelText('Email address'), { target: { value: email } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })));
  };

  it('validates the address before sending', async () => {
    let calls = 0;
    await renderWithRouter(<NewsletterBox machine={withSubmit(async () => void calls++)} />);
    await subscribe('nope');
    expect(await screen.findByText('Please enter a valid email address, like name@company.com.')).toBeTruthy();
    expect(calls).toBe(0);
  });

  it('subscribes and says so', async () => {
    const sent: Record<string, unknown>[] = [];
    await renderWithRouter(<NewsletterBox machine={withSubmit(async (input) => (sent.push(input), { id: '1', status: 'accepted' }))} />);
    await subscribe('ada@park.example');
    expect((await screen.findByRole('status')).textContent).toContain('You’re subscribed');
    expect(sent[0]).toMatchObject({ email: 'ada@park.example', page: '/insights' });
  });

  it('shows a clear error and keeps the form when subscribing fails', async () => {
    await renderWithRouter(<NewsletterBox machine={withSubmit(() => Promise.reject(new ApiError('network', 0)))} />);
    await subscribe('ada@park.example');
    expect((await screen.findByRole('alert')).textContent).toContain('couldn’t subscribe you');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('asks to wait a minute after too many attempts (429), keeping the address', async () => {
    await renderWithRouter(<NewsletterBox machine={withSubmit(() => Promise.reject(new ApiError('rate_limited', 429)))} />);
    await subscribe('ada@park.example');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts in a short time. Please try again in a minute.');
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('ada@park.example');
  });
});
