import { ButtonLink } from '#src/components/ui/button';
import { PageHero } from '#src/components/blocks/page-hero';
import { insightsCopy } from '#src/content/articles';

const copy = insightsCopy.notFound;

/** Unknown article slug (the server answers 404). */
export function PostNotFound() {
  return (
    <PageHero eyebrow="Insights" heading={copy.heading} lead={copy.text}>
      <ButtonLink to="/insights">{copy.back}</ButtonLink>
    </PageHero>
  );
}
