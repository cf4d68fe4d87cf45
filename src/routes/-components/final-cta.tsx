import { ButtonLink } from '../../components/ui/button';
import { CtaBand } from '../../components/ui/cta-band';
import { home } from '../../content/home';

/** Closing call to action. */
export function FinalCta() {
  const copy = home.finalCta;
  return (
    <div id="get-started" data-home-section="get-started">
      <CtaBand heading={copy.heading} text={copy.text}>
        <ButtonLink to={copy.primary.to} $size="lg">
          {copy.primary.label}
        </ButtonLink>
        <ButtonLink to={copy.secondary.to} $variant="secondary" $size="lg">
          {copy.secondary.label}
        </ButtonLink>
      </CtaBand>
    </div>
  );
}
