import { createFileRoute } from '@tanstack/react-router';
import { CtaBlock } from '#src/components/blocks/cta-block';
import { PageHero } from '#src/components/blocks/page-hero';
import { useHydrated } from '#src/components/layout/hydration';
import { pages } from '#src/content/pages';
import { projectCategories, type ProjectCategorySlug } from '#src/content/categories';
import { projectsPageCopy } from '#src/content/projects';
import { pageHead } from '#src/seo/head';
import { ProjectsBrowser } from './-components/projects-browser';

type ProjectsSearch = { category?: ProjectCategorySlug };

/** `?category=<slug>`; anything unknown means All (the key is overwritten, so a bad value never passes through). */
export function validateProjectsSearch(search: Record<string, unknown>): ProjectsSearch {
  return { category: projectCategories.find((c) => c.slug === search.category)?.slug };
}

export const Route = createFileRoute('/projects/')({
  validateSearch: validateProjectsSearch,
  head: () => pageHead('/projects'),
  component: ProjectsPage,
});

function ProjectsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // The prerendered HTML shows All; the URL's filter applies once hydrated.
  const hydrated = useHydrated();
  const page = pages['/projects'];
  return (
    <>
      <PageHero variant="opener" eyebrow={page.eyebrow} heading={page.heading} lead={page.lead} />
      <ProjectsBrowser
        active={hydrated ? search.category : undefined}
        onSelect={(category) => void navigate({ search: category ? { category } : {}, resetScroll: false })}
      />
      <CtaBlock cta={projectsPageCopy.cta} />
    </>
  );
}
