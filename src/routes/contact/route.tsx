import { createFileRoute } from '@tanstack/react-router';
import styled from 'styled-components';
import { Container } from '#src/components/ui/container';
import { PageHero } from '#src/components/blocks/page-hero';
import { pages } from '#src/content/pages';
import { pageHead } from '#src/seo/head';
import { ContactDetails } from './-components/contact-details';
import { ContactForm } from './-components/contact-form';
import { theme } from '#src/styles/tokens';

type ContactSearch = { success?: boolean };

export const Route = createFileRoute('/contact')({
  validateSearch: (search: Record<string, unknown>): ContactSearch =>
    search.success === true || search.success === 'true' ? { success: true } : {},
  head: () => pageHead('/contact'),
  component: ContactPage,
});

function ContactPage() {
  const { success } = Route.useSearch();
  const page = pages['/contact'];
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={page.heading} lead={page.lead} />
      <Body>
        <Layout>
          <ContactForm arrivedSubmitted={Boolean(success)} />
          <ContactDetails />
        </Layout>
      </Body>
    </>
  );
}

const Body = styled(Container)`
  padding-block: ${theme.space[8]} ${theme.space.section};
`;

const Layout = styled.div`
  display: grid;
  gap: ${theme.space[7]};
  align-items: start;
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
  }
`;
