import { pages, type PagePath } from '../../content/pages';
import { ButtonLink } from './button';
import { PageHero } from './page-hero';

/** Hero and headline of a page whose full content is still being built. */
export function PagePlaceholder({ path }: { path: PagePath }) {
  const page = pages[path];
  return (
    <PageHero eyebrow={page.eyebrow} heading={page.heading} lead={page.lead}>
      <ButtonLink to="/schedule-consultation" $size="lg">
        Book a free consultation
      </ButtonLink>
      <ButtonLink to="/contact" $variant="secondary" $size="lg">
        Contact us
      </ButtonLink>
    </PageHero>
  );
}
