import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { Container } from '#src/components/ui/container';
import { PageHero } from '#src/components/blocks/page-hero';
import { pages } from '#src/content/pages';
import { parseConsultationSearch } from '#src/consultation/prefill';
import { toPrefill } from '#src/consultation/project-type';
import { pageHead } from '#src/seo/head';
import { ConsultationWizard } from './-components/consultation-wizard';
import { WizardSection } from './-components/wizard-section';

export const Route = createFileRoute('/(consultation)/schedule-consultation')({
  validateSearch: parseConsultationSearch,
  head: () => pageHead('/schedule-consultation'),
  component: ScheduleConsultationPage,
});

function ScheduleConsultationPage() {
  const page = pages['/schedule-consultation'];
  const search = Route.useSearch();
  // The router also passes on parameters this route did not validate: keep only the parsed ones.
  const prefill = useMemo(() => toPrefill(parseConsultationSearch(search as Record<string, unknown>)), [search]);
  const navigate = useNavigate({ from: '/schedule-consultation' });
  // The chat's booking link carries name and email: once copied into the form, keep them out of the address bar and history.
  const dropPrefill = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={page.heading} lead={page.lead} />
      <WizardSection>
        <Container>
          <ConsultationWizard prefill={prefill} onPrefillUsed={dropPrefill} />
        </Container>
      </WizardSection>
    </>
  );
}
