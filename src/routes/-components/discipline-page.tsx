import { BackLink } from '#src/components/ui/back-link';
import { ButtonLink } from '#src/components/ui/button';
import { CardGrid } from '#src/components/blocks/card-grid';
import { CtaBlock } from '#src/components/blocks/cta-block';
import { PageHero } from '#src/components/blocks/page-hero';
import { PageSection } from '#src/components/blocks/page-section';
import { ServiceBlocks } from '#src/components/blocks/service-blocks';
import { StatsRow } from '#src/components/blocks/stats-row';
import { pages } from '#src/content/pages';
import { disciplinePages, type DisciplinePath, type DisciplineSection } from '#src/content/strategy';
import { pageHead } from '#src/seo/head';
import { serviceCatalogLd } from '#src/seo/strategy-ld';

/**
 * The head of a discipline page: its title and description, and what it offers as a schema.org Service. Called
 * from the route's (code-split) loader, so the page's content stays out of the entry bundle.
 */
export function disciplineHead(path: DisciplinePath) {
  const { catalog } = disciplinePages[path];
  return pageHead(path, { jsonLd: [serviceCatalogLd(path, catalog.name, pages[path].description, catalog.items)] });
}

/** The one view of the four discipline pages (/branding, /creative, /digital, /research), laid out from their data. */
export function DisciplineView({ path }: { path: DisciplinePath }) {
  const page = pages[path];
  const { back, sections, cta } = disciplinePages[path];
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={page.heading} lead={page.lead} before={<BackLink to={back.to} label={back.label} />} />
      {sections.map((section) => (
        <PageSection key={section.copy.heading} copy={section.copy} tone={'tone' in section ? section.tone : undefined}>
          <SectionBody section={section} />
        </PageSection>
      ))}
      <CtaBlock cta={cta} />
    </>
  );
}

function SectionBody({ section }: { section: DisciplineSection }) {
  switch (section.kind) {
    case 'blocks':
      return <ServiceBlocks blocks={section.blocks} />;
    case 'cards':
      return <CardGrid cards={section.cards} columns={section.columns} />;
    case 'stats':
      return <StatsRow stats={section.stats} label={section.copy.heading} />;
    case 'link':
      return (
        <ButtonLink to={section.link.to} $variant="secondary">
          {section.link.label}
        </ButtonLink>
      );
  }
}
