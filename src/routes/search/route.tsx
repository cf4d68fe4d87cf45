import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Container } from '#src/components/ui/container';
import { PageHero } from '#src/components/blocks/page-hero';
import { useHydrated } from '#src/components/layout/hydration';
import { pages } from '#src/content/pages';
import { pageHead } from '#src/seo/head';
import { SearchView } from './-components/search-view';
import { theme } from '#src/styles/tokens';

type SiteSearch = { q?: string };

export function validateSiteSearch(search: Record<string, unknown>): SiteSearch {
  const q = typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q).slice(0, 120) : '';
  return { q: q.trim() ? q : undefined };
}

export const Route = createFileRoute('/search')({
  validateSearch: validateSiteSearch,
  head: () => pageHead('/search'),
  component: SearchPage,
});

function SearchPage() {
  const page = pages['/search'];
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  const hydrated = useHydrated();
  // Reached from a link on the site (the header's search control, the not-found page), not loaded by address:
  // the visitor came to search, so the field takes focus and typing searches at once.
  const [arrivedInApp] = useState(hydrated);
  const onQuery = useCallback(
    (text: string) => void navigate({ search: text.trim() ? { q: text } : {}, replace: true, resetScroll: false }),
    [navigate],
  );
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={page.heading} lead={page.lead} />
      <Body>
        <SearchView query={hydrated ? (q ?? '') : ''} onQuery={onQuery} focusField={arrivedInApp} />
      </Body>
    </>
  );
}

const Body = styled(Container)`
  padding-block: ${theme.space[7]} ${theme.space.section};
`;
