import { ButtonLink } from '../../../components/ui/button';
import { PageHero } from '../../../components/ui/page-hero';
import { insightsCopy } from '../../../content/articles';

const copy = insightsCopy.notFound;

/** Unknown article slug (the server answers 404). */
export function PostNotFound() {
  return (
    <PageHero eyebrow="Insights" heading={copy.heading} lead={copy.text}>
      <ButtonLink to="/insights">{copy.back}</ButtonLink>
    </PageHero>
  );
}
