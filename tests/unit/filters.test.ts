import { describe, expect, it } from 'vitest';
import { articleCategories, articles, categoryFromSlug, categorySlug, distinctCategories, filterArticles } from '#src/content/articles';
import { portfolioCategoryFromSlug, portfolioIds, portfolioProjects } from '#src/content/portfolio';
import { filterByCategory, projectCategories, projectCategoryFromSlug, projects } from '#src/content/projects';

describe('category filter (projects and portfolio)', () => {
  const items = [
    { id: 1, category: 'Brand Research' },
    { id: 2, category: 'Brand Launch' },
    { id: 3, category: 'Animation' },
  ];

  it('shows everything for no category or All', () => {
    expect(filterByCategory(items, undefined)).toEqual(items);
    expect(filterByCategory(items, null)).toEqual(items);
    expect(filterByCategory(items, '')).toEqual(items);
    expect(filterByCategory(items, 'All')).toEqual(items);
  });

  it('otherwise is an exact category match (no partial or case-insensitive match)', () => {
    expect(filterByCategory(items, 'Animation').map((i) => i.id)).toEqual([3]);
    expect(filterByCategory(items, 'Brand')).toEqual([]);
    expect(filterByCategory(items, 'animation')).toEqual([]);
    expect(filterByCategory(items, 'Corporate')).toEqual([]);
  });

  it('offers exactly the product’s project categories, and the four projects use them', () => {
    expect(['All', ...projectCategories.map((c) => c.label)]).toEqual([
      'All',
      'AI Avatar',
      'Animation',
      'Brand Research',
      'eCommerce & Social',
      'Motion Generation',
      'Brand Launch',
      'Training Content',
      'Product Demo',
      'Corporate',
    ]);
    expect(projects).toHaveLength(4);
    for (const project of projects) expect(projectCategories.map((c) => c.label)).toContain(project.category);
  });

  it('maps URL slugs to categories and ignores unknown ones', () => {
    expect(projectCategoryFromSlug('ecommerce-social')).toBe('eCommerce & Social');
    expect(projectCategoryFromSlug('nope')).toBeUndefined();
    expect(projectCategoryFromSlug(undefined)).toBeUndefined();
    expect(filterByCategory(projects, projectCategoryFromSlug('ai-avatar')).map((p) => p.title)).toEqual(['Danone AI Avatars']);
    expect(portfolioCategoryFromSlug('animation')).toBe('Animation');
    expect(filterByCategory(portfolioProjects, 'Animation').map((p) => p.id)).toEqual([7, 9]);
  });

  it('portfolio holds projects 1-9 from 2024, except project 8 from 2023', () => {
    expect(portfolioProjects.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(portfolioProjects.map((p) => p.id)).toEqual([...portfolioIds]);
    for (const p of portfolioProjects) expect(p.year).toBe(p.id === 8 ? 2023 : 2024);
    const nine = portfolioProjects.find((p) => p.id === 9)!;
    expect(nine.challenge).toBeTruthy();
    expect(nine.solution).toBeTruthy();
    expect(nine.keyScenes?.length).toBeGreaterThan(0);
  });
});

describe('insights filter', () => {
  it('searches title and excerpt, case-insensitively, not the body', () => {
    const budget = filterArticles(articles, { query: 'BUDGETING' });
    expect(budget.map((a) => a.slug)).toEqual(['budgeting-for-ai-video']);
    const byExcerpt = filterArticles(articles, { query: 'behind-the-scenes look' });
    expect(byExcerpt.map((a) => a.slug)).toEqual(['localising-one-presenter-into-12-languages']);
    // "edit decision lists" only appears in a body.
    expect(filterArticles(articles, { query: 'edit decision lists' })).toEqual([]);
  });

  it('null category means all; otherwise the exact category', () => {
    expect(filterArticles(articles, { category: null })).toHaveLength(articles.length);
    const tutorials = filterArticles(articles, { category: 'Tutorials' });
    expect(tutorials.length).toBeGreaterThan(0);
    expect(tutorials.every((a) => a.category === 'Tutorials')).toBe(true);
    expect(filterArticles(articles, { query: 'brief', category: 'Industry News' })).toEqual([]);
  });

  it('the dropdown offers the distinct categories; all five product categories are written for', () => {
    expect(distinctCategories(articles)).toEqual([...articleCategories]);
    expect(articles.length).toBeGreaterThanOrEqual(9);
    for (const c of articleCategories) expect(categoryFromSlug(categorySlug(c))).toBe(c);
    expect(categoryFromSlug('nope')).toBeUndefined();
  });
});
