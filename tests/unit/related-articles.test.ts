import { describe, expect, it } from 'vitest';
import { articles, relatedArticles, type Article, type ArticleCategory } from '#src/content/articles';

let nextId = 1;
const make = (slug: string, category: ArticleCategory, tags: string[], date = '2026-01-01'): Article => ({
  id: nextId++,
  slug,
  title: slug,
  excerpt: '',
  category,
  author: { name: 'A', role: 'R', image: '/a.webp' },
  date,
  readTime: '1 min read',
  wordCount: 200,
  image: '/i.webp',
  shareImage: '/i.jpg',
  tags,
});

describe('relatedArticles', () => {
  const current = make('current', 'Tutorials', ['brief', 'planning']);

  it('returns other articles with the same category or a shared tag, never the article itself', () => {
    const list = [
      current,
      make('same-category', 'Tutorials', []),
      make('shared-tag', 'AI Trends', ['planning']),
      make('unrelated', 'Industry News', ['regulation']),
    ];
    const slugs = relatedArticles(current, list).map((a) => a.slug);
    expect(slugs).toContain('same-category');
    expect(slugs).toContain('shared-tag');
    expect(slugs).not.toContain('current');
    expect(slugs).not.toContain('unrelated');
  });

  it('puts the best matches first: category plus shared tags outrank either alone', () => {
    const list = [
      make('one-tag', 'AI Trends', ['brief']),
      make('category-only', 'Tutorials', []),
      make('category-and-two-tags', 'Tutorials', ['brief', 'planning']),
      make('two-tags', 'Best Practices', ['brief', 'planning']),
      current,
    ];
    expect(relatedArticles(current, list).map((a) => a.slug)).toEqual(['category-and-two-tags', 'category-only', 'two-tags']);
  });

  it('returns at most three, breaking ties by the newer date', () => {
    const list = [
      current,
      make('old', 'Tutorials', [], '2025-01-01'),
      make('newest', 'Tutorials', [], '2026-06-01'),
      make('middle', 'Tutorials', [], '2025-09-01'),
      make('oldest', 'Tutorials', [], '2024-01-01'),
    ];
    expect(relatedArticles(current, list).map((a) => a.slug)).toEqual(['newest', 'middle', 'old']);
  });

  it('matches tags case-insensitively', () => {
    const list = [current, make('upper', 'Industry News', ['PLANNING'])];
    expect(relatedArticles(current, list).map((a) => a.slug)).toEqual(['upper']);
  });

  it('returns nothing when no article relates', () => {
    expect(relatedArticles(current, [current, make('x', 'Industry News', ['other'])])).toEqual([]);
  });

  it('gives every published article at least one related article', () => {
    for (const article of articles) {
      const related = relatedArticles(article, articles);
      expect(related.length, article.slug).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(3);
      for (const r of related) {
        const shares = r.category === article.category || r.tags.some((t) => article.tags.includes(t));
        expect(shares, `${article.slug} → ${r.slug}`).toBe(true);
      }
    }
  });
});
