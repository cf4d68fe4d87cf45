import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import styled from 'styled-components';
import { Container } from '#src/components/ui/container';
import { PageHero } from '#src/components/blocks/page-hero';
import { ListSection } from '#src/components/ui/result-list';
import { useHydrated } from '#src/components/layout/hydration';
import { articleCategories, categorySlug } from '#src/content/categories';
import { pages } from '#src/content/pages';
import { pageHead } from '#src/seo/head';
import { rssLink } from '#src/seo/rss';
import { InsightsBrowser } from './-components/insights-browser';
import { NewsletterBox } from './-components/newsletter-box';
import { theme } from '#src/styles/tokens';

type InsightsSearch = { q?: string; category?: string };

/** `?q=<text>&category=<slug>`; unknown categories and empty text are dropped. */
export function validateInsightsSearch(search: Record<string, unknown>): InsightsSearch {
  const q = typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q).slice(0, 120) : '';
  const category = articleCategories.map(categorySlug).find((slug) => slug === search.category);
  // Keys are always returned (undefined when empty or unknown) so bad values never pass through.
  return { q: q.trim() ? q : undefined, category };
}

export const Route = createFileRoute('/insights/')({
  validateSearch: validateInsightsSearch,
  // Head data comes from the (code-split) loader: the feed link's copy lives with the articles, which stay out of the entry.
  loader: () => ({ head: pageHead('/insights', { links: [rssLink()] }) }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: InsightsPage,
});

function InsightsPage() {
  const page = pages['/insights'];
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const hydrated = useHydrated();
  const onChange = useCallback(
    (filters: InsightsSearch) => void navigate({ search: filters, replace: true, resetScroll: false }),
    [navigate],
  );
  return (
    <>
      <PageHero variant="opener" eyebrow={page.eyebrow} heading={page.heading} lead={page.lead} />
      <ListSection aria-labelledby="insights-list-title">
        <Container>
          <InsightsBrowser q={hydrated ? search.q : undefined} category={hydrated ? search.category : undefined} onChange={onChange} />
        </Container>
      </ListSection>
      <NewsletterBand>
        <Container>
          <NewsletterBox />
        </Container>
      </NewsletterBand>
    </>
  );
}

const NewsletterBand = styled.div`
  padding-bottom: ${theme.space.section};
`;
